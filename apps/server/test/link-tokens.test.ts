import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talents } from '../src/db/schema/index.ts';
import { readFlowCookie, requireFlow, setFlowCookie } from '../src/platform/links/flow-cookie.ts';
import {
  hashToken,
  issueLinkToken,
  revokeLinkTokens,
  verifyLinkToken,
} from '../src/platform/links/tokens.ts';
import { storeQuestionSet } from '../src/platform/questions/question-sets.ts';
import type { TestApp } from './helpers.ts';
import { openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let companyId: string;
let otherCompanyId: string;
let talentId: string;
beforeAll(async () => {
  ({ t, acmeId: companyId, lightId: otherCompanyId } = await openDemoApp());
  const [talent] = await t.database.db
    .insert(talents)
    .values({
      companyId,
      name: '候補 太郎',
      email: 'taro@example.jp',
      phoneNumber: '09011112222',
      deadline: new Date(),
      questionSetId: await t.database.db.transaction((tx) => storeQuestionSet(tx, companyId, [])),
    })
    .returning();
  talentId = talent!.id;
});
afterAll(() => t.close());

describe('link tokens', () => {
  const now = new Date();
  const later = new Date(now.getTime() + 60_000);

  it('verifies a live token for its company and talent, stored only as a hash', async () => {
    const raw = await issueLinkToken(t.database.db, {
      companyId,
      talentId,
      purpose: 'talent',
      expiresAt: later,
    });
    expect(raw.length).toBeGreaterThanOrEqual(43); // 256 bits
    const { rows } = await t.database.executeSql('select token_hash from link_tokens', []);
    expect(rows.map((r: { token_hash: string }) => r.token_hash)).toContain(hashToken(raw));
    expect(rows.map((r: { token_hash: string }) => r.token_hash)).not.toContain(raw);
    expect(
      await verifyLinkToken(t.database.db, { purpose: 'talent', raw, companyId, talentId, now }),
    ).toEqual({
      companyId,
      talentId,
      refereeId: null,
    });
  });

  it('refuses another company, another purpose, a wrong token, an expired or revoked one', async () => {
    const raw = await issueLinkToken(t.database.db, {
      companyId,
      talentId,
      purpose: 'talent',
      expiresAt: later,
    });
    const db = t.database.db;
    expect(await verifyLinkToken(db, { purpose: 'talent', raw, companyId: otherCompanyId, now })).toBeNull();
    expect(await verifyLinkToken(db, { purpose: 'referee', raw, companyId, now })).toBeNull();
    expect(await verifyLinkToken(db, { purpose: 'talent', raw: `${raw}x`, companyId, now })).toBeNull();
    expect(
      await verifyLinkToken(db, { purpose: 'talent', raw, companyId, now: new Date(later.getTime() + 1) }),
    ).toBeNull();
    await revokeLinkTokens(db, { purpose: 'talent', talentId });
    expect(await verifyLinkToken(db, { purpose: 'talent', raw, companyId, now })).toBeNull();
  });
});

describe('flow cookie', () => {
  const secret = 'x'.repeat(32);
  const app = Fastify();
  beforeAll(async () => {
    await app.register(cookie);
    app.decorateRequest('flow', null as never);
    app.get('/set', async (_req, reply) => {
      setFlowCookie(
        reply,
        { purpose: 'referee', companyId: 'c', talentId: 't', refereeId: 'r' },
        { secret, secure: true, path: '/api/referee-flow' },
      );
      return 'ok';
    });
    app.get('/api/referee-flow/me', { preHandler: requireFlow('referee', secret) }, async (req) => req.flow);
    app.get('/api/talent-flow/me', async (req) => readFlowCookie(req, 'talent', secret));
    await app.ready();
  });
  afterAll(() => app.close());

  it('is httpOnly, Secure, SameSite and scoped to its flow path; reads back its subject', async () => {
    const set = await app.inject('/set');
    const header = String(set.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\/api\/referee-flow/);
    const cookieHeader = header.split(';')[0]!;
    const me = await app.inject({ url: '/api/referee-flow/me', headers: { cookie: cookieHeader } });
    expect(me.json()).toEqual({ purpose: 'referee', companyId: 'c', talentId: 't', refereeId: 'r' });
  });

  it('answers 404 without it or with a tampered one, and is not valid for another purpose', async () => {
    expect((await app.inject('/api/referee-flow/me')).statusCode).toBe(404);
    const set = await app.inject('/set');
    const value = String(set.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const [body, mac] = value.split('.');
    const forged = Buffer.from(
      JSON.stringify({ p: 'referee', c: 'other', t: 't', r: 'r', exp: 9e9 }),
    ).toString('base64url');
    const tampered = await app.inject({
      url: '/api/referee-flow/me',
      headers: { cookie: `rc_referee=${forged}.${mac}` },
    });
    expect(tampered.statusCode).toBe(404);
    const wrongPurpose = await app.inject({
      url: '/api/talent-flow/me',
      headers: { cookie: `rc_talent=${body}.${mac}` },
    });
    expect(wrongPurpose.json()).toBeNull();
  });
});
