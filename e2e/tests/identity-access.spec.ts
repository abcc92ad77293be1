import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { createTestCompany, DEMO_PASSWORD, expect, latestCode, signInWith, test } from '../fixtures.ts';

/** Signs in through the login page: password (optionally remembered), then the SMS code from the dev outbox. */
async function signInThroughPage(page: Page, email: string, phone: string, remember = false) {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  if (remember) await page.getByLabel('ログイン状態を保持する').check();
  const since = new Date(Date.now() - 2000);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  const code = await latestCode(page.request, phone, since);
  await page.getByLabel('認証コード').fill(code);
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page).toHaveURL(/\/company$/);
}

/**
 * A browser restart: the saved state minus the cookies without an expiry (browser-session cookies), which a
 * browser drops when it closes.
 */
async function restartBrowser(browser: Browser, page: Page, options: BrowserContextOptions = {}) {
  const state = await page.context().storageState();
  await page.context().close();
  const cookies = state.cookies.filter((c) => c.expires > 0);
  const context = await browser.newContext({ ...options, storageState: { ...state, cookies } });
  return context.newPage();
}

test.describe('ログイン状態の保持', () => {
  test('「ログイン状態を保持する」でログインするとブラウザを再起動してもログインしたまま', async ({
    browser,
    page,
  }) => {
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInThroughPage(page, company.owner.email, company.owner.phone, true);
    const restarted = await restartBrowser(browser, page);
    await restarted.goto('/company');
    await expect(restarted).toHaveURL(/\/company$/);
    await expect(restarted.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
    await restarted.context().close();
  });

  test('保持しないでログインするとブラウザの再起動でログアウトされる', async ({ browser, page }) => {
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInThroughPage(page, company.owner.email, company.owner.phone, false);
    const restarted = await restartBrowser(browser, page);
    await restarted.goto('/company');
    await expect(restarted).toHaveURL(/\/login/);
    await expect(restarted.getByLabel('メールアドレス')).toBeVisible();
    await restarted.context().close();
  });
});

test('無効にしたサブアカウントはログインできず、有効に戻すと再びログインできる', async ({
  browser,
  page,
}) => {
  const company = await createTestCompany(page.request, { state: 'active', withSubAccount: true });
  const staff = company.staff!;
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInThroughPage(staffPage, staff.email, staff.phone);

  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/company/accounts');
  const row = page.getByRole('row', { name: new RegExp(staff.email) });
  await expect(row.getByText('利用中')).toBeVisible();
  await row.getByRole('switch').click({ force: true });
  await expect(row.getByText('無効')).toBeVisible();

  // The staff's open session has ended: the next page load goes to login.
  await staffPage.goto('/company');
  await expect(staffPage).toHaveURL(/\/login/);
  // Signing in again is refused with the spec's login error.
  await staffPage.getByLabel('メールアドレス').fill(staff.email);
  await staffPage.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await staffPage.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(staffPage.getByText('アカウントが登録されていないか、権限がありません。')).toBeVisible();
  await expect(staffPage.getByLabel('認証コード')).toHaveCount(0);

  await row.getByRole('switch').click({ force: true });
  await expect(row.getByText('利用中')).toBeVisible();
  await signInThroughPage(staffPage, staff.email, staff.phone);
  await expect(staffPage.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  await staffContext.close();
});

test('IPアドレス制限のある会社に許可されていないアドレスからログインすると拒否され、3秒後にログアウトされる', async ({
  browser,
}) => {
  // The e2e server trusts X-Forwarded-For from 127.0.0.1 (TRUST_PROXY), so the browser can pose as another address.
  const allowed = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.5' } });
  const setup = await allowed.newPage();
  const company = await createTestCompany(setup.request, { state: 'active', ipRules: ['203.0.113.0/24'] });

  const refused = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' } });
  const page = await refused.newPage();
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(company.owner.email);
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  const since = new Date(Date.now() - 2000);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByText('ご使用のIPアドレスではログインできません。')).toBeVisible();
  // Three seconds later the sign-out runs (POST /api/auth/sign-out) and the password step stays.
  await page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-out'), { timeout: 10_000 });
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('パスワード')).toBeVisible();
  await expect(page.getByLabel('認証コード')).toHaveCount(0);
  expect((await page.request.get('/api/session')).status()).toBe(401);
  // No code was sent for the refused attempt.
  const sent = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(company.owner.phone)}`)
  ).json()) as {
    createdAt: string;
  }[];
  expect(sent.filter((m) => new Date(m.createdAt) >= since)).toHaveLength(0);

  // From an allowed address the same account signs in.
  await signInThroughPage(setup, company.owner.email, company.owner.phone);
  await refused.close();

  // Signed in, then the address changes to one outside the list: the message, then sign-out after 3 seconds.
  await allowed.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.77' });
  const signedOut = setup.waitForResponse((r) => r.url().endsWith('/api/auth/sign-out'), { timeout: 15_000 });
  await setup.goto('/company');
  await expect(setup.getByText('ご使用のIPアドレスではログインできません。')).toBeVisible();
  await expect(setup).toHaveURL(/\/login/);
  await signedOut;
  // Back at an allowed address, the session is gone.
  await allowed.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.5' });
  expect((await setup.request.get('/api/session')).status()).toBe(401);
  await allowed.close();
});

test.describe('ゲートモーダル', () => {
  test('審査中の会社には審査中モーダルが表示される', async ({ page }) => {
    const company = await createTestCompany(page.request, { state: 'unverified' });
    await signInWith(page, company.owner.email, company.owner.phone);
    await page.goto('/company');
    const modal = page.getByRole('dialog', { name: 'アカウント審査中' });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByText('ただいまアカウントを審査しております。審査には30～60分ほどお時間をいただきます。'),
    ).toBeVisible();
    await expect(modal.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    // It blocks every page.
    await page.goto('/template_questions');
    await expect(page.getByRole('dialog', { name: 'アカウント審査中' })).toBeVisible();
  });

  test('トライアルが終わりカードのない会社にはカード未設定モーダルが表示され、カードページは開ける', async ({
    page,
  }) => {
    const company = await createTestCompany(page.request, { state: 'trialExpired' });
    await signInWith(page, company.owner.email, company.owner.phone);
    await page.goto('/company');
    const modal = page.getByRole('dialog', { name: 'クレジットカードが設定されていません' });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByText('クレジットカードが登録されていないため、一部の機能がご利用いただけません。'),
    ).toBeVisible();
    await modal.getByRole('link', { name: 'カードを登録する' }).click();
    await expect(page).toHaveURL(/\/config\/card$/);
    await expect(page.getByRole('dialog', { name: 'クレジットカードが設定されていません' })).toHaveCount(0);
    // Opened directly, too.
    await page.goto('/config/card');
    await expect(page).toHaveURL(/\/config\/card$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('メインアカウントは設定画面でログイン履歴を見られ、サブアカウントには表示されない', async ({
  page,
  browser,
}) => {
  const company = await createTestCompany(page.request, { state: 'active', withSubAccount: true });
  await page.request.post('/api/auth/sign-in/email', {
    data: { email: company.owner.email, password: 'wrong-password' },
  });
  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/config');
  const table = page.getByRole('table', { name: 'ログイン履歴' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /ログイン（認証コード）.*成功/ })).toHaveCount(1);
  await expect(
    table.getByRole('row', { name: /ログイン（パスワード）.*失敗.*INVALID_EMAIL_OR_PASSWORD/ }),
  ).toHaveCount(1);
  await expect(table.getByText(company.owner.email).first()).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInWith(staff, company.staff!.email, company.staff!.phone);
  await staff.goto('/config');
  await expect(staff.getByRole('heading', { name: 'IPアドレス制限' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'ログイン履歴' })).toHaveCount(0);
  await staffContext.close();
});
