import { expect } from 'vitest';
import type { TestApp } from './helpers.ts';

/** A valid add-candidate body for the API tests. */
export const candidateBody = (overrides: Record<string, unknown> = {}) => ({
  name: '候補 太郎',
  email: `taro-${Math.random().toString(36).slice(2, 8)}@example.jp`,
  countryCode: '+81',
  phoneNumber: '09011112222',
  language: 'jp',
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  rank: 'fulltime',
  selectionQuestion: true,
  refereeBreakdown: [
    { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
    { relationship: 'colleague', timeWorkingTogether: 'previousJob', numberOfPeople: 1 },
  ],
  ...overrides,
});

/**
 * A referee as the candidate registers it (n = 1: the direct supervisor of the current job, otherwise a colleague of a
 * previous one); `tag` starts its random e-mail address and `phonePrefix` its phone number, which ends in n.
 */
export const refereeBody = (
  n: number,
  { tag, phonePrefix }: { tag: string; phonePrefix: string },
  overrides: Record<string, unknown> = {},
) => ({
  name: `推薦 ${n}`,
  email: `${tag}${n}-${Math.random().toString(36).slice(2, 7)}@corp.example.jp`,
  belongs: { company: '株式会社サンプル', title: '課長' },
  phoneNumber: `${phonePrefix}${n}`,
  relationship: n === 1 ? 'directSupervisor' : 'colleague',
  timeWorkingTogether: n === 1 ? 'currentJub' : 'previousJob',
  timeToBeginWorkingTogether: '2020-04',
  workingTogether: true,
  jobCategory: { major: 'sales', minor: 'corporateSales' },
  language: 'jp',
  ...overrides,
});

/** POST /api/talents with `candidateBody(overrides)`, expecting 201; the created candidate's detail. */
export async function createTalent(
  app: TestApp['app'],
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/talents',
    headers: { cookie },
    payload: candidateBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string; [k: string]: unknown };
}
