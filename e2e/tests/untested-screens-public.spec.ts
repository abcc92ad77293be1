import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * Screens anyone sees, no other test showed (issue 38 item 6): the login page's free-trial panel, and the browser's
 * error reporting (the page's errors sent to the error-reporting service the server names).
 */

const SLOW = { timeout: 30_000 };

test.describe('ログイン画面の無料トライアル案内', () => {
  test('パソコンではログインフォームの右に10日間の無料トライアルの案内があり、新規登録へ進める', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('heading', { name: 'ログイン', exact: true });
    const panel = page.getByTestId('trial-panel');
    await expect(form).toBeVisible(SLOW);
    await expect(panel.getByText('無料トライアル', { exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: '10日間の無料トライアル' })).toBeVisible();
    await expect(
      panel.getByText('ご登録後すぐに、リファレンスチェックの基本機能を10日間無料でお試しいただけます。'),
    ).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveText([
      'クレジットカードの登録なしで始められます',
      '候補者の登録からレポートの確認まで一通りお試しいただけます',
      '推薦者はスマートフォンから数分で回答できます',
    ]);
    // Beside the form, on the right.
    const formBox = (await page.getByLabel('メールアドレス').boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);

    await panel.getByRole('link', { name: '無料で新規登録' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: '新規登録' })).toBeVisible();
  });

  test('スマートフォンでは案内がログインフォームの下に並び、運営のログイン画面には表示されない', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    const panel = page.getByTestId('trial-panel');
    await expect(panel.getByRole('heading', { name: '10日間の無料トライアル' })).toBeVisible(SLOW);
    const loginButton = (await page.getByRole('button', { name: 'ログイン', exact: true }).boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y).toBeGreaterThanOrEqual(loginButton.y + loginButton.height);
    // Nothing runs off the screen's width.
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/login/admin');
    await expect(page.getByLabel('メールアドレス')).toBeVisible(SLOW);
    await expect(page.getByTestId('trial-panel')).toHaveCount(0);
  });
});

/**
 * The server names the error-reporting service (GET /api/error-reporting, PUBLIC_SENTRY_DSN); the e2e server runs
 * without one, so the page is told one here: a project on this origin whose envelope endpoint the test answers.
 * Returns the envelopes the page sends (Sentry's envelope: newline-separated JSON, items after a header line).
 */
async function reportingTo(page: Page) {
  const port = process.env.E2E_PORT;
  const envelopes: string[] = [];
  await page.route('**/api/error-reporting', (route) =>
    route.fulfill({ json: { dsn: `http://e2epublickey@127.0.0.1:${port}/4242` } }),
  );
  await page.route('**/api/4242/envelope/**', async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, json: {} });
  });
  return envelopes;
}

/** The exception events among the envelopes: type and value of each. */
function exceptionsIn(envelopes: string[]) {
  return envelopes.flatMap((envelope) =>
    envelope
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"exception"'))
      .flatMap((line) => {
        const event = JSON.parse(line) as {
          exception?: { values?: { type: string; value: string }[] };
          request?: { url?: string };
        };
        return (event.exception?.values ?? []).map((v) => ({ ...v, url: event.request?.url ?? '' }));
      }),
  );
}

test.describe('ブラウザのエラー報告', () => {
  test('画面で起きた予期しないエラーはエラー報告サービスに送られ、メールアドレスや電話番号は伏せられる', async ({
    page,
  }) => {
    const envelopes = await reportingTo(page);
    const sdkStarted = page.waitForRequest((r: Request) => r.url().includes('/api/4242/envelope/'), SLOW);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'ログイン', exact: true })).toBeVisible(SLOW);
    // The SDK loads once the page is idle; its page-load trace is its first envelope.
    await sdkStarted;

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('E2E画面の不具合 taro.yamada@example.jp 090-1234-5678');
      });
    });
    await expect
      .poll(() => exceptionsIn(envelopes).map((e) => e.value), SLOW)
      .toContainEqual(expect.stringContaining('E2E画面の不具合'));
    const reported = exceptionsIn(envelopes).find((e) => e.value.includes('E2E画面の不具合'))!;
    expect(reported.type).toBe('Error');
    expect(reported.value).toBe('E2E画面の不具合 [email] [phone]');
    expect(envelopes.join('\n')).not.toContain('taro.yamada@example.jp');
    expect(envelopes.join('\n')).not.toContain('090-1234-5678');
  });

  test('サーバーが500を返して画面を表示できないときは、エラーコードを表示し、その失敗を報告する', async ({
    page,
  }) => {
    const envelopes = await reportingTo(page);
    // The session check every page starts with fails on the server's side.
    await page.route('**/api/session', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        json: { type: 'about:blank', title: 'Internal Server Error', status: 500, code: 'internal' },
      }),
    );
    await page.goto('/company');
    await expect(page.getByRole('heading', { name: '画面を表示できませんでした' })).toBeVisible(SLOW);
    await expect(page.getByText('エラーコード: internal')).toBeVisible();
    await expect
      .poll(() => exceptionsIn(envelopes).map((e) => `${e.type}: ${e.value}`), SLOW)
      .toContainEqual(expect.stringMatching(/^ApiError: /));
  });
});
