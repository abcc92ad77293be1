import { enterCode, expect, latestCode, test } from '../fixtures.ts';

test.describe('ログインとログアウト', () => {
  test('デモアカウントでログインしてダッシュボードを開き、ログアウトする', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill('owner@acme.test');
    await page.getByLabel('パスワード').fill('refcheck-demo');
    const since = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await enterCode(page, '+819000000002', since);
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();

    await page.getByRole('button', { name: 'ログアウト' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/company');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('パスワードが違うとログインに失敗したと表示する', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill('owner@acme.test');
    await page.getByLabel('パスワード').fill('wrong-password');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByText('ログインに失敗しました')).toBeVisible();
    await expect(page.getByText('アカウントが登録されていないか、権限がありません。')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('メールアドレス')).toHaveValue('owner@acme.test');
  });

  test('戻り先のページにログイン後に移動する', async ({ page }) => {
    await page.goto('/config');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('メールアドレス').fill('owner@acme.test');
    await page.getByLabel('パスワード').fill('refcheck-demo');
    const since = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await enterCode(page, '+819000000002', since);
    await expect(page).toHaveURL(/\/config$/);
    await expect(page.getByRole('heading', { name: '設定', exact: true })).toBeVisible();
  });

  test('管理者ログインは管理者以外を拒否してログアウトさせる', async ({ page }) => {
    await page.goto('/login/admin');
    await page.getByLabel('メールアドレス').fill('owner@acme.test');
    await page.getByLabel('パスワード').fill('refcheck-demo');
    const since = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await enterCode(page, '+819000000002', since);
    await expect(page.getByText('アカウントが登録されていないか、権限がありません。')).toBeVisible();
    const session = await page.request.get('/api/session');
    expect(session.status()).toBe(401);
  });

  test('管理者は管理者ログインからクライアント一覧に入る', async ({ page }) => {
    await page.goto('/login/admin');
    await page.getByLabel('メールアドレス').fill('admin@refcheck.test');
    await page.getByLabel('パスワード').fill('refcheck-demo');
    const since = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await enterCode(page, '+819000000001', since);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('認証コードが違うとエラーを表示し、戻るとログアウトしてパスワード入力に戻る', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill('owner@light.test');
    await page.getByLabel('パスワード').fill('refcheck-demo');
    const since = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'SMS認証' })).toBeVisible();
    const code = await latestCode(page.request, '+819000000004', since);
    await page.getByLabel('認証コード').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '認証する' }).click();
    await expect(page.getByText('認証コードが違います')).toBeVisible();
    expect((await page.request.get('/api/session')).status()).toBe(401);

    await page.getByRole('button', { name: '戻る' }).click();
    await expect(page.getByRole('heading', { name: 'ログイン', exact: true })).toBeVisible();
    expect((await page.request.get('/api/session')).status()).toBe(401);
  });
});
