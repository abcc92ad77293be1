import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

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
 * Signs in through the API (the sign-in page has its own test): password, then the SMS code read from the dev
 * outbox. The browser context then holds the session cookie.
 */
export async function signInByApi(page: Page, who: Account) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: ACCOUNTS[who], password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (!(await response.json()).twoFactorRedirect) return;
  const since = new Date(Date.now() - 2000);
  // better-auth checks the Origin of cookie-carrying requests (CSRF); a browser sends it, the API client must too.
  const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
  const sent = await page.request.post('/api/auth/two-factor/send-otp', { data: {}, headers });
  expect(sent.status(), await sent.text()).toBe(200);
  // Tests in parallel may sign the same demo account in: try the codes sent since our request, newest first.
  const tried = new Set<string>();
  await expect
    .poll(
      async () => {
        const list = (await (
          await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(PHONES[who])}`)
        ).json()) as OutboxMessage[];
        for (const message of list.filter((m) => new Date(m.createdAt) >= since)) {
          const code = /\b(\d{6})\b/.exec(message.text)?.[1];
          if (!code || tried.has(code)) continue;
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

export { expect };
