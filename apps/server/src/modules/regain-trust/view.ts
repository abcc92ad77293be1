/** The regain-trust request as the company's report shows it. */
import { regainTrustState } from '@refcheck/domain';
import type { talents } from '../../db/schema/index.ts';
import { publicExcuses } from './excuses.ts';

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
