/**
 * The relationship and period the candidate stated for a referee, against what the referee confirms. Free text is
 * compared in normalised form (NFKC, no spaces, case-folded); months as YYYY-MM. A correction is a warning, never
 * proof: people misremember dates.
 */
export interface StatedRelationship {
  relationship: string;
  /** YYYY-MM, or null when not stated. */
  from: string | null;
  /** YYYY-MM, null when not stated or ongoing. */
  to: string | null;
}

const fold = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** Whether the referee changed the stated relationship or period (unanswered confirmation is no correction). */
export function isRelationshipCorrected(
  stated: StatedRelationship,
  confirmed: StatedRelationship | null | undefined,
): boolean {
  if (!confirmed) return false;
  return (
    fold(stated.relationship) !== fold(confirmed.relationship) ||
    (stated.from ?? null) !== (confirmed.from ?? null) ||
    (stated.to ?? null) !== (confirmed.to ?? null)
  );
}

/** A relationship as compared: the option value, or the free text of 'other' (so two different 'other's differ). */
export function relationshipText(relationship: string, otherRelationship: string | null | undefined): string {
  return relationship === 'other' ? `other:${otherRelationship ?? ''}` : relationship;
}

/** What the candidate stated for a referee, in the compared form (an ongoing period has no end). */
export function statedRelationshipOf(row: {
  relationship: string;
  otherRelationship: string;
  timeToBegin: string;
  workingTogether: boolean;
  timeToEnd: string | null;
}): StatedRelationship {
  return {
    relationship: relationshipText(row.relationship, row.otherRelationship),
    from: row.timeToBegin,
    to: row.workingTogether ? null : row.timeToEnd,
  };
}

/**
 * What the referee confirmed: null until answered, the stated version when answered as right, else the correction
 * (a correction without an end month means still working together).
 */
export function confirmedRelationshipOf(
  stated: StatedRelationship,
  row: {
    relationshipConfirmedAt: Date | null;
    confirmedRelationship: string | null;
    confirmedOtherRelationship: string | null;
    confirmedTimeToBegin: string | null;
    confirmedTimeToEnd: string | null;
  },
): StatedRelationship | null {
  if (!row.relationshipConfirmedAt) return null;
  if (!row.confirmedRelationship) return stated;
  return {
    relationship: relationshipText(row.confirmedRelationship, row.confirmedOtherRelationship),
    from: row.confirmedTimeToBegin,
    to: row.confirmedTimeToEnd,
  };
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM month in words: 2020年4月 (jp, cn), Apr 2020 (en); anything else as it is. */
export function yearMonthText(value: string, lang: 'jp' | 'en' | 'cn'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month] = match;
  const m = Number(month);
  if (m < 1 || m > 12) return value;
  return lang === 'en' ? `${MONTHS_EN[m - 1]} ${year}` : `${year}年${m}月`;
}
