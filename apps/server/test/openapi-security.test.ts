import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/modules/auth/auth.ts';
import { PRIVACY_COOKIE } from '../src/modules/privacy-requests/index.ts';
import { flowCookieName } from '../src/platform/links/flow-cookie.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { sweepRegistry } from './sweeps/registry.ts';

// biome-ignore lint/suspicious/noExplicitAny: the generated document, read by key.
type Doc = any;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** The scheme the document gives each kind of sweep caller (test/sweeps/registry.ts), who is known to pass. */
const SCHEME_OF_CALLER: Record<string, string[]> = {
  owner: ['session'],
  staff: ['session'],
  admin: ['session'],
  talent: ['talentFlow', 'public'],
  referee: ['refereeFlow', 'public'],
  regainTrust: ['regainTrustFlow', 'public'],
  public: ['public', 'privacyRequest'],
  apiKey: ['bearer'],
};

describe('the security of each operation in /api/docs', () => {
  it('agrees with the caller the sweeps use for it (the guards were read, not guessed)', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as Doc;
    const mismatches: string[] = [];
    const seen = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Doc)) {
      for (const [method, op] of Object.entries(item as Doc) as [string, Doc][]) {
        const key = `${method.toUpperCase()} ${path}`;
        const scheme: string = op.security.length === 0 ? 'public' : Object.keys(op.security[0])[0]!;
        seen.add(scheme);
        const caller = sweepRegistry[key]?.caller;
        if (caller && !SCHEME_OF_CALLER[caller]!.includes(scheme))
          mismatches.push(`${key}: ${caller} but ${scheme}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect([...seen].sort()).toEqual(
      [
        'bearer',
        'privacyRequest',
        'public',
        'refereeFlow',
        'regainTrustFlow',
        'session',
        'talentFlow',
      ].sort(),
    );
  });

  it('names the cookies the server sets', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as Doc;
    const cookieOf = (scheme: string) => doc.components.securitySchemes[scheme].name;
    expect(cookieOf('session')).toBe(SESSION_COOKIE);
    expect(cookieOf('refereeFlow')).toBe(flowCookieName('referee'));
    expect(cookieOf('talentFlow')).toBe(flowCookieName('talent'));
    expect(cookieOf('regainTrustFlow')).toBe(flowCookieName('regainTrust'));
    expect(cookieOf('privacyRequest')).toBe(PRIVACY_COOKIE);
  });
});
