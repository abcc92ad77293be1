import type { ExcuseValues, RegainTrustOverview } from './api/types.ts';

/** The explanations of the overview, by position. */
export function valuesOf(data: RegainTrustOverview): ExcuseValues {
  return {
    fromReferees: data.fromReferees.map((g) => ({ answers: g.answers.map((a) => ({ excuse: a.excuse })) })),
    ...(data.fromCompany ? { fromCompany: { excuse: data.fromCompany.excuse } } : {}),
  };
}

/** The overview with these explanations written in (the confirm page reads what the excuse page left). */
export function withValues(data: RegainTrustOverview, values: ExcuseValues): RegainTrustOverview {
  return {
    ...data,
    fromReferees: data.fromReferees.map((g, i) => ({
      ...g,
      answers: g.answers.map((a, j) => ({ ...a, excuse: values.fromReferees[i]?.answers[j]?.excuse ?? '' })),
    })),
    fromCompany: data.fromCompany ? { ...data.fromCompany, excuse: values.fromCompany?.excuse ?? '' } : null,
  };
}

export const requestCount = (data: RegainTrustOverview) =>
  data.fromReferees.reduce((n, g) => n + g.answers.length, 0) + (data.fromCompany ? 1 : 0);
