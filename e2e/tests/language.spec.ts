import { expect, test } from '../fixtures.ts';

test('言語の切り替えでレイアウトの文言が変わり、再読み込み後も保持される', async ({ page, asAccount }) => {
  await asAccount('owner');
  await page.goto('/company');
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();

  await page.getByTestId('language-switch').first().click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.getByTestId('language-switch').first().click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.getByTestId('language-switch').first().click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
});
