import { createTestCompany, expect, signInWith, test } from '../fixtures.ts';

test('カード登録の利用規約の同意は、利用規約を一度開くまで選べない', async ({ page }) => {
  const company = await createTestCompany(page.request, { state: 'onTrial' });
  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/config/card');
  const agree = page.getByLabel('利用規約に同意する');
  await expect(agree).toBeVisible({ timeout: 30_000 });
  await expect(agree).toBeDisabled();
  await expect(page.getByText('利用規約をお読みいただくと同意できます')).toBeVisible();
  await page.getByRole('button', { name: '利用規約を読む' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('第1条', { exact: false }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(agree).toBeEnabled();
  await expect(page.getByText('利用規約をお読みいただくと同意できます')).toHaveCount(0);
  await agree.check();
  await expect(agree).toBeChecked();
});
