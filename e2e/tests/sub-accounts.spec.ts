import { expect, latestCode, latestMessage, test } from '../fixtures.ts';

test.describe('サブアカウント', () => {
  test('メインアカウントが追加し、招待メールからパスワードと電話番号を登録してログインする', async ({
    page,
    asAccount,
    browser,
  }) => {
    await asAccount('owner');
    await page.goto('/company/accounts');
    await expect(page.getByRole('heading', { name: 'アカウント管理' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'staff@acme.test' })).toBeVisible();

    const email = `sub-${Date.now()}@acme.test`;
    await page.getByRole('button', { name: 'アカウントを追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'アカウントを追加' }).click();
    await expect(dialog.getByText('氏名を入力してください')).toBeVisible();
    await expect(dialog.getByText('部署名を入力してください')).toBeVisible();
    await dialog.getByLabel('メールアドレス').fill('staff@acme.test');
    await dialog.getByLabel('氏名').fill('中村 五郎');
    await dialog.getByLabel('部署').fill('採用チーム');
    await dialog.getByRole('button', { name: 'アカウントを追加' }).click();
    await expect(
      dialog.getByText(
        'ご入力されたメールアドレスは既に使用されております。他のメールアドレスをご入力ください。',
      ),
    ).toBeVisible();
    const since = new Date(Date.now() - 2000);
    await dialog.getByLabel('メールアドレス').fill(email);
    await dialog.getByRole('button', { name: 'アカウントを追加' }).click();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(email) }).getByText('パスワード未設定'),
    ).toBeVisible();
    // No user yet: the switch cannot be used.
    await expect(page.getByRole('row', { name: new RegExp(email) }).getByRole('switch')).toBeDisabled();

    const mail = await latestMessage(page.request, email, since);
    const link = /https?:\/\/\S+\/signup\/sub_account\?company=[\w-]+&token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    const context = await browser.newContext();
    const invited = await context.newPage();
    const url = new URL(link!);
    await invited.goto(page.url().replace(/\/company\/accounts.*/, '') + url.pathname + url.search);
    await expect(invited.getByRole('heading', { name: 'アカウントの登録' })).toBeVisible();
    await expect(invited.getByLabel('メールアドレス')).toHaveValue(email);
    await invited.getByLabel(/^パスワード\s*\*?$/).fill('sub-pass-1');
    await invited.getByLabel('パスワード（確認）').fill('sub-pass-1');
    await invited.getByRole('button', { name: '登録する' }).click();
    await expect(invited).toHaveURL(/\/signup\/sub_account\/phone$/);
    await invited.getByLabel('携帯電話番号').fill('09066667777');
    const codeSince = new Date(Date.now() - 2000);
    await invited.getByRole('button', { name: '認証コードを送信' }).click();
    const code = await latestCode(invited.request, '+819066667777', codeSince);
    await invited.getByLabel('認証コード').fill(code);
    await invited.getByRole('button', { name: '認証して登録' }).click();
    await expect(invited).toHaveURL(/\/company$/);
    await context.close();

    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row.getByText('利用中')).toBeVisible();
    await row.getByRole('switch').click({ force: true });
    await expect(row.getByText('無効')).toBeVisible();

    await row.getByRole('button', { name: 'メニュー' }).click();
    await page.getByRole('menuitem', { name: '削除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    await expect(page.getByText('削除に成功しました')).toBeVisible();
    await expect(page.getByRole('cell', { name: email })).toHaveCount(0);
  });

  test('サブアカウントは一覧を見られるが操作できない', async ({ page, asAccount }) => {
    await asAccount('staff');
    await page.goto('/company/accounts');
    await expect(page.getByRole('cell', { name: 'staff@acme.test' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'アカウントを追加' })).toBeDisabled();
    const row = page.getByRole('row', { name: /staff@acme.test/ });
    await expect(row.getByRole('button', { name: 'メニュー', exact: true })).toBeDisabled();
    await expect(row.getByRole('switch')).toBeDisabled();
    await expect(page.getByText('メインアカウントから設定頂けます。')).toBeVisible();

    // The plan page is for the main account: not in the sidebar, and opening it goes to the dashboard.
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    await expect(nav.getByText('アカウント管理')).toBeVisible();
    await expect(nav.getByText('プラン', { exact: true })).toHaveCount(0);
    await page.goto('/company/plan');
    await expect(page).toHaveURL(/\/company$/);
  });
});
