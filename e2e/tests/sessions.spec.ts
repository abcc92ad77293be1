/**
 * 「ログイン中の端末」 (issue 34 item 4): two browsers signed in to one account; the first sees both in 設定, ends the
 * other one's session, and the other browser is signed out. The main account ends a sub-account's sessions from the
 * sub-account list. A fresh company each time: ending sessions must not touch the demo accounts other tests use.
 */
import { axeFindings, describeFindings } from '../a11y.ts';
import { createTestCompany, expect, signInWith, test } from '../fixtures.ts';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('ログイン中の端末：もう一方のブラウザのログインを終了すると、そのブラウザはログアウトされる', async ({
  browser,
}) => {
  const setup = await browser.newContext();
  const company = await createTestCompany(setup.request, { state: 'active' });
  const pc = await browser.newContext();
  const phone = await browser.newContext({ userAgent: SAFARI_IPHONE, viewport: { width: 390, height: 844 } });
  await signInWith(pc, company.owner.email, company.owner.phone);
  await signInWith(phone, company.owner.email, company.owner.phone);

  const phonePage = await phone.newPage();
  await phonePage.goto('/config');
  await expect(phonePage.getByRole('heading', { name: 'ログイン中の端末' })).toBeVisible();

  const page = await pc.newPage();
  await page.goto('/config');
  const card = page.getByTestId('device-sessions-card');
  await expect(card.getByRole('heading', { name: 'ログイン中の端末' })).toBeVisible();
  const items = card.getByTestId('device-session');
  await expect(items).toHaveCount(2);
  const current = items.filter({ hasText: 'この端末' });
  await expect(current).toContainText('Chrome (');
  const other = items.filter({ hasText: 'Safari (iPhone)' });
  await expect(other).toContainText('場所: 不明');
  await expect(other).toContainText('IPアドレス: 127.0.0.1');
  await expect(other).not.toContainText('この端末');
  // The current session has no end button; the other one has, named after its device.
  await expect(current.getByRole('button')).toHaveCount(0);
  expect(describeFindings(await axeFindings(page, '/config sessions'))).toBe('');

  await other.getByRole('button', { name: /^Safari \(iPhone\)（最終操作 .+）をログアウト$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'この端末をログアウトさせますか？' });
  await expect(dialog).toContainText('Safari (iPhone)（IPアドレス 127.0.0.1）のログインを終了します。');
  expect(describeFindings(await axeFindings(page, '/config sessions dialog'))).toBe('');
  await dialog.getByRole('button', { name: 'ログアウト', exact: true }).click();
  await expect(page.getByText('ログアウトさせました。')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(card.getByText('ほかにログイン中の端末はありません。')).toBeVisible();

  // The other browser is signed out: its next page load lands on the sign-in page.
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/login/);
  await expect(phonePage.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  // This one goes on.
  await page.reload();
  await expect(card.getByRole('heading', { name: 'ログイン中の端末' })).toBeVisible();
  await Promise.all([setup.close(), pc.close(), phone.close()]);
});

test('メインアカウントがサブアカウント一覧からサブアカウントをすべての端末でログアウトさせる', async ({
  browser,
}) => {
  const setup = await browser.newContext();
  const company = await createTestCompany(setup.request, { state: 'active', withSubAccount: true });
  const owner = await browser.newContext();
  const staff = await browser.newContext();
  await signInWith(owner, company.owner.email, company.owner.phone);
  await signInWith(staff, company.staff!.email, company.staff!.phone);
  const staffPage = await staff.newPage();
  await staffPage.goto('/config');
  await expect(staffPage.getByRole('heading', { name: 'ログイン中の端末' })).toBeVisible();

  const page = await owner.newPage();
  await page.goto('/company/accounts');
  const row = page.getByRole('row').filter({ hasText: company.staff!.email });
  await row.getByRole('button', { name: 'メニュー' }).click();
  await page.getByRole('menuitem', { name: 'ログアウトさせる' }).click();
  const dialog = page.getByRole('dialog', { name: /さんをすべての端末からログアウトさせますか？$/ });
  await expect(dialog).toContainText('のログインをすべて終了します。');
  await dialog.getByRole('button', { name: 'ログアウトさせる' }).click();
  await expect(page.getByText('1件のログインを終了しました。')).toBeVisible();

  await staffPage.reload();
  await expect(staffPage).toHaveURL(/\/login/);
  await Promise.all([setup.close(), owner.close(), staff.close()]);
});
