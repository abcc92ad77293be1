/**
 * The new-device notice (issue 34 item 5): a sign-in from a device (device cookie + user agent) this account has not
 * used in 90 days mails the person once, in their language, with the time in Japan time, the device, the IP address
 * and a link to 「ログイン中の端末」. The account's first device, a known device and a second sign-in from the new
 * device send nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDevices, messages, user } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/modules/seed/index.ts';
import { codeStep, createTestApp, dbKind, eventually, type TestApp } from './helpers.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const cookiesOf = (setCookie: string | string[] | undefined) =>
  ([] as string[]).concat(setCookie ?? []).map((c) => c.split(';')[0]!);

/** Password and SMS code, as a browser holding `deviceCookie` (if any); answers the device cookie it ends with. */
async function signInFrom(email: string, phone: string, userAgent: string, deviceCookie: string | null) {
  const headers = { 'user-agent': userAgent, origin: t.config.publicUrl };
  const jar = (extra: string[]) => [...(deviceCookie ? [deviceCookie] : []), ...extra].join('; ');
  const password = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: DEMO_PASSWORD },
    headers: { ...headers, cookie: jar([]) },
  });
  expect(password.statusCode, password.body).toBe(200);
  const challenge = cookiesOf(password.headers['set-cookie']);
  const { sent, verified } = await codeStep(t.app, jar(challenge), phone, { headers });
  expect(sent.statusCode, sent.body).toBe(200);
  expect(verified.statusCode, verified.body).toBe(200);
  const set = cookiesOf(verified.headers['set-cookie']).find((c) => c.startsWith('refcheck_device='));
  return set ?? deviceCookie;
}

const notices = (to: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.to, to), eq(messages.template, 'newDeviceSignIn')));

describe(`new-device notice (${dbKind})`, () => {
  it('mails once per new device, never for the first device or a known one', async () => {
    const email = 'owner@light.test';
    const phone = '+819000000004';
    // The account's first device: recorded, no mail (nothing to compare with). The browser gets its device id.
    const pc = await signInFrom(email, phone, CHROME_WINDOWS, null);
    expect(pc).toMatch(/^refcheck_device=[A-Za-z0-9_-]{20,}$/);
    // The same browser again: known, no mail, no new cookie needed.
    expect(await signInFrom(email, phone, CHROME_WINDOWS, pc)).toBe(pc);
    expect(await notices(email)).toHaveLength(0);

    // A phone never seen: one mail, in the account's language (jp by default).
    const iphone = await signInFrom(email, phone, SAFARI_IPHONE, null);
    const [mail] = await eventually(async () => {
      const rows = await notices(email);
      return rows.length > 0 ? rows : undefined;
    });
    expect(mail!.subject).toBe('【Refcheck】新しい端末からログインがありました');
    expect(mail!.text).toContain('Safari (iPhone)');
    expect(mail!.text).toContain('127.0.0.1');
    expect(mail!.text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}（日本時間）/);
    expect(mail!.text).toContain(`${t.config.publicUrl}/config#sessions`);

    // The same phone again, and the PC: no further mail.
    await signInFrom(email, phone, SAFARI_IPHONE, iphone);
    await signInFrom(email, phone, CHROME_WINDOWS, pc);
    expect(await notices(email)).toHaveLength(1);

    // The same cookie with another browser is another device; a device unseen for 91 days is new again.
    await t.database.db
      .update(knownDevices)
      .set({ lastSeenAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(
        eq(
          knownDevices.userId,
          (await t.database.db.select().from(user).where(eq(user.email, email)))[0]!.id,
        ),
      );
    await signInFrom(email, phone, SAFARI_IPHONE, iphone);
    expect(await notices(email)).toHaveLength(2);
  });

  it("writes in the person's language (en) with the time in Japan time", async () => {
    const email = 'owner@acme.test';
    const phone = '+819000000002';
    await t.database.db.update(user).set({ language: 'en' }).where(eq(user.email, email));
    await signInFrom(email, phone, CHROME_WINDOWS, null);
    await signInFrom(email, phone, SAFARI_IPHONE, null);
    const [mail] = await notices(email);
    expect(mail!.subject).toBe('[Refcheck] New sign-in from a new device');
    expect(mail!.text).toContain('(Japan time)');
    expect(mail!.text).toContain('Safari (iPhone)');
  });
});
