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
