/**
 * How the sweeps reach every operation of the OpenAPI document: who calls it and how to fill its params, query and
 * body with the calling tenant's objects. An operation of the document without an entry here fails both sweeps.
 * Registering a new route = one entry (docs/architecture.md "Sweeps"). Values are filled from tenant A; the tenant
 * sweep sends them with tenant B's callers (and signed out), the fuzz sweep mutates them as A's own caller.
 */
import { encodeShiftJis } from '@refcheck/domain';
import { candidateBody } from '../talent-helpers.ts';
import { type Caller, type Tenant, templateBody } from './world.ts';

type Values = Record<string, string>;

export interface SweepEntry {
  /** The caller the operation is for (the fuzz sweep calls as A's one). */
  caller: Caller;
  params?: (t: Tenant) => Values;
  query?: (t: Tenant) => Values;
  /** A valid JSON body. Required when the operation has a JSON request body. */
  body?: (t: Tenant) => unknown;
  /**
   * For routes whose credential is in the request itself (link tokens): what B sends to reach A's object with
   * B's own credential. The answer must be 401/403/404 and A's data unchanged.
   */
  cross?: (a: Tenant, b: Tenant) => { params?: Values; query?: Values; body?: unknown };
  /** A multipart upload (no JSON body): fuzzed with wrong content types and malformed bodies only. */
  multipart?: true;
  /** A server-sent event stream: called over HTTP and closed once the headers arrived. */
  stream?: true;
  /** Ends or spends the caller's session or object (decline, delete, sign-out…): swept after the others. */
  destructive?: true;
  /** Not registered in production (dev tools): fuzzed, but not part of the tenant sweep. */
  devOnly?: true;
  /**
   * A page or redirect of an embedded provider (sandbox 3-D Secure, card return) that addresses no tenant's
   * object: the tenant sweep checks it for 5xx and leaks only, not for 401/403/404.
   */
  page?: true;
}

const uuid0 = '00000000-0000-4000-8000-000000000000';
const talent = (t: Tenant) => ({ id: t.talentId });
const subAccount = (t: Tenant) => ({ id: t.subAccountId });
const tokenBody = (t: Tenant) => ({ company: t.companyId, token: t.talentToken });
const refereeTokenBody = (t: Tenant) => ({
  company: t.companyId,
  talent: t.checkTalentId,
  token: t.refereeToken,
});
const deadline = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const company = (t: Tenant) => ({ id: t.companyId });
const template = (t: Tenant) => ({ id: t.templateId });
const webhookEndpoint = (t: Tenant) => ({ id: t.webhookEndpointId });
/** A card batch result naming the tenant's company, charged (base64 Shift-JIS). */
const cardResultCsv = (companyId: string) =>
  Buffer.from(encodeShiftJis(`会員ID,エラーコード\r\n${companyId},\r\n`)).toString('base64');

/** The billing month the admin screens offer first: last month, as yyyymm. */
const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
/** A RISK EYES usage file with its header only. */
const riskCsv = Buffer.from(
  '利用者ID,利用者名,案件ID,調査種類,案件区分,案件名,利用日,商品名,件数,単価,金額\r\n',
).toString('base64');
const breakdown = [
  { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
];

export const sweepRegistry: Record<string, SweepEntry> = {
  'GET /api/health': { caller: 'public' },
  'GET /livez': { caller: 'public' },
  'GET /readyz': { caller: 'public' },
  'GET /api/session': { caller: 'owner' },
  'GET /api/admin/companies': { caller: 'admin' },

  // The referee's flow (rc_referee cookie).
  'POST /api/referee-flow/session': {
    caller: 'public',
    body: refereeTokenBody,
    cross: (a, b) => ({ body: { company: a.companyId, talent: a.checkTalentId, token: b.refereeToken } }),
  },
  'GET /api/referee-flow/me': { caller: 'referee' },
  'POST /api/referee-flow/consent': { caller: 'referee', body: () => ({ language: 'jp' }) },
  'POST /api/referee-flow/decline': {
    caller: 'referee',
    body: () => ({ reason: 'noTime' }),
    destructive: true,
  },
  'PUT /api/referee-flow/language': { caller: 'referee', body: () => ({ language: 'en' }) },
  'POST /api/referee-flow/phone': {
    caller: 'referee',
    body: () => ({ countryCode: '+81', phoneNumber: '09077778888' }),
  },
  'POST /api/referee-flow/phone/resend': { caller: 'referee' },
  'POST /api/referee-flow/phone/verify': { caller: 'referee', body: () => ({ code: '000000' }) },
  'GET /api/referee-flow/answers': { caller: 'referee' },
  'PUT /api/referee-flow/answers/{key}': {
    caller: 'referee',
    params: () => ({ key: 'description_1' }),
    body: () => ({ text: '誠実な方です' }),
  },
  'PUT /api/referee-flow/relationship': {
    caller: 'referee',
    body: () => ({
      answer: 'corrected',
      relationship: 'colleague',
      timeToBegin: '2021-04',
      workingTogether: true,
    }),
  },
  'POST /api/referee-flow/identification': { caller: 'referee', multipart: true },
  'POST /api/referee-flow/complete': { caller: 'referee', destructive: true },
  'POST /api/referee-flow/interest-email': {
    caller: 'referee',
    body: () => ({ email: 'interest@corp.example.jp' }),
  },
  'POST /api/referee-flow/unsubscribe-remind': {
    caller: 'public',
    body: refereeTokenBody,
    destructive: true,
    cross: (a, b) => ({ body: { company: a.companyId, talent: a.checkTalentId, token: b.refereeToken } }),
  },

  // The company's candidates.
  'GET /api/company/talents/{talentId}/report': {
    caller: 'owner',
    params: (t) => ({ talentId: t.checkTalentId }),
  },
  'GET /api/company/talents/{talentId}/report.pdf': {
    caller: 'owner',
    params: (t) => ({ talentId: t.checkTalentId }),
    query: () => ({ lang: 'jp' }),
  },
  'GET /api/provision-records': {
    caller: 'owner',
    query: () => ({ from: '2025-01-01', to: '2025-12-31', format: 'json', encoding: 'utf-8' }),
  },
  'GET /api/talents/{id}/risk-signals': {
    caller: 'owner',
    params: (t) => ({ id: t.checkTalentId }),
    query: () => ({ lang: 'jp' }),
  },
  'POST /api/talents/{id}/risk-signals/{code}/review': {
    caller: 'owner',
    params: (t) => ({ id: t.checkTalentId, code: 'similarText' }),
    body: () => ({ note: '推薦者本人に電話で確認済み' }),
  },
  'GET /api/talents': { caller: 'owner', query: () => ({ search: '候補' }) },
  'POST /api/talents': { caller: 'owner', body: () => candidateBody() },
  'GET /api/talents/stats': { caller: 'owner', query: () => ({ from: '2026-01-01', to: '2026-12-31' }) },
  'GET /api/talents/{id}': { caller: 'owner', params: talent },
  'PUT /api/talents/{id}': {
    caller: 'owner',
    params: talent,
    body: (t) => candidateBody({ name: `候補 ${t.name}`, refereeBreakdown: breakdown }),
  },
  'DELETE /api/talents/{id}': { caller: 'owner', params: talent, destructive: true },
  'DELETE /api/talents/{id}/purge': { caller: 'owner', params: talent, destructive: true },
  'POST /api/talents/{id}/invitation': { caller: 'owner', params: talent },
  'POST /api/talents/{id}/referees/{refereeId}/link': {
    caller: 'owner',
    params: (t) => ({ id: t.checkTalentId, refereeId: t.refereeId }),
  },
  'POST /api/talents/csv/preview': {
    caller: 'owner',
    body: () => ({ file: Buffer.from('氏名,メールアドレス\n').toString('base64') }),
  },
  'POST /api/talents/csv': {
    caller: 'owner',
    body: () => ({
      file: Buffer.from('氏名,メールアドレス\n').toString('base64'),
      common: { deadline: deadline(), refereeBreakdown: breakdown },
    }),
  },
  'GET /api/talents/csv/sample': { caller: 'owner', query: () => ({ lang: 'jp' }) },
  'PUT /api/talents/{id}/scheduled-invitation': {
    caller: 'owner',
    params: talent,
    body: () => ({ scheduledAt: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  'DELETE /api/talents/{id}/scheduled-invitation': { caller: 'owner', params: talent },
  'GET /api/talents/events': { caller: 'owner', stream: true },

  // The candidate's flow (rc_talent cookie).
  'POST /api/talent-flow/session': {
    caller: 'public',
    body: tokenBody,
    cross: (a, b) => ({ body: { company: a.companyId, token: b.talentToken } }),
  },
  'DELETE /api/talent-flow/session': { caller: 'talent', destructive: true },
  'GET /api/talent-flow/me': { caller: 'talent' },
  'POST /api/talent-flow/consent': { caller: 'talent', body: () => ({ language: 'jp' }) },
  'PUT /api/talent-flow/referees': { caller: 'talent', body: () => ({ referees: [] }) },
  'POST /api/talent-flow/links': { caller: 'talent' },
  'POST /api/talent-flow/referees/{refereeId}/replace': {
    caller: 'talent',
    params: (t) => ({ refereeId: t.refereeId }),
    body: () => ({
      referee: {
        name: '代わり 太郎',
        email: 'kawari@corp.example.jp',
        belongs: { company: '株式会社サンプル', title: '課長' },
        timeToBeginWorkingTogether: '2020-04',
        workingTogether: true,
        jobCategory: { major: 'sales', minor: 'corporateSales' },
        language: 'jp',
      },
    }),
  },
  'POST /api/talent-flow/decline': {
    caller: 'talent',
    body: () => ({ description: '辞退します' }),
    destructive: true,
  },
  'POST /api/talent-flow/unsubscribe': {
    caller: 'public',
    body: tokenBody,
    destructive: true,
    cross: (a, b) => ({ body: { company: a.companyId, token: b.talentToken } }),
  },

  // Sign-up, sub-accounts, settings.
  'POST /api/signup': {
    caller: 'public',
    body: (t) => ({
      companyName: '株式会社スイープ',
      staffName: '掃除 太郎',
      zipcode: '1000005',
      address1: '東京都千代田区丸の内1-1-1',
      email: t.ownerEmail,
      password: 'sweep-password',
      passwordConfirmation: 'sweep-password',
      isAgreeToTerms: true,
    }),
  },
  'POST /api/operator-password': {
    caller: 'public',
    body: () => ({ token: 'not-a-live-link', password: 'operator-1', passwordConfirmation: 'operator-1' }),
  },
  'POST /api/phone/code': { caller: 'owner', body: () => ({ phoneNumber: '+819011110000' }) },
  'POST /api/phone/verify': { caller: 'owner', body: () => ({ code: '000000' }) },
  'GET /api/company/sub-accounts': { caller: 'owner' },
  'POST /api/company/sub-accounts': {
    caller: 'owner',
    body: (t) => ({ name: '追加 花子', email: `added-${t.name}@example.jp`, department: '総務部' }),
  },
  'PATCH /api/company/sub-accounts/{id}': {
    caller: 'owner',
    params: subAccount,
    body: (t) => ({ name: `招待 ${t.name}`, email: `edited-${t.name}@example.jp`, department: '人事部' }),
  },
  'DELETE /api/company/sub-accounts/{id}': { caller: 'owner', params: subAccount, destructive: true },
  'POST /api/company/sub-accounts/{id}/enabled': {
    caller: 'owner',
    params: subAccount,
    body: () => ({ enabled: false }),
  },
  'POST /api/company/sub-accounts/{id}/resend': { caller: 'owner', params: subAccount },
  'POST /api/company/sub-accounts/{id}/sessions/revoke': {
    caller: 'owner',
    params: subAccount,
    destructive: true,
  },
  'PUT /api/company/sub-accounts/{id}/permission': {
    caller: 'owner',
    params: subAccount,
    body: () => ({ permission: 'editor' }),
  },
  'GET /api/sub-account-invitations': {
    caller: 'public',
    query: (t) => ({ company: t.companyId, token: t.inviteToken }),
    cross: (a, b) => ({ query: { company: a.companyId, token: b.inviteToken } }),
  },
  'POST /api/signup/sub-account': {
    caller: 'public',
    body: (t) => ({
      company: t.companyId,
      token: t.inviteToken,
      email: t.ownerEmail,
      password: 'sweep-password',
      passwordConfirmation: 'sweep-password',
    }),
    cross: (a, b) => ({
      body: {
        company: a.companyId,
        token: b.inviteToken,
        email: `x-${b.name}@example.jp`,
        password: 'sweep-password',
        passwordConfirmation: 'sweep-password',
      },
    }),
  },
  'GET /api/company/ip-rules': { caller: 'owner' },
  // The inject address 127.0.0.1 stays allowed, so the caller is not locked out.
  'PUT /api/company/ip-rules': {
    caller: 'owner',
    body: () => ({ ipAddresses: ['127.0.0.1'] }),
    destructive: true,
  },
  'DELETE /api/company/ip-rules': { caller: 'owner' },
  'GET /api/account/profile': { caller: 'owner' },
  'PUT /api/account/profile': { caller: 'owner', body: (t) => ({ name: `主 ${t.name}` }) },
  // A wrong password: the address stays.
  'POST /api/account/email': {
    caller: 'owner',
    body: (t) => ({ email: `new-${t.name}@example.jp`, currentPassword: 'not-the-password' }),
  },
  'POST /api/account/phone/code': {
    caller: 'owner',
    body: () => ({ phoneNumber: '+819011110001', currentPassword: 'not-the-password' }),
  },
  'POST /api/account/phone/verify': { caller: 'owner', body: () => ({ code: '000000' }) },
  'GET /api/company/settings': { caller: 'owner' },
  'PUT /api/company/settings': {
    caller: 'owner',
    body: (t) => ({
      companyName: `スイープ株式会社 ${t.name}`,
      staffName: '掃除 太郎',
      zipcode: '1000005',
      address: '東京都千代田区丸の内1-1-1',
      isFreemailAllowed: false,
      isBusinessCardRequired: false,
    }),
  },
  'GET /api/company/retention': { caller: 'owner' },
  'PUT /api/company/retention': { caller: 'owner', body: () => ({ months: 24 }) },
  'GET /api/company/auth-events': { caller: 'owner' },
  'GET /api/company/sso': { caller: 'owner' },
  'PUT /api/company/sso': {
    caller: 'owner',
    body: () => ({
      entityId: 'https://idp.example.jp/entity',
      ssoUrl: 'https://idp.example.jp/sso',
      certificate: 'x',
    }),
  },
  'DELETE /api/company/sso': { caller: 'owner' },
  'POST /api/sso/link': { caller: 'owner' },
  'DELETE /api/sso/link': { caller: 'owner' },
  'POST /api/sso/sign-in': { caller: 'public', body: (t) => ({ email: t.ownerEmail }) },

  // Dashboard list, mail language, bot check, error reporting (scale, mail branches).
  'GET /api/talents/{id}/list-item': { caller: 'owner', params: talent },
  'GET /api/account/language': { caller: 'owner' },
  // Sign-in factors and the login policy (issue 34).
  'GET /api/account/factors': { caller: 'owner' },
  'GET /api/company/factor-policy': { caller: 'owner' },
  'PUT /api/company/factor-policy': { caller: 'owner', body: () => ({ policy: 'default' }) },
  'POST /api/company/sub-accounts/{id}/factors/reset': {
    caller: 'owner',
    params: subAccount,
    destructive: true,
  },
  'POST /api/admin/companies/{id}/factors/reset': { caller: 'admin', params: company, destructive: true },
  'PUT /api/account/language': { caller: 'owner', body: () => ({ language: 'jp' }) },
  'GET /api/error-reporting': { caller: 'public' },
  'GET /api/bot-check/challenge': { caller: 'public' },

  // Operator console (admin branch). Announcements are the operator's; companies read them.
  'GET /api/admin/companies/{id}': { caller: 'admin', params: company },
  'PATCH /api/admin/companies/{id}': { caller: 'admin', params: company, body: () => ({ sonar: true }) },
  'GET /api/admin/companies/{id}/changes': { caller: 'admin', params: company },
  'GET /api/admin/companies/{id}/sonar-settings': { caller: 'admin', params: company },
  'PUT /api/admin/companies/{id}/sonar-settings': {
    caller: 'admin',
    params: company,
    body: () => ({ baseUrl: '', primaryKey: '', secondaryKey: '' }),
  },
  'POST /api/admin/companies/{id}/upgrade-mail': { caller: 'admin', params: company },
  'POST /api/admin/companies/{id}/withdraw': { caller: 'admin', params: company, destructive: true },
  'POST /api/admin/companies/{id}/sessions/revoke': { caller: 'admin', params: company, destructive: true },
  'POST /api/admin/companies/{id}/recover': { caller: 'admin', params: company, destructive: true },
  'GET /api/admin/deliveries/failed': { caller: 'admin' },
  'GET /api/admin/deliveries/failed/count': { caller: 'admin' },
  'POST /api/admin/deliveries/{id}/retry': { caller: 'admin', params: () => ({ id: uuid0 }) },
  'GET /api/admin/config': { caller: 'admin' },
  'PUT /api/admin/config': {
    caller: 'admin',
    body: () => ({ shopId: 'tshop00012345', mail: 'ops@refcheck.example' }),
  },
  'GET /api/contact': { caller: 'public' },
  'GET /api/admin/contact': { caller: 'admin' },
  'PUT /api/admin/contact': {
    caller: 'admin',
    body: () => ({ phone: '03-1234-5678', mail: 'help@refcheck.example' }),
  },
  'GET /api/announcements': { caller: 'owner' },
  'POST /api/admin/announcements': {
    caller: 'admin',
    body: () => ({ category: 'info', title: 'お知らせ', date: '2026-01-05', text: '本文です。' }),
  },
  'DELETE /api/admin/announcements/{id}': {
    caller: 'admin',
    params: (t) => ({ id: t.announcementId }),
    destructive: true,
  },
  'GET /api/admin/billing/months': { caller: 'admin' },
  'GET /api/admin/billing/export': { caller: 'admin', query: () => ({ month: lastMonth() }) },
  'GET /api/admin/billing/sms-usage': { caller: 'admin', query: () => ({ month: lastMonth() }) },
  'GET /api/admin/billing/export.csv': { caller: 'admin', query: () => ({ month: lastMonth() }) },
  'POST /api/admin/billing/risk-usage/preview': {
    caller: 'admin',
    body: () => ({ month: lastMonth(), content: riskCsv }),
  },
  'POST /api/admin/billing/risk-usage': {
    caller: 'admin',
    body: () => ({ month: lastMonth(), content: riskCsv }),
  },
  'GET /api/admin/billing/invoice.csv': { caller: 'admin', query: () => ({ month: lastMonth() }) },

  // Invoices and receipts (issue 35).
  'GET /api/company/invoices': { caller: 'owner' },
  'GET /api/company/invoices/{id}/pdf': { caller: 'owner', params: (t) => ({ id: t.invoiceId }) },
  'GET /api/company/receipts/{id}/pdf': { caller: 'owner', params: (t) => ({ id: t.receiptId }) },
  'GET /api/admin/invoices/issuer': { caller: 'admin' },
  'PUT /api/admin/invoices/issuer': {
    caller: 'admin',
    body: () => ({
      legalName: 'Refcheck株式会社',
      address: '東京都千代田区丸の内1-1-1',
      phone: '03-1234-5678',
      registrationNumber: 'T8010001213708',
      bankAccount: 'みずほ銀行 東京営業部 普通 1234567',
    }),
  },
  'POST /api/admin/invoices/issue': { caller: 'admin', body: () => ({ month: lastMonth() }) },
  'GET /api/admin/invoices': { caller: 'admin', query: () => ({ amountMin: '0', counterparty: '請求先' }) },
  'GET /api/admin/invoices/ledger.csv': { caller: 'admin', query: () => ({ issuedFrom: '2026-01-01' }) },
  'GET /api/admin/invoices/month': { caller: 'admin', query: () => ({ month: lastMonth() }) },
  'POST /api/admin/invoices/{id}/payments': {
    caller: 'admin',
    params: (t) => ({ id: t.invoiceId }),
    body: () => ({ receivedOn: '2026-02-02', amount: 1 }),
  },
  'GET /api/admin/invoices/{id}/lines': { caller: 'admin', params: (t) => ({ id: t.invoiceId }) },
  'POST /api/admin/invoices/{id}/corrections': {
    caller: 'admin',
    params: (t) => ({ id: t.invoiceId }),
    body: () => ({ lines: [{ label: '訂正', quantity: 1, unitPrice: 9_000 }], note: 'スイープの訂正' }),
    destructive: true,
  },
  'GET /api/admin/invoices/{id}/pdf': { caller: 'admin', params: (t) => ({ id: t.invoiceId }) },
  'GET /api/admin/receipts/{id}/pdf': { caller: 'admin', params: (t) => ({ id: t.receiptId }) },
  'POST /api/admin/billing/card-results/preview': {
    caller: 'admin',
    body: (t) => ({ content: cardResultCsv(t.companyId) }),
  },
  'POST /api/admin/billing/card-results': {
    caller: 'admin',
    // Every row charged: no card is marked invalid, so the tenant's other operations are unaffected.
    body: (t) => ({ content: cardResultCsv(t.companyId) }),
  },

  // Templates (templates branch).
  'GET /api/templates': { caller: 'owner' },
  'POST /api/templates': { caller: 'owner', body: (t) => templateBody(`追加 ${t.name}`) },
  'GET /api/templates/{id}': { caller: 'owner', params: template },
  'PUT /api/templates/{id}': {
    caller: 'owner',
    params: template,
    body: (t) => templateBody(`編集 ${t.name}`),
  },
  'DELETE /api/templates/{id}': { caller: 'owner', params: template, destructive: true },

  // Regain trust (regain-trust branch): the company's request and the candidate's flow (its own cookie).
  'POST /api/company/talents/{talentId}/regain-trust': {
    caller: 'owner',
    params: (t) => ({ talentId: t.regainTalentId }),
    body: () => ({ excuseDeadline: deadline(), fromCompanyText: '理由を教えてください。', items: [] }),
  },
  'POST /api/regain-trust/session': {
    caller: 'public',
    body: (t) => ({ company: t.companyId, token: t.regainToken }),
    cross: (a, b) => ({ body: { company: a.companyId, token: b.regainToken } }),
  },
  'DELETE /api/regain-trust/session': { caller: 'regainTrust' },
  'GET /api/regain-trust/me': { caller: 'regainTrust' },
  'PUT /api/regain-trust/draft': {
    caller: 'regainTrust',
    body: () => ({ revision: 1, fromReferees: [], fromCompany: { excuse: '下書きです' } }),
  },
  'POST /api/regain-trust/confirm': {
    caller: 'regainTrust',
    body: () => ({ fromReferees: [], fromCompany: { excuse: '一身上の都合です。' } }),
    destructive: true,
  },

  // Risk check and ATS push (risk-ats branch; sonar client: sonar branch).
  'GET /api/talents/{id}/risk-check': { caller: 'owner', params: talent },
  'POST /api/talents/{id}/risk-check': { caller: 'owner', params: talent },
  'POST /api/talents/{id}/risk-check/url': { caller: 'owner', params: talent },
  'GET /api/risk-check/sandbox/articles': {
    caller: 'public',
    query: () => ({ keyword: '山田 太郎', expires: '0', token: 'not-a-signature' }),
  },
  // Webhook endpoints (issue 25 item 3).
  'POST /api/webhook-endpoints': {
    caller: 'owner',
    body: () => ({ url: 'http://127.0.0.1:9/sweep-new', events: ['report.completed'], description: 'sweep' }),
  },
  'GET /api/webhook-endpoints': { caller: 'owner' },
  'GET /api/webhook-endpoints/{id}': { caller: 'owner', params: webhookEndpoint },
  'PATCH /api/webhook-endpoints/{id}': {
    caller: 'owner',
    params: webhookEndpoint,
    body: () => ({ description: 'swept', events: ['report.completed', 'referee.completed'] }),
  },
  'DELETE /api/webhook-endpoints/{id}': { caller: 'owner', params: webhookEndpoint, destructive: true },
  'POST /api/webhook-endpoints/{id}/rotate-secret': { caller: 'owner', params: webhookEndpoint },
  'GET /api/webhook-endpoints/{id}/deliveries': { caller: 'owner', params: webhookEndpoint },
  'POST /api/webhook-endpoints/{id}/messages/{messageId}/redeliver': {
    caller: 'owner',
    params: (t) => ({ id: t.webhookEndpointId, messageId: t.webhookMessageId }),
  },
  'POST /api/webhook-endpoints/{id}/test': { caller: 'owner', params: webhookEndpoint },
  'GET /api/talents/{id}/ats': { caller: 'owner', params: talent },
  'POST /api/talents/{id}/ats': { caller: 'owner', params: talent },

  // Plan, card and withdrawal (customer branch), and the embedded sandbox payment provider's pages.
  'GET /api/company/plan': { caller: 'owner' },
  'POST /api/company/plan/order': { caller: 'owner', body: () => ({ plan: 'STANDARD' }) },
  'GET /api/company/card': { caller: 'owner' },
  'POST /api/company/card': {
    caller: 'owner',
    body: () => ({ token: 'sbx_unknown-token', maskedCardNo: '411111******1111', isAgreeToTerms: true }),
  },
  'GET /api/company/card/return': { caller: 'public', query: () => ({ AccessID: 'unknown' }), page: true },
  'POST /api/company/card/return': { caller: 'public', body: () => 'AccessID=unknown', page: true },
  'POST /sandbox-pay/tokens': {
    caller: 'public',
    body: () => ({
      shopId: 'sandbox-shop',
      cardno: '4111111111111111',
      expire: '203012',
      securitycode: '123',
    }),
  },
  'GET /sandbox-pay/challenge/{accessId}': {
    caller: 'public',
    params: () => ({ accessId: 'unknown' }),
    page: true,
  },
  'POST /sandbox-pay/challenge/{accessId}': {
    caller: 'public',
    params: () => ({ accessId: 'unknown' }),
    body: () => 'result=pass',
    page: true,
  },
  'POST /api/company/withdrawal': {
    caller: 'owner',
    body: (t) => ({
      companyName: `スイープ株式会社 ${t.name}`,
      userName: '掃除 太郎',
      email: t.ownerEmail,
      reasonsForWithdrawal: { selections: ['highCharge'], descriptions: '費用対効果が合わなかったため' },
    }),
    destructive: true,
  },

  // Development tools (not in production).
  'GET /api/dev/mail-templates': { caller: 'public', devOnly: true },
  'GET /api/dev/mail-templates/{name}/{language}': {
    caller: 'public',
    params: () => ({ name: 'talentInvitation', language: 'jp' }),
    devOnly: true,
  },
  'GET /api/dev/ats-receiver': {
    caller: 'public',
    query: (t) => ({ companyId: t.companyId }),
    devOnly: true,
  },
  'POST /api/dev/ats-receiver/results': {
    caller: 'public',
    body: (t) => ({ company: { uid: t.name } }),
    devOnly: true,
  },
  'GET /api/dev/payments/members/{memberId}': {
    caller: 'public',
    params: (t) => ({ memberId: t.companyId }),
    devOnly: true,
  },
  'POST /api/dev/billing-companies': { caller: 'public', body: () => ({ count: 1 }), devOnly: true },
  'POST /api/dev/talents/bulk': {
    caller: 'public',
    body: (t) => ({ email: t.ownerEmail, count: 1, refereesPerTalent: 1 }),
    devOnly: true,
  },
  'GET /api/dev/outbox': { caller: 'public', query: () => ({ limit: '5' }), devOnly: true },
  'POST /api/dev/reference-checks': {
    caller: 'public',
    body: (t) => ({ ownerEmail: t.ownerEmail, referees: [{ name: '開発 太郎' }] }),
    devOnly: true,
  },
  'POST /api/dev/companies': { caller: 'public', body: () => ({ state: 'active' }), devOnly: true },

  // Reminders (issue 14).
  'GET /api/talents/{id}/reminders': { caller: 'owner', params: talent },
  'PUT /api/talents/{id}/reminders': { caller: 'owner', params: talent, body: () => ({ enabled: true }) },
  'GET /api/company/step-up-settings': { caller: 'owner' },
  'PUT /api/company/step-up-settings': { caller: 'owner', body: () => ({ stepUpIdentification: false }) },
  'GET /api/company/reminder-settings': { caller: 'owner' },
  'GET /api/company/funnel': { caller: 'owner', query: () => ({ from: '2026-01-01', to: '2030-12-31' }) },
  'GET /api/admin/funnel': { caller: 'admin', query: () => ({ from: '2026-01-01', to: '2030-12-31' }) },
  'POST /api/company/funnel/checks/{id}/reminder': {
    caller: 'owner',
    params: (t) => ({ id: t.checkTalentId }),
  },
  'POST /api/company/funnel/checks/{id}/deadline': {
    caller: 'owner',
    params: (t) => ({ id: t.checkTalentId }),
    body: () => ({ days: 1 }),
  },
  'POST /api/company/funnel/checks/{id}/replacement-request': {
    caller: 'owner',
    params: (t) => ({ id: t.checkTalentId }),
  },
  'PUT /api/company/reminder-settings': { caller: 'owner', body: () => ({ sms: false }) },
  'POST /api/dev/clock': { caller: 'public', body: () => ({ offsetMs: 0 }), devOnly: true },
  // Privacy requests (issue 23 item 3): the public page's API (rc_privacy cookie), the company's queue, the operator's list.
  'POST /api/privacy-request/code': {
    caller: 'public',
    body: () => ({ channel: 'mail', email: 'sweep-privacy@example.jp', language: 'jp' }),
  },
  'POST /api/privacy-request/verify': { caller: 'public', body: () => ({ code: '123456' }) },
  'GET /api/privacy-request/me': { caller: 'public' },
  'GET /api/privacy-request/disclosure': { caller: 'public' },
  'GET /api/privacy-request/disclosure.pdf': { caller: 'public', query: () => ({ lang: 'jp' }) },
  'POST /api/privacy-request/erasure': { caller: 'public', body: () => ({}) },
  'DELETE /api/privacy-request/session': { caller: 'public', destructive: true },
  'GET /api/company/privacy-requests': { caller: 'owner' },
  'POST /api/company/privacy-requests/{id}/approve': { caller: 'owner', params: () => ({ id: uuid0 }) },
  'POST /api/company/privacy-requests/{id}/decline': {
    caller: 'owner',
    params: () => ({ id: uuid0 }),
    body: () => ({ reason: 'noData' }),
  },
  'GET /api/admin/privacy-requests': { caller: 'admin' },

  // API keys (issue 25) and the public REST API v1, called with the tenant's API key.
  'GET /api/api-keys': { caller: 'owner' },
  'POST /api/api-keys': { caller: 'owner', body: () => ({ name: 'スイープの鍵' }) },
  'DELETE /api/api-keys/{id}': { caller: 'owner', params: (t) => ({ id: t.spareApiKeyId }) },
  'POST /api/v1/candidates': { caller: 'apiKey', body: () => candidateBody({ externalId: 'ATS-SWEEP' }) },
  'GET /api/v1/candidates': { caller: 'apiKey', query: () => ({ externalId: 'ATS-SWEEP', limit: '5' }) },
  'GET /api/v1/candidates/{id}': { caller: 'apiKey', params: talent },
  'DELETE /api/v1/candidates/{id}': { caller: 'apiKey', params: talent, destructive: true },
  'POST /api/v1/candidates/{id}/invitation': { caller: 'apiKey', params: talent, body: () => ({}) },
  'DELETE /api/v1/candidates/{id}/scheduled-invitation': { caller: 'apiKey', params: talent },
  'GET /api/v1/candidates/{id}/report': { caller: 'apiKey', params: (t) => ({ id: t.checkTalentId }) },
  'GET /api/v1/candidates/{id}/report.pdf': {
    caller: 'apiKey',
    params: (t) => ({ id: t.checkTalentId }),
    query: () => ({ lang: 'jp' }),
  },
};

export { uuid0 };
