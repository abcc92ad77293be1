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

test('運営者が管理者設定で決めたお問い合わせ先を、プライバシーポリシーとフッターが表示する', async ({
  page,
  browser,
  asAccount,
}) => {
  await asAccount('admin');
  const before = await (await page.request.get('/api/admin/contact')).json();
  try {
    await page.goto('/config');
    const card = page.getByTestId('support-contact-card');
    await expect(card.getByRole('heading', { name: 'お問い合わせ先' })).toBeVisible({ timeout: 30_000 });
    await card.getByLabel('サポート電話番号').fill('お電話ください');
    await card.getByRole('button', { name: '保存' }).click();
    await expect(card.getByText('電話番号の形式が無効です')).toBeVisible();
    await card.getByLabel('サポート電話番号').fill('0120-27-2727');
    await card.getByLabel('サポートメールアドレス').fill('help-e2e@refcheck.example');
    await card.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('更新に成功しました').first()).toBeVisible();

    // Anyone (signed out) reads the new contact in the policy, the footer and the 404 page.
    const visitor = await browser.newContext({ locale: 'ja-JP' });
    const policy = await visitor.newPage();
    await policy.goto('/privacy_policy');
    await expect(policy.getByRole('heading', { name: 'プライバシーポリシー' })).toBeVisible();
    await expect(policy.getByText(/0120-27-2727/).first()).toBeVisible();
    await expect(policy.getByText(/help-e2e@refcheck\.example/).first()).toBeVisible();
    await expect(policy.getByTestId('support-contact')).toHaveText(
      'お問い合わせ：help-e2e@refcheck.example／0120-27-2727',
    );
    await policy.goto('/404');
    await expect(policy.getByTestId('error-contact')).toHaveText(
      '解決しない場合は、お問い合わせ先（help-e2e@refcheck.example／0120-27-2727）までご連絡ください。',
    );
    await visitor.close();
  } finally {
    // Back to what it was, for the other tests of the shared server.
    await page.request.put('/api/admin/contact', { data: { phone: before.phone, mail: before.mail } });
  }
});
