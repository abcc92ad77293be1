import { expect, test } from '../fixtures.ts';

/** A fresh company (no phone yet, so signed in right away), so that changes touch no other test's account. */
async function freshAccount(page: import('@playwright/test').Page) {
  const email = `config-${Date.now()}@example.test`;
  const created = await page.request.post('/api/signup', {
    data: {
      companyName: '株式会社設定',
      staffName: '設定 花子',
      zipcode: '1000005',
      address1: '東京都千代田区丸の内1-1-1',
      email,
      password: 'first-pass',
      passwordConfirmation: 'first-pass',
      selectedPlan: 'LIGHT',
      isAgreeToTerms: true,
    },
  });
  expect(created.status()).toBe(200);
  return email;
}

test.describe('設定', () => {
  test('現在のパスワードを確認してパスワードを変更する', async ({ page }) => {
    const email = await freshAccount(page);
    // The review modal of a new company blocks the page: verify it through the sign-in rule instead of the UI.
    await page.goto('/config');
    // The page behind the review modal is not rendered (the server refuses its calls): the breadcrumb says where.
    await expect(page.getByRole('navigation', { name: '現在の位置' }).getByText('設定')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('ただいまアカウントを審査しております。', { exact: false })).toBeVisible();
    const change = await page.request.post('/api/auth/change-password', {
      data: { currentPassword: 'wrong-pass', newPassword: 'second-pass' },
      headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
    });
    expect(change.status()).toBe(400);
    const ok = await page.request.post('/api/auth/change-password', {
      data: { currentPassword: 'first-pass', newPassword: 'second-pass' },
      headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
    });
    expect(ok.status()).toBe(200);
    await page.context().clearCookies();
    const login = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'second-pass' },
    });
    expect(login.status()).toBe(200);
  });

  test('メインアカウントは設定画面でパスワードを変更し、IPアドレス制限を保存できる', async ({
    page,
    asAccount,
  }) => {
    await asAccount('light');
    await page.goto('/config');
    await expect(page.getByRole('heading', { name: 'パスワードの変更' })).toBeVisible();
    await page.getByLabel(/^現在のパスワード/).fill('wrong-pass');
    await page.getByLabel(/^新しいパスワード\s*\*?$/).fill('abc');
    await page.getByLabel('新しいパスワード（確認）').fill('abc');
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await expect(page.getByText('パスワードは6文字以上入力してください')).toBeVisible();
    await page.getByLabel(/^新しいパスワード\s*\*?$/).fill('refcheck-demo');
    await page.getByLabel('新しいパスワード（確認）').fill('refcheck-demo');
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await expect(page.getByText('現在のパスワードが違います')).toBeVisible();

    await expect(page.getByRole('heading', { name: 'IPアドレス制限' })).toBeVisible();
    await expect(page.getByText('IPアドレス制限は設定されていません。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'このIPアドレスを削除' }).first()).toBeDisabled();
    await page.getByRole('button', { name: 'IPアドレスを追加' }).click();
    await page.getByRole('button', { name: '保存する', exact: true }).click();
    await expect(page.getByText('IPアドレスを入力してください')).toBeVisible();
    await page.getByLabel('IPアドレス 2').fill('10.0.0.0/8');
    await page.getByRole('button', { name: '保存する', exact: true }).click();
    await expect(page.getByText('登録したIPアドレスからのみログインできます。')).toBeVisible();
    await page.getByRole('button', { name: '制限を解除する' }).click();
    await expect(page.getByText('IPアドレス制限は設定されていません。')).toBeVisible();
  });
});
