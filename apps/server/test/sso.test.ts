import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, companies, companyIpRules, user } from '../src/db/schema/index.ts';
import { lockCompany, unlockCompany } from '../src/modules/identity/company-lockout.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { type AuthnRequestInfo, fixtureKeyPair, TestIdp } from './saml-idp.ts';

let t: TestApp;
const idp = new TestIdp();
// Another company's IdP (another tenant, another key).
const otherIdp = new TestIdp({
  tenant: '11111111-2222-3333-4444-555555555555',
  keys: fixtureKeyPair('other-idp'),
});
let owner: string;
let staff: string;
let lightOwner: string;

const OWNER_EMAIL = 'owner@acme.test';

beforeAll(async () => {
  t = await createTestApp();
  await idp.start();
  await otherIdp.start();
  owner = await signIn(t.app, 'owner');
  staff = await signIn(t.app, 'staff');
  lightOwner = await signIn(t.app, 'light');
});
afterAll(async () => {
  await idp.stop();
  await otherIdp.stop();
  await t.close();
});

function cookiesOf(setCookie: string | string[] | undefined): string[] {
  return ([] as string[]).concat(setCookie ?? []);
}

function sessionCookieOf(setCookie: string | string[] | undefined): string | null {
  const c = cookiesOf(setCookie).find((x) => x.startsWith('session=') && !/max-age=0/i.test(x));
  return c ? c.split(';')[0]! : null;
}

const getSso = (cookie: string) => t.app.inject({ url: '/api/company/sso', headers: { cookie } });

const putSso = (cookie: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/company/sso', headers: { cookie }, payload });

async function startLink(cookie: string): Promise<AuthnRequestInfo> {
  const res = await t.app.inject({ method: 'POST', url: '/api/sso/link', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return readRequest(res.json().url);
}

async function startSignIn(email: string): Promise<AuthnRequestInfo> {
  const res = await t.app.inject({ method: 'POST', url: '/api/sso/sign-in', payload: { email } });
  expect(res.statusCode, res.body).toBe(200);
  return readRequest(res.json().url);
}

async function readRequest(url: string) {
  const { readAuthnRequest } = await import('./saml-idp.ts');
  return readAuthnRequest(url);
}

/** The IdP's auto-submitted form, posted to the ACS the AuthnRequest named. */
async function postAcs(request: AuthnRequestInfo, samlResponse: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: new URL(request.acsUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: TestIdp.formBody(samlResponse, request.relayState),
  });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location));
  return {
    res,
    location,
    error: location.searchParams.get('error'),
    session: sessionCookieOf(res.headers['set-cookie']),
  };
}

async function lastEvent(kind: string) {
  const [row] = await t.database.db
    .select()
    .from(authEvents)
    .where(eq(authEvents.kind, kind))
    .orderBy(desc(authEvents.at))
    .limit(1);
  return row;
}

async function acmeId() {
  const [row] = await t.database.db
    .select({ id: user.companyId })
    .from(user)
    .where(eq(user.email, OWNER_EMAIL));
  return row!.id!;
}

describe('the test IdP', () => {
  it('produces responses an independent SP (node-saml) accepts, and tampered ones it refuses', async () => {
    const request: AuthnRequestInfo = {
      id: '_req1',
      acsUrl: 'http://localhost:3000/acs',
      issuer: 'http://localhost:3000/sp',
      relayState: null,
    };
    const sp = new SAML({
      callbackUrl: request.acsUrl,
      issuer: request.issuer,
      audience: request.issuer,
      idpCert: idp.keys.cert,
      idpIssuer: idp.entityId,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.never,
      acceptedClockSkewMs: 180_000,
    });
    const good = idp.response(request, { email: OWNER_EMAIL });
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: good });
    expect(profile?.nameID).toBe(OWNER_EMAIL);
    const tampered = idp.response(request, {
      email: OWNER_EMAIL,
      tamper: (xml) => xml.replace(`>${OWNER_EMAIL}</NameID>`, '>boss@acme.test</NameID>'),
    });
    await expect(sp.validatePostResponseAsync({ SAMLResponse: tampered })).rejects.toThrow();
  });
});

describe('registering the company IdP', () => {
  it('is refused to a sub-account, which still sees the SP values', async () => {
    const res = await putSso(staff, { metadataXml: idp.metadataXml() });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('mainAccountOnly');
    const view = (await getSso(staff)).json();
    expect(view).toMatchObject({ canManage: false, idp: null, linked: false });
    expect(view.serviceProvider.acsUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/sso\/saml2\/sp\/acs\/company-/,
    );
  });

  it('refuses a certificate that is not one, and settings that are missing', async () => {
    const bad = await putSso(owner, {
      entityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
      certificate: 'not a certificate',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('ssoCertificateInvalid');
    const missing = await putSso(owner, { entityId: idp.entityId });
    expect(missing.json().code).toBe('ssoSettingsRequired');
    const garbage = await putSso(owner, { metadataXml: '<html>no</html>' });
    expect(garbage.json().code).toBe('ssoMetadataInvalid');
  });

  it('accepts the entity ID, sign-on URL and certificate typed in', async () => {
    const res = await putSso(owner, {
      entityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
      certificate: idp.keys.cert,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      canManage: true,
      idp: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, domain: 'acme.test' },
      linked: false,
    });
  });

  it('accepts Entra federation metadata starting with a byte-order mark', async () => {
    expect(idp.metadataXml().charCodeAt(0)).toBe(0xfeff);
    const res = await putSso(owner, { metadataXml: idp.metadataXml() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().idp).toEqual({ entityId: idp.entityId, ssoUrl: idp.ssoUrl, domain: 'acme.test' });
  });

  it('closes better-auth provider management and SSO start routes to clients', async () => {
    for (const url of ['/api/auth/sso/register', '/api/auth/sso/delete-provider', '/api/auth/sign-in/sso']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie: owner }, payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('SSO sign-in before linking', () => {
  it('is refused for a user who has not linked the account (no session)', async () => {
    const request = await startSignIn(OWNER_EMAIL);
    const { location, error, session } = await postAcs(
      request,
      idp.response(request, { email: OWNER_EMAIL }),
    );
    expect(location.pathname).toBe('/sso/complete');
    expect(error).toBe('ssoNotLinked');
    expect(session).toBeNull();
    expect(await lastEvent('sso-sign-in')).toMatchObject({ result: 'fail:ssoNotLinked' });
  });

  it('answers 404 for an email domain without a registered IdP', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/sign-in',
      payload: { email: 'x@nowhere.test' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ssoOperationNotAllowed');
  });
});

describe('linking an account (popup flow)', () => {
  it('refuses an IdP identity whose email is not the user’s own', async () => {
    const request = await startLink(staff);
    const { error } = await postAcs(request, idp.response(request, { email: OWNER_EMAIL }));
    expect(error).toBe('ssoUnauthorizedDomain');
    expect((await getSso(staff)).json().linked).toBe(false);
  });

  it('links the signed-in user, without leaving a second session', async () => {
    const request = await startLink(owner);
    expect(request.issuer).toBe((await getSso(owner)).json().serviceProvider.entityId);
    const { location, error, session } = await postAcs(
      request,
      idp.response(request, { email: OWNER_EMAIL }),
    );
    expect(error).toBeNull();
    expect(location.pathname).toBe('/sso/complete');
    expect(location.searchParams.get('mode')).toBe('link');
    expect(session).toBeNull();
    expect((await getSso(owner)).json().linked).toBe(true);
    expect(await lastEvent('sso-link')).toMatchObject({ result: 'ok', email: OWNER_EMAIL });
  });

  it('answers ssoAlreadyLinked when linking again', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sso/link', headers: { cookie: owner } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ssoAlreadyLinked');
  });
});

describe('SSO sign-in', () => {
  it('signs a linked user in without the SMS step and counts the event', async () => {
    const request = await startSignIn(OWNER_EMAIL);
    const { location, error, session } = await postAcs(
      request,
      idp.response(request, { email: OWNER_EMAIL }),
    );
    expect(error).toBeNull();
    expect(location.searchParams.get('mode')).toBe('sign-in');
    expect(session).not.toBeNull();
    const me = await t.app.inject({ url: '/api/session', headers: { cookie: session! } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(OWNER_EMAIL);
    expect(await lastEvent('sso-sign-in')).toMatchObject({ result: 'ok', email: OWNER_EMAIL });
  });

  it('refuses a replayed response', async () => {
    const request = await startSignIn(OWNER_EMAIL);
    const response = idp.response(request, { email: OWNER_EMAIL });
    expect((await postAcs(request, response)).session).not.toBeNull();
    const replay = await postAcs(request, response);
    expect(replay.error).not.toBeNull();
    expect(replay.session).toBeNull();
  });

  const refusals: Array<[string, (r: AuthnRequestInfo) => Parameters<TestIdp['response']>[1]]> = [
    [
      'a tampered assertion (NameID changed after signing)',
      () => ({
        email: 'staff@acme.test',
        nameId: 'staff@acme.test',
        tamper: (xml) => xml.replaceAll('staff@acme.test', OWNER_EMAIL),
      }),
    ],
    [
      'an assertion signed with another key',
      () => ({ email: OWNER_EMAIL, signWith: fixtureKeyPair('other-idp') }),
    ],
    ['a wrong audience', () => ({ email: OWNER_EMAIL, audience: 'https://other-sp.example/' })],
    ['a wrong issuer', () => ({ email: OWNER_EMAIL, issuer: 'https://sts.windows.net/evil/' })],
    ['an expired assertion', () => ({ email: OWNER_EMAIL, timeShiftMs: -2 * 60 * 60_000 })],
    [
      'an assertion not valid yet (beyond 3 minutes of skew)',
      () => ({ email: OWNER_EMAIL, timeShiftMs: 10 * 60_000 }),
    ],
    ['an InResponseTo of another request', () => ({ email: OWNER_EMAIL, inResponseTo: '_not-our-request' })],
  ];
  for (const [name, options] of refusals) {
    it(`refuses ${name}`, async () => {
      const request = await startSignIn(OWNER_EMAIL);
      const { location, error, session } = await postAcs(request, idp.response(request, options(request)));
      expect(error).not.toBeNull();
      expect(location.pathname).toBe('/sso/complete');
      expect(session).toBeNull();
      expect((await lastEvent('sso-sign-in'))?.result).toMatch(/^fail:/);
    });
  }

  it('accepts an assertion whose clock is 2 minutes ahead (within the skew)', async () => {
    const request = await startSignIn(OWNER_EMAIL);
    // NotBefore is 5 minutes before the IdP's clock: shifting by 7 minutes puts it 2 minutes in our future.
    const { error, session } = await postAcs(
      request,
      idp.response(request, { email: OWNER_EMAIL, timeShiftMs: 7 * 60_000 }),
    );
    expect(error).toBeNull();
    expect(session).not.toBeNull();
  });

  it('respects the IP allow-list (no session, auth event written)', async () => {
    const companyId = await acmeId();
    await t.database.db.insert(companyIpRules).values({ companyId, cidr: '10.9.8.0/24', position: 0 });
    try {
      const request = await startSignIn(OWNER_EMAIL);
      const { error, session } = await postAcs(request, idp.response(request, { email: OWNER_EMAIL }));
      expect(error).toBe('ipNotAllowed');
      expect(session).toBeNull();
      expect(await lastEvent('sso-sign-in')).toMatchObject({ result: 'fail:ipNotAllowed' });
    } finally {
      await t.database.db.delete(companyIpRules).where(eq(companyIpRules.companyId, companyId));
    }
  });

  it('refuses a banned user (a disabled sub-account)', async () => {
    const linking = await startLink(staff);
    const linked = await postAcs(linking, idp.response(linking, { email: 'staff@acme.test' }));
    expect(linked.error).toBeNull();
    await t.database.db.update(user).set({ banned: true }).where(eq(user.email, 'staff@acme.test'));
    try {
      const request = await startSignIn('staff@acme.test');
      const { error, session } = await postAcs(request, idp.response(request, { email: 'staff@acme.test' }));
      expect(error).not.toBeNull();
      expect(session).toBeNull();
    } finally {
      await t.database.db.update(user).set({ banned: false }).where(eq(user.email, 'staff@acme.test'));
    }
  });

  it('refuses a banned company', async () => {
    const companyId = await acmeId();
    await t.database.db.update(companies).set({ bannedAt: new Date() }).where(eq(companies.id, companyId));
    try {
      const request = await startSignIn(OWNER_EMAIL);
      const { error, session } = await postAcs(request, idp.response(request, { email: OWNER_EMAIL }));
      expect(error).toBe('accountDisabled');
      expect(session).toBeNull();
    } finally {
      await t.database.db.update(companies).set({ bannedAt: null }).where(eq(companies.id, companyId));
    }
  });

  it('refuses a withdrawn company (deletedAt, its users locked out)', async () => {
    const companyId = await acmeId();
    const now = new Date();
    await t.database.db.update(companies).set({ deletedAt: now }).where(eq(companies.id, companyId));
    await lockCompany(t.database.db, companyId);
    try {
      const request = await startSignIn(OWNER_EMAIL);
      const { error, session } = await postAcs(request, idp.response(request, { email: OWNER_EMAIL }));
      // better-auth refuses the banned user's session before the ACS policy sees the deleted company.
      expect(error).toBe('BANNED_USER');
      expect(session).toBeNull();
    } finally {
      await t.database.db.update(companies).set({ deletedAt: null }).where(eq(companies.id, companyId));
      await unlockCompany(t.database.db, companyId);
    }
  });
});

describe('another company’s IdP', () => {
  beforeAll(async () => {
    const res = await putSso(lightOwner, { metadataXml: otherIdp.metadataXml() });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('cannot register a domain another company uses', async () => {
    const [row] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, OWNER_EMAIL)));
    expect(row).toBeTruthy();
    // The light company's main account is on light.test; acme.test stays acme's.
    expect((await getSso(lightOwner)).json().idp.domain).toBe('light.test');
  });

  it('cannot sign in a user linked at acme, even asserting the same NameID', async () => {
    const request = await startSignIn('owner@light.test');
    const { error, session } = await postAcs(
      request,
      otherIdp.response(request, { email: OWNER_EMAIL, nameId: OWNER_EMAIL }),
    );
    expect(error).toBe('ssoNotLinked');
    expect(session).toBeNull();
  });

  it('cannot link an acme user through the other IdP', async () => {
    const request = await startLink(lightOwner);
    const { error } = await postAcs(request, otherIdp.response(request, { email: OWNER_EMAIL }));
    expect(error).toBe('ssoUnauthorizedDomain');
  });

  it("does not accept acme's IdP's assertion at the other company's ACS", async () => {
    const request = await startSignIn('owner@light.test');
    const { error, session } = await postAcs(request, idp.response(request, { email: OWNER_EMAIL }));
    expect(error).not.toBeNull();
    expect(session).toBeNull();
  });
});
