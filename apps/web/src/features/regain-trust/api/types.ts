import type { ExcuseAnswersInput } from '@refcheck/domain/schemas/excuse';

/** `GET /api/regain-trust/me` and its excuse groups: the schemas the server answers with. */
export type { ExcuseGroup, RegainTrustOverview } from '@refcheck/domain/schemas/regain-trust-response';

/** The candidate's explanations, by position (what the draft and confirm calls take). */
export type ExcuseValues = ExcuseAnswersInput;

export const regainTrustKeys = { me: ['regain-trust', 'me'] as const };
