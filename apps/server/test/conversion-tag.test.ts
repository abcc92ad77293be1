import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { createTestApp, type TestApp, testConfig } from './helpers.ts';

const TAG = 'https://ads.example.net/conversion.js?id=AW-123';

/** The referee's `/me` and the CSP of a page, with a fresh referee link of the app's demo company. */
async function look(t: TestApp) {
  const companyId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
  const seeded = await seedReferenceCheck(t.database.db, { companyId, referees: [{ name: '推薦 一郎' }] });
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/referee-flow/session',
    payload: { company: companyId, talent: seeded.talentId, token: seeded.referees[0]!.token },
  });
  const cookie = ([] as string[])
    .concat(session.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await t.app.inject({ url: '/api/referee-flow/me', headers: { cookie } });
  return { me: me.json(), csp: String(me.headers['content-security-policy']) };
}

describe('referee conversion tag', () => {
  let plain: TestApp;
  let tagged: TestApp;
  beforeAll(async () => {
    [plain, tagged] = await Promise.all([
      createTestApp(),
      createTestApp({ env: { REFEREE_CONVERSION_TAG_URL: TAG } }),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), tagged.close()]));

  it('is not offered, and no other origin may run scripts, when none is configured', async () => {
    const { me, csp } = await look(plain);
    expect(me.conversionTagUrl).toBeNull();
    expect(csp).toContain("script-src 'self';");
  });

  it('is offered to the completion page and its origin alone is allowed when configured', async () => {
    const { me, csp } = await look(tagged);
    expect(me.conversionTagUrl).toBe(TAG);
    expect(csp).toContain("script-src 'self' https://ads.example.net;");
    expect(csp).toContain("connect-src 'self' https://ads.example.net;");
  });

  it('refuses a configuration that is not a web URL', () => {
    expect(() => testConfig({ REFEREE_CONVERSION_TAG_URL: 'javascript:alert(1)' })).toThrow();
  });
});
