/**
 * Two tenants, A and B, each with every kind of caller the API knows (main account, sub-account, a candidate's flow
 * cookie, a referee's flow cookie, an API key of the public API) and one object of every kind an operation can
 * address. Built through the real
 * routes where a route exists, so the sweeps exercise what users do.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { receipts, subAccounts } from '../../src/db/schema/index.ts';
import { answerAllQuestions } from '../../src/modules/seed/demo-checks.ts';
import { seedReferenceCheck } from '../../src/modules/seed/reference-check.ts';
import { seedTestCompany } from '../../src/modules/seed/test-company.ts';
import { eventually, signIn, type TestApp } from '../helpers.ts';
import { invoiceServiceOf } from '../support/billing-months.ts';
import { candidateBody } from '../talent-helpers.ts';

export type Caller = 'owner' | 'staff' | 'talent' | 'referee' | 'regainTrust' | 'admin' | 'apiKey' | 'public';

export interface Tenant {
  name: 'A' | 'B';
  companyId: string;
  password: string;
  ownerEmail: string;
  /** Each caller's credential: a cookie header, or for `apiKey` the key itself (sent as `Authorization: Bearer`). */
  cookies: Record<Exclude<Caller, 'public'>, string> & { public: string };
  /** A second API key of the company, only for the revoke operation (the `apiKey` caller's key stays live). */
  spareApiKeyId: string;
  /** A candidate created and invited through the API (the `talent` cookie is its flow). */
  talentId: string;
  talentToken: string;
  /** A seeded reference check whose first referee holds the `referee` cookie. */
  checkTalentId: string;
  refereeId: string;
  refereeToken: string;
  /** A sub-account still invited (no user): its mailed token. */
  subAccountId: string;
  inviteToken: string;
  /** A template question set of the company. */
  templateId: string;
  /** A finished check whose candidate was sent a regain-trust request (the `regainTrust` cookie is its flow). */
  regainTalentId: string;
  regainToken: string;
  /** A webhook endpoint of the company (on a closed loopback port) and the test message sent to it. */
  webhookEndpointId: string;
  webhookMessageId: string;
  /** An invoice issued to the company (issue 35) and the receipt of a payment against it. */
  invoiceId: string;
  receiptId: string;
  /** An announcement the operator posted (announcements are the operator's, not a tenant's). */
  announcementId: string;
  /** Texts only this tenant has: must never appear in another tenant's answers. */
  markers: string[];
}

type App = TestApp['app'];

function setCookie(res: { headers: Record<string, unknown> }): string {
  return ([] as string[])
    .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

async function mailedToken(app: App, to: string, pattern: RegExp) {
  return eventually(async () => {
    const [mail] = await app.services.outbox.list({ to, limit: 1 });
    const m = mail ? pattern.exec(mail.text) : null;
    return m ? decodeURIComponent(m[1]!) : undefined;
  });
}

export async function buildTenant(app: App, name: 'A' | 'B', adminCookie: string): Promise<Tenant> {
  const db = app.services.database.db;
  const seeded = await seedTestCompany(db, app.services.auth, { state: 'active', withSubAccount: true });
  const owner = await signIn(app, { email: seeded.owner.email, password: seeded.password });
  const staff = await signIn(app, { email: seeded.staff!.email, password: seeded.password });
  const tag = `${name.toLowerCase()}${randomBytes(4).toString('hex')}`;

  // A candidate through the API, invited; its link opens the candidate's flow.
  const body = candidateBody({ name: `候補 ${tag}`, email: `talent-${tag}@example.jp` });
  const created = await app.inject({
    method: 'POST',
    url: '/api/talents',
    headers: { cookie: owner },
    payload: body,
  });
  if (created.statusCode >= 300) throw new Error(`talent: ${created.body}`);
  const talentId = created.json().id as string;
  await app.inject({
    method: 'POST',
    url: `/api/talents/${talentId}/invitation`,
    headers: { cookie: owner },
  });
  const talentToken = await mailedToken(app, body.email, /token=(\S+)/);
  const flow = await app.inject({
    method: 'POST',
    url: '/api/talent-flow/session',
    payload: { company: seeded.companyId, token: talentToken },
  });
  if (flow.statusCode >= 300) throw new Error(`talent flow: ${flow.body}`);

  // A reference check whose referee opened the link.
  const check = await seedReferenceCheck(db, {
    companyId: seeded.companyId,
    talentName: `推薦対象 ${tag}`,
    referees: [{ name: `推薦者 ${tag}`, email: `referee-${tag}@corp.example.jp` }],
  });
  const referee = check.referees[0]!;
  const opened = await app.inject({
    method: 'POST',
    url: '/api/referee-flow/session',
    payload: { company: seeded.companyId, talent: check.talentId, token: referee.token },
  });
  if (opened.statusCode >= 300) throw new Error(`referee flow: ${opened.body}`);

  // A sub-account still invited.
  const inviteEmail = `invited-${tag}@example.jp`;
  const invited = await app.inject({
    method: 'POST',
    url: '/api/company/sub-accounts',
    headers: { cookie: owner },
    payload: { name: `招待 ${tag}`, email: inviteEmail, department: '人事部' },
  });
  if (invited.statusCode >= 300) throw new Error(`sub-account: ${invited.body}`);
  const inviteToken = await mailedToken(app, inviteEmail, /token=([\w-]+)/);
  const [staffRow] = await db
    .select({ id: subAccounts.id })
    .from(subAccounts)
    .where(eq(subAccounts.id, invited.json().id as string));

  const extra = await buildFeatureObjects(app, { companyId: seeded.companyId, owner, adminCookie, tag });
  const apiKey = await createApiKey(app, owner, `鍵 ${tag}`);
  const spareKey = await createApiKey(app, owner, `予備 ${tag}`);

  return {
    name,
    companyId: seeded.companyId,
    password: seeded.password,
    ownerEmail: seeded.owner.email,
    cookies: {
      owner,
      staff,
      talent: setCookie(flow),
      referee: setCookie(opened),
      regainTrust: extra.regainCookie,
      admin: adminCookie,
      apiKey: apiKey.key,
      public: '',
    },
    spareApiKeyId: spareKey.id,
    talentId,
    talentToken,
    checkTalentId: check.talentId,
    refereeId: referee.id,
    refereeToken: referee.token,
    subAccountId: staffRow!.id,
    inviteToken,
    templateId: extra.templateId,
    regainTalentId: extra.regainTalentId,
    regainToken: extra.regainToken,
    announcementId: extra.announcementId,
    invoiceId: extra.invoiceId,
    receiptId: extra.receiptId,
    webhookEndpointId: extra.webhookEndpointId,
    webhookMessageId: extra.webhookMessageId,
    markers: [
      tag,
      seeded.owner.email,
      talentId,
      check.talentId,
      referee.id,
      staffRow!.id,
      extra.templateId,
      extra.regainTalentId,
      extra.webhookEndpointId,
      extra.invoiceId,
      extra.receiptId,
      apiKey.id,
      spareKey.id,
    ],
  };
}

/** An API key of the company (issue 25), created by its main account. */
async function createApiKey(app: App, owner: string, name: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { cookie: owner },
    payload: { name },
  });
  if (res.statusCode >= 300) throw new Error(`api key: ${res.body}`);
  return res.json() as { id: string; key: string };
}

/** A template question set: one built-in question. */
export const templateBody = (name: string) => ({
  name,
  templateType: 'fulltime',
  questions: { jp: { descriptions: [{ key: 'description_1', text: '前職での役割' }], selections: [] } },
});

/** The objects of the features merged after the sweeps were written: a template, a regain-trust request, an announcement. */
async function buildFeatureObjects(
  app: App,
  ctx: { companyId: string; owner: string; adminCookie: string; tag: string },
) {
  const db = app.services.database.db;
  const post = async (url: string, cookie: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.body}`);
    return res;
  };
  const template = await post('/api/templates', ctx.owner, templateBody(`テンプレート ${ctx.tag}`));

  // A finished check, and the company's regain-trust request; its mailed link opens the candidate's flow.
  const regainEmail = `regain-${ctx.tag}@example.jp`;
  const finished = await seedReferenceCheck(db, {
    companyId: ctx.companyId,
    talentName: `再確認 ${ctx.tag}`,
    talentEmail: regainEmail,
    referees: [{ name: `回答者 ${ctx.tag}` }],
  });
  await answerAllQuestions(db, {
    talentId: finished.talentId,
    refereeId: finished.referees[0]!.id,
    level: () => 3,
    complete: true,
  });
  await post(`/api/company/talents/${finished.talentId}/regain-trust`, ctx.owner, {
    excuseDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    fromCompanyText: `前職の退職理由 ${ctx.tag}`,
    items: [],
  });
  const regainToken = await mailedToken(
    app,
    regainEmail,
    /regain_trust\/instruction\?company=[^&\s]+&token=([\w-]+)/,
  );
  const regain = await post('/api/regain-trust/session', '', { company: ctx.companyId, token: regainToken });

  // A webhook endpoint on a closed loopback port (deliveries fail, nothing leaves the machine) and a test message.
  const endpoint = await post('/api/webhook-endpoints', ctx.owner, {
    url: 'http://127.0.0.1:9/sweep-hook',
    events: ['report.completed'],
    description: `スイープ ${ctx.tag}`,
  });
  const webhookEndpointId = endpoint.json().id as string;
  const sent = await post(`/api/webhook-endpoints/${webhookEndpointId}/test`, ctx.owner, {});
  // Once its first attempt failed, the endpoint is disabled: nothing is retried in the background of the sweeps.
  for (let i = 0; ; i++) {
    const log = await app.inject({
      url: `/api/webhook-endpoints/${webhookEndpointId}/deliveries`,
      headers: { cookie: ctx.owner },
    });
    const [delivery] = log.json().items;
    if (delivery.attempts >= 1 && delivery.status !== 'sending') break;
    if (i > 200) throw new Error('webhook test delivery: no attempt');
    await new Promise((r) => setTimeout(r, 100));
  }
  await app.inject({
    method: 'PATCH',
    url: `/api/webhook-endpoints/${webhookEndpointId}`,
    headers: { cookie: ctx.owner },
    payload: { enabled: false },
  });

  const announcement = await post('/api/admin/announcements', ctx.adminCookie, {
    category: 'info',
    title: 'スイープのお知らせ',
    date: '2026-01-05',
    text: 'スイープ用のお知らせです。',
  });
  const { invoiceId, receiptId } = await issueSweepInvoice(app, ctx.companyId, ctx.adminCookie, ctx.tag);
  return {
    invoiceId,
    receiptId,
    templateId: template.json().id as string,
    regainTalentId: finished.talentId,
    regainToken,
    regainCookie: setCookie(regain),
    announcementId: announcement.json().id as string,
    webhookEndpointId,
    webhookMessageId: sent.json().messageId as string,
  };
}

/** The issuer (set by the operator), an invoice of the tenant's company and a receipt of a partial payment. */
async function issueSweepInvoice(app: App, companyId: string, adminCookie: string, tag: string) {
  const issuer = await app.inject({
    method: 'PUT',
    url: '/api/admin/invoices/issuer',
    headers: { cookie: adminCookie },
    payload: {
      legalName: 'Refcheck株式会社',
      address: '東京都千代田区丸の内1-1-1',
      phone: '03-1234-5678',
      registrationNumber: 'T8010001213708',
      bankAccount: 'みずほ銀行 東京営業部 普通 1234567',
    },
  });
  if (issuer.statusCode !== 200) throw new Error(`issuer: ${issuer.body}`);
  const service = invoiceServiceOf(app);
  const line = {
    kind: 'plan' as const,
    label: `Refcheck ライトプラン ${tag}`,
    quantity: 1,
    unitPrice: 10_000,
    amount: 10_000,
  };
  const issued = await service.issue(
    {
      billedMonth: '202601',
      orderId: `RC202601${tag}`,
      companyId,
      recipientName: `請求先 ${tag}`,
      paymentMethod: 'invoice',
      lines: [line],
      subject10: 10_000,
      tax10: 1_000,
      total: 11_000,
      dueDate: '2026-02-28',
      note: '',
    },
    new Date(),
  );
  const paid = await service.recordPayment(
    issued!.id,
    { receivedOn: '2026-02-01', amount: 1_000, method: 'transfer' },
    new Date(),
  );
  const [receipt] = await app.services.database.db
    .select({ id: receipts.id })
    .from(receipts)
    .where(eq(receipts.number, paid!.receiptNumber));
  return { invoiceId: issued!.id, receiptId: receipt!.id };
}

export interface World {
  a: Tenant;
  b: Tenant;
}

export async function buildWorld(app: App): Promise<World> {
  const admin = await signIn(app, 'admin');
  const a = await buildTenant(app, 'A', admin);
  const b = await buildTenant(app, 'B', admin);
  return { a, b };
}
