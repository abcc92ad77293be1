import { createTestCompany, expect, signInWith, test } from '../fixtures.ts';

const SLOW = { timeout: 30_000 };

test('メインアカウントがサブアカウントを編集者にすると、そのサブアカウントはテンプレート質問を追加できる', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const company = await createTestCompany(page.request, { state: 'active', withSubAccount: true });
  // The sub-account, HR staff by default, reads the templates only.
  const other = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const staff = await other.newPage();
  await signInWith(staff, company.staff!.email, company.staff!.phone);
  await staff.goto('/template_questions');
  await expect(staff.getByRole('heading', { name: 'テンプレート質問', level: 1 })).toBeVisible(SLOW);
  await expect(staff.getByRole('button', { name: 'テンプレートを追加' })).toBeDisabled();

  // The main account makes it an editor on /company/accounts.
  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/company/accounts');
  await expect(page.getByRole('heading', { name: 'アカウント管理', level: 1 })).toBeVisible(SLOW);
  await expect(
    page.getByText('編集者は候補者に加えてテンプレート質問も追加・編集・削除できます。', { exact: false }),
  ).toBeVisible();
  const select = page.getByTestId('sub-account-permission').first();
  await expect(select).toHaveValue('staff');
  await select.selectOption({ label: '編集者' });
  await expect(page.getByText('権限を変更しました')).toBeVisible();
  await expect(select).toHaveValue('editor');

  // The editor now adds a template (the server accepts it).
  await staff.reload();
  const add = staff.getByRole('button', { name: 'テンプレートを追加' });
  await expect(add).toBeEnabled(SLOW);
  await add.click();
  const dialog = staff.getByRole('dialog', { name: 'テンプレートを追加' });
  const name = `編集者のテンプレート ${Math.random().toString(36).slice(2, 6)}`;
  await dialog.getByLabel('テンプレートの名前').fill(name);
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText('テンプレートを追加しました')).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // Still no accounts, settings or plan for the editor.
  await staff.goto('/company/accounts');
  await expect(staff.getByRole('button', { name: 'アカウントを追加' })).toBeDisabled(SLOW);
  await expect(staff.getByTestId('sub-account-permission').first()).toBeDisabled();
  await staff.goto('/company/plan');
  await expect(staff).toHaveURL(/\/company$/, SLOW);
  await other.close();
});
