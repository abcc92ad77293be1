/**
 * Issue 34: passkeys and authenticator apps. On a server of its own (the demo accounts of the shared e2e server must
 * keep signing in with the SMS code), opened as http://localhost (WebAuthn refuses an IP address as relying party):
 * a passkey added in 設定 through a CDP virtual authenticator signs in with 「パスキーでログイン」 and no SMS; an
 * operator sets up an authenticator app (the code computed here from the key shown) and signs in with it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeFindings } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { serverProcess } from '../server.ts';

const shots = process.env.E2E_SHOTS_DIR;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** RFC 6238: the 6-digit code of a base32 key now, as an authenticator app computes it. */
function totp(key: string, time = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of key.replace(/\s/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

let server: ChildProcess | undefined;
const serverErrors = '';
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  // A server of its own starts (migrations, demo data) beside the suite's: up to 5 minutes on a loaded 2-core machine.
  test.setTimeout(330_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  // A server already started with this file's environment (opened as http://localhost:<port>): for a rerun.
  if (process.env.E2E_FACTORS_BASE) {
    base = process.env.E2E_FACTORS_BASE;
    return;
  }
  server = spawn(process.execPath, serverProcess().args, {
    cwd: serverProcess().cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-factors-')),
      PUBLIC_URL: base,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      JOB_POLL_SECONDS: '0.5',
      BOT_CHECK_MAX_NUMBER: '10000',
      AUTH_SIGN_IN_LIMIT_PER_MINUTE: '1000',
      AUTH_API_LIMIT_PER_MINUTE: '1000',
      AUTH_CODE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: 'ignore',
  });
  const request = await playwright.request.newContext();
  await expect(async () => {
    const health = await request.get(`${base}/api/health`).catch(() => null);
    expect(health?.status(), `server not up; its stderr: ${serverErrors}`).toBe(200);
  }).toPass({ timeout: 300_000 });
  await request.dispose();
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function smsSince(request: APIRequestContext, phone: string, since: number) {
  const list = (await (
    await request.get(`${base}/api/dev/outbox?to=${encodeURIComponent(phone)}`)
  ).json()) as {
    text: string;
    createdAt: string;
  }[];
  return list.filter((m) => new Date(m.createdAt).getTime() >= since);
}

/** The password, then the SMS code read from this server's outbox. */
async function signInWithSms(page: Page, loginPath: string, email: string, phone: string) {
  await page.goto(`${base}${loginPath}`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill('refcheck-demo');
  const since = Date.now() - 2000;
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'SMS認証' })).toBeVisible();
  let code = '';
  await expect(async () => {
    code = /\b(\d{6})\b/.exec((await smsSince(page.request, phone, since))[0]?.text ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 30_000 });
  await page.getByLabel('認証コード').fill(code);
  await page.getByRole('button', { name: '認証する' }).click();
}

async function shot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('設定でパスキーを追加し、ログアウト後「パスキーでログイン」でSMSなしにログインできる', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await signInWithSms(page, '/login', 'owner@acme.test', '+819000000002');
  await expect(page).toHaveURL(/\/company$/);
  await page.goto(`${base}/config`);
  const card = page.getByRole('region', { name: 'パスキーと認証アプリ' });
  await expect(card).toBeVisible();
  await expect(card.getByText('パスキーはまだ登録されていません。')).toBeVisible();

  // Keyboard only: the add button, the name dialog, saving with Enter.
  await card.getByRole('button', { name: 'パスキーを追加' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'パスキーを追加' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('パスキーの名前')).toBeFocused();
  expect(await axeFindings(page, 'passkey name dialog')).toEqual([]);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('会社のノートPC');
  await page.keyboard.press('Enter');
  await expect(page.getByText('パスキーを登録しました')).toBeVisible();
  await expect(card.getByTestId('passkey-row')).toHaveCount(1);
  await expect(card.getByTestId('passkey-row')).toContainText('会社のノートPC');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'config-security');

  // Signed out, the login page offers this site's passkeys in the email field (conditional UI): the virtual
  // authenticator answers it at once, so the sign-in completes without a click and without SMS.
  let since = Date.now();
  await page.getByRole('button', { name: 'ログアウト' }).first().click();
  await expect(page).toHaveURL(/\/company$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  expect(await smsSince(page.request, '+819000000002', since)).toEqual([]);

  // Without autofill support, the 「パスキーでログイン」 button opens the passkey dialog.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await context.clearCookies();
  await page.goto(`${base}/login`);
  await expect(page.getByLabel('メールアドレス')).toHaveAttribute('autocomplete', 'username webauthn');
  await shot(page, 'login-passkey');
  since = Date.now();
  await page.getByRole('button', { name: 'パスキーでログイン' }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  // No SMS went out for this sign-in.
  expect(await smsSince(page.request, '+819000000002', since)).toEqual([]);
});

test('運営者が認証アプリを設定し、アプリのコードで管理者ログインできる', async ({ page }) => {
  await signInWithSms(page, '/login/admin', 'admin@refcheck.test', '+819000000001');
  await expect(page.getByRole('heading', { name: 'クライアント一覧' })).toBeVisible();
  await page.goto(`${base}/config`);
  const card = page.getByRole('region', { name: 'パスキーと認証アプリ' });
  await expect(
    card.getByText('運営者アカウントはパスキーまたは認証アプリを登録してください。', { exact: false }),
  ).toBeVisible();
  await expect(card.getByTestId('totp-status')).toHaveText('未設定');

  await card.getByRole('button', { name: '認証アプリを設定' }).click();
  const dialog = page.getByRole('dialog', { name: '認証アプリを設定' });
  await dialog.getByLabel('現在のパスワード').fill('refcheck-demo');
  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByRole('img', { name: '認証アプリ用のQRコード' })).toBeVisible();
  const key = ((await dialog.getByTestId('totp-key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await axeFindings(page, 'totp dialog')).toEqual([]);
  await shot(page, 'totp-dialog');
  await dialog.getByLabel('アプリに表示された6桁のコード').fill(totp(key));
  await dialog.getByRole('button', { name: '確認して設定' }).click();

  const recovery = page.getByRole('dialog', { name: 'リカバリーコード' });
  await expect(recovery.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    recovery.getByRole('button', { name: 'テキストファイルで保存' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('refcheck-recovery-codes.txt');
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.match(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/gm)).toHaveLength(10);
  expect(await axeFindings(page, 'recovery codes')).toEqual([]);
  await recovery.getByRole('button', { name: '保存しました' }).click();
  await expect(card.getByTestId('totp-status')).toHaveText('設定済み');
  await expect(card.getByText('未使用のリカバリーコード：10個')).toBeVisible();

  await page.getByRole('button', { name: 'ログアウト' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(`${base}/login/admin`);
  await page.getByLabel('メールアドレス').fill('admin@refcheck.test');
  await page.getByLabel('パスワード').fill('refcheck-demo');
  const since = Date.now();
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  // The app is the default; SMS alone is no longer offered to an operator with an app.
  await expect(page.getByText('認証アプリに表示された6桁のコードを入力してください。')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'SMS' })).toHaveCount(0);
  await shot(page, 'login-code-choice');
  await page.getByLabel('認証コード').fill(totp(key));
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'クライアント一覧' })).toBeVisible();
  expect(await smsSince(page.request, '+819000000001', since)).toEqual([]);
});
