import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';

export const DEMO_PASSWORD = 'refcheck-demo';
export const ACCOUNTS = {
  admin: 'admin@refcheck.test',
  owner: 'owner@acme.test',
  staff: 'staff@acme.test',
  light: 'owner@light.test',
} as const;
export type Account = keyof typeof ACCOUNTS;

export const PHONES: Record<Account, string> = {
  admin: '+819000000001',
  owner: '+819000000002',
  staff: '+819000000003',
  light: '+819000000004',
};

/**
 * The 6-digit code of the newest SMS to `phone` sent at or after `since`, once at least `count` such messages have
 * arrived (pass the number of sends since `since`, so a resend is never answered with the code it replaced).
 */
export async function latestCode(
  request: APIRequestContext,
  phone: string,
  since: Date,
  count = 1,
): Promise<string> {
  const message = await latestMessage(request, phone, since, count);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  expect(code, message.text).toBeDefined();
  return code!;
}

/**
 * The bot check's header for an SMS-sending API call: what the browser does invisibly (fetch an ALTCHA challenge,
 * find its number), done here for tests that sign in through the API.
 */
export async function botCheckHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const c = await (await request.get('/api/bot-check/challenge')).json();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution?.number,
    salt: c.salt,
    signature: c.signature,
  };
  return { 'x-bot-check': Buffer.from(JSON.stringify(payload)).toString('base64') };
}

/**
 * Signs in through the API (the sign-in page has its own test): password, then the SMS code read from the dev
 * outbox. The browser context (or the API context given as `{ request }`) then holds the session cookie.
 */
export async function signInByApi(page: Pick<Page, 'request'>, who: Account) {
  await signInWith(page, ACCOUNTS[who], PHONES[who]);
}

/** signInByApi for any account (e.g. one made by POST /api/dev/companies) that signs in with DEMO_PASSWORD. */
export async function signInWith(page: Pick<Page, 'request'>, email: string, phone: string) {
  // better-auth checks the Origin of cookie-carrying requests (CSRF); a browser sends it, the API client must too.
  // The context may already hold cookies (a link flow's, or the device cookie link pages set on /api).
  const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  if (!(await response.json()).twoFactorRedirect) return;
  const since = new Date(Date.now() - 2000);
  const sent = await page.request.post('/api/auth/two-factor/send-otp', {
    data: {},
    headers: { ...headers, ...(await botCheckHeader(page.request)) },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  // Tests in parallel may sign the same demo account in: try the codes sent since our request, newest first.
  const tried = new Set<string>();
  await expect
    .poll(
      async () => {
        for (const code of await codesSince(page.request, phone, since)) {
          if (tried.has(code)) continue;
          tried.add(code);
          const verified = await page.request.post('/api/auth/two-factor/verify-otp', {
            data: { code },
            headers,
          });
          if (verified.status() === 200) return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

export interface OutboxMessage {
  id: string;
  channel: 'mail' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/** The newest message to `to` (waits for it to appear); `since` skips older ones. */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  since?: Date,
  count = 1,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const list = (await response.json()) as OutboxMessage[];
        const recent = list.filter((m) => !since || new Date(m.createdAt) >= since);
        found = recent.length >= count ? recent[0] : undefined;
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

export const test = base.extend<{ asAccount: (who: Account) => Promise<void> }>({
  asAccount: async ({ page }, use) => {
    await use((who) => signInByApi(page, who));
  },
});

export interface TestCompany {
  companyId: string;
  password: string;
  owner: { email: string; phone: string };
  staff: { email: string; phone: string; subAccountId: string } | null;
}

/** A fresh company of its own in the given state (POST /api/dev/companies, not in production). */
export async function createTestCompany(
  request: APIRequestContext,
  input: {
    state: 'active' | 'unverified' | 'trialExpired' | 'onTrial';
    ipRules?: string[];
    withSubAccount?: boolean;
    riskEyesId?: string;
    sonar?: boolean;
    /** Sign-up and verification this many days ago (a trial ending soon, a month already billed). */
    createdDaysAgo?: number;
    verifiedDaysAgo?: number;
    paymentMethod?: 'card' | 'invoice';
  },
): Promise<TestCompany> {
  const response = await request.post('/api/dev/companies', { data: input });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TestCompany;
}

/** A candidate of the signed-in company through POST /api/talents (one referee asked for); returns its id. */
export async function createCandidateByApi(
  request: APIRequestContext,
  data: { name: string } & Record<string, unknown>,
): Promise<string> {
  const response = await request.post('/api/talents', {
    data: {
      email: `c-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`,
      countryCode: '+81',
      phoneNumber: '09011112222',
      language: 'jp',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      rank: 'fulltime',
      selectionQuestion: true,
      refereeBreakdown: [
        { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
      ],
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as string;
}

/** The 6-digit codes of the SMS messages to `phone` sent at or after `since`, newest first. */
async function codesSince(request: APIRequestContext, phone: string, since: Date): Promise<string[]> {
  const list = (await (
    await request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`)
  ).json()) as OutboxMessage[];
  return list
    .filter((m) => new Date(m.createdAt) >= since)
    .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
    .filter((code): code is string => code !== undefined);
}

/**
 * The SMS code step after the password: reads the code from the dev outbox and enters it. Tests in parallel sign the
 * same demo accounts in, each sign-in attempt with a code of its own, and the newest code sent since `since` may be
 * another test's: when the page says the code is wrong, the next code sent since `since` is tried, newest first
 * (waiting for one to arrive when every code seen so far has been tried).
 */
export async function enterCode(page: Page, phone: string, since: Date) {
  await expect(page.getByRole('heading', { name: 'SMS認証' })).toBeVisible();
  const tried = new Set<string>();
  for (let attempt = 0; attempt < 5; attempt++) {
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          code = (await codesSince(page.request, phone, since)).find((c) => !tried.has(c));
          return code !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    tried.add(code!);
    await page.getByLabel('認証コード').fill(code!);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/auth/two-factor/verify-otp')),
      page.getByRole('button', { name: '認証する' }).click(),
    ]);
    if (answer.status() === 200) return;
    await expect(page.getByText('認証コードが違います')).toBeVisible();
  }
  throw new Error(`no valid SMS code for ${phone}`);
}

export { expect };
