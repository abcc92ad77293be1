/**
 * One version of a referee's relationship and period in words, for the `relationshipCorrected` signal's detail
 * (直属の上司　2020年4月〜2023年3月), in the reader's language. Imported by the server only (it pulls the catalogs).
 */
import type { Language, Relationship } from '../enums.ts';
import { RELATIONSHIP_LABELS } from '../lists/enum-labels.ts';
import { translate } from '../messages/catalog.ts';
import { type StatedRelationship, yearMonthText } from './relationship.ts';

export function relationshipVersionText(version: StatedRelationship, lang: Language): string {
  const { relationship } = version;
  const label = relationship.startsWith('other:')
    ? relationship.slice('other:'.length)
    : (RELATIONSHIP_LABELS[relationship as Relationship]?.[lang] ?? relationship);
  const from = yearMonthText(version.from ?? '', lang);
  const period = version.to
    ? translate(lang, 'trust.period', { from, to: yearMonthText(version.to, lang) })
    : translate(lang, 'trust.periodOngoing', { from });
  return `${label}　${period}`;
}
