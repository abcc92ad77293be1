/**
 * The regain-trust request's content: built from the report when the company sends it, filled in by the
 * candidate's explanations (by position: the candidate never changes the questions), shown to both sides.
 */
import {
  type AgreementLevel,
  agreementLabel,
  type ExcuseAnswers,
  type ExcuseDraft,
  type FollowUpItem,
  type Language,
} from '@refcheck/domain';
import type { Excuses } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/problem.ts';
import type { Report } from '../reports/index.ts';

/**
 * The referee answers the company picked, grouped by question in the questionnaire's order and by referee within
 * a question, in the candidate's language. An item naming an unknown referee, question or an unanswered
 * question is a 400 (`followUpUnknownAnswer`): the request is all or nothing.
 */
export function buildExcuses(
  report: Pick<Report, 'questions' | 'referees'>,
  input: { items: FollowUpItem[]; fromCompanyText?: string },
  lang: Language,
): Excuses {
  const wanted = new Set(input.items.map((i) => `${i.refereeId} ${i.questionKey}`));
  const fromReferees: Excuses['fromReferees'] = [];
  let found = 0;
  for (const q of report.questions) {
    const answers: Excuses['fromReferees'][number]['answers'] = [];
    for (const r of report.referees) {
      if (!wanted.has(`${r.id} ${q.key}`)) continue;
      const text =
        q.kind === 'description'
          ? r.descriptions[q.key]
          : r.selections[q.key] !== undefined
            ? agreementLabel(r.selections[q.key] as AgreementLevel, lang)
            : undefined;
      if (!text) continue;
      found += 1;
      answers.push({ refereeId: r.id, text, excuse: '' });
    }
    if (answers.length > 0) fromReferees.push({ questionKey: q.key, text: q.texts[lang], answers });
  }
  if (found !== wanted.size) throw badRequest('followUpUnknownAnswer');
  return {
    fromReferees,
    fromCompany: input.fromCompanyText ? { text: input.fromCompanyText, excuse: '' } : null,
    revision: 0,
  };
}

/** Writes the candidate's explanations into the stored request; a shape that does not match it is a 400. */
export function withExcuses(stored: Excuses, answers: ExcuseAnswers | ExcuseDraft): Excuses {
  const mismatch = () => badRequest('excusesDoNotMatch');
  if (answers.fromReferees.length !== stored.fromReferees.length) throw mismatch();
  if (Boolean(answers.fromCompany) !== Boolean(stored.fromCompany)) throw mismatch();
  return {
    ...stored,
    fromReferees: stored.fromReferees.map((group, i) => {
      const given = answers.fromReferees[i]!.answers;
      if (given.length !== group.answers.length) throw mismatch();
      return { ...group, answers: group.answers.map((a, j) => ({ ...a, excuse: given[j]!.excuse })) };
    }),
    fromCompany: stored.fromCompany
      ? { text: stored.fromCompany.text, excuse: answers.fromCompany?.excuse ?? '' }
      : null,
    revision: 'revision' in answers ? answers.revision : stored.revision,
  };
}
