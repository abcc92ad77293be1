import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures.ts';
import { serverProcess } from '../server.ts';

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The first operator of a fresh site, as the README tells it: `npm run operator:create` on the site's data (no demo
 * data), the printed link opened in the browser, the password set, then the operator login with the SMS code. The
 * command opens the site's database itself, so this test runs a server of its own on a new data directory.
 */
test('運営アカウントをコマンドで作成し、表示されたリンクでパスワードを設定して、SMS認証でログインすると運営コンソールが開く', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-operator-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    JOB_POLL_SECONDS: '0.5',
    BOT_CHECK_MAX_NUMBER: '10000',
  };
  const phone = '+819087654321';
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'operator:create', '--', '--email', 'first-ops@example.jp', '--phone', phone],
    { cwd: serverProcess().cwd, env },
  );
  const link = /(http:\/\/127\.0\.0\.1:\d+\/login\/operator_password\?token=[\w%-]+)/.exec(stdout)?.[1];
  expect(link, stdout).toBeDefined();

  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, serverProcess().args, {
      cwd: serverProcess().cwd,
      env,
      stdio: 'ignore',
    });
    await expect(async () => {
      expect((await page.request.get(`${baseUrl}/api/health`)).status()).toBe(200);
    }).toPass({ timeout: 120_000 });

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: '運営アカウントのパスワード設定' })).toBeVisible();
    await page.getByLabel(/^新しいパスワード\s*\*?$/).fill('first-ops-pass');
    await page.getByLabel('新しいパスワード（確認）').fill('first-ops-pass');
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(
      page.getByText('パスワードを設定しました。管理者ログインからログインしてください。'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login\/admin$/);

    await page.getByLabel('メールアドレス').fill('first-ops@example.jp');
    await page.getByLabel('パスワード').fill('first-ops-pass');
    const since = Date.now() - 2000;
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    let code = '';
    await expect(async () => {
      const list = (await (
        await page.request.get(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(phone)}`)
      ).json()) as { text: string; createdAt: string }[];
      const fresh = list.find((m) => new Date(m.createdAt).getTime() >= since);
      code = /\b(\d{6})\b/.exec(fresh?.text ?? '')?.[1] ?? '';
      expect(code).not.toBe('');
    }).toPass({ timeout: 30_000 });
    await page.getByLabel('認証コード').fill(code);
    await page.getByRole('button', { name: '認証する' }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'クライアント一覧' })).toBeVisible();

    // The link was single use.
    await page.context().clearCookies();
    await page.goto(link!);
    await page.getByLabel(/^新しいパスワード\s*\*?$/).fill('another-pass');
    await page.getByLabel('新しいパスワード（確認）').fill('another-pass');
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(page.getByText('リンクの有効期限が切れています')).toBeVisible();
  } finally {
    server?.kill('SIGTERM');
  }
});
