/** The regain-trust request as the company's report shows it. */
import { regainTrustState } from '@refcheck/domain';
import type { Excuses, talents } from '../../db/schema/index.ts';

/** State and dates; the candidate's explanations only once the candidate has sent them. */
export function regainTrustView(t: typeof talents.$inferSelect) {
  const state = regainTrustState(t);
  return {
    state,
    deadline: t.excuseDeadline?.toISOString() ?? null,
    createdAt: t.excuseCreatedAt?.toISOString() ?? null,
    completedAt: t.excuseCompletedAt?.toISOString() ?? null,
    ...publicExcuses(t.excuses, state === 'answered'),
  };
}

/** What either side is shown: questions, answers and explanations, without the internal revision. */
export function publicExcuses(stored: Excuses | null, withExplanations: boolean) {
  const excuse = (value: string) => (withExplanations ? value : '');
  return {
    fromReferees: (stored?.fromReferees ?? []).map((g) => ({
      questionKey: g.questionKey ?? null,
      text: g.text,
      answers: g.answers.map((a) => ({
        refereeId: a.refereeId ?? null,
        text: a.text,
        excuse: excuse(a.excuse),
      })),
    })),
    fromCompany: stored?.fromCompany
      ? { text: stored.fromCompany.text, excuse: excuse(stored.fromCompany.excuse) }
      : null,
  };
}
