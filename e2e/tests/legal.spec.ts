import { expect, test } from '../fixtures.ts';

test('プライバシーポリシーはログインなしで全文を読め、言語を切り替えられる', async ({ page }) => {
  await page.goto('/privacy_policy');
  await expect(page.getByRole('heading', { name: 'プライバシーポリシー' })).toBeVisible();
  await expect(page.getByText('第1条（個人情報）')).toBeVisible();
  // The contact article names the support address.
  await expect(page.getByText(/support@refcheck\.jp/).first()).toBeVisible();
  await expect(page.getByText('準備中')).toHaveCount(0);

  await page.getByTestId('language-switch').first().click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Article 1 (Personal Information)')).toBeVisible();
});

test('新規登録の利用規約は26条すべてを表示する', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: '利用規約を読む' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('第1条', { exact: false }).first()).toBeVisible();
  await expect(dialog.getByText('第26条', { exact: false }).first()).toBeAttached();
  await expect(dialog.getByText('年14.6%の割合による遅延損害金', { exact: false }).first()).toBeAttached();
});
