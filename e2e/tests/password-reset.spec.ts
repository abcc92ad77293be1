import { expect, latestMessage, test } from '../fixtures.ts';

test.describe('パスワードの再設定', () => {
  test('ログイン画面からメールを依頼し、リンクから新しいパスワードを設定してログインできる', async ({
    page,
  }) => {
    // Its own account, so that the sessions the reset ends belong to no other test.
    const email = `reset-${Date.now()}@example.test`;
    const created = await page.request.post('/api/signup', {
      data: {
        companyName: '株式会社リセット',
        staffName: '再設 定子',
        zipcode: '1000005',
        address1: '東京都千代田区丸の内1-1-1',
        email,
        password: 'old-password',
        passwordConfirmation: 'old-password',
        selectedPlan: 'LIGHT',
        isAgreeToTerms: true,
      },
    });
    expect(created.status()).toBe(200);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('button', { name: 'パスワードをお忘れの方' }).click();
    const since = new Date(Date.now() - 2000);
    await page.getByRole('dialog').getByLabel('メールアドレス').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: '送信する' }).click();
    await expect(page.getByText('パスワード変更用のメールを送信しました。')).toBeVisible();

    const mail = await latestMessage(page.request, email, since);
    const link = /https?:\/\/\S+\/login\/reset_password\?code=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { name: 'パスワードの再設定' })).toBeVisible();
    await page.getByLabel(/^新しいパスワード\s*\*?$/).fill('abc');
    await page.getByLabel('新しいパスワード（確認）').fill('abc');
    await page.getByRole('button', { name: '再設定する' }).click();
    await expect(page.getByText('パスワードは6文字以上です')).toBeVisible();
    await page.getByLabel(/^新しいパスワード\s*\*?$/).fill('refcheck-demo');
    await page.getByLabel('新しいパスワード（確認）').fill('refcheck-demo');
    await page.getByRole('button', { name: '再設定する' }).click();
    await expect(page.getByText('パスワードの再設定に成功しました')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The context may hold cookies by now: better-auth checks the Origin of a cookie-carrying request, which a
    // browser sends and this API client must too (as signInByApi does).
    const login = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'refcheck-demo' },
      headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
    });
    expect(login.status(), await login.text()).toBe(200);
    await page.context().clearCookies();

    // The link works once.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel(/^新しいパスワード\s*\*?$/).fill('refcheck-demo');
    await page.getByLabel('新しいパスワード（確認）').fill('refcheck-demo');
    await page.getByRole('button', { name: '再設定する' }).click();
    await expect(page.getByText('リンクの有効期限が切れています')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('登録されていないメールアドレスでも同じ表示になる', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'パスワードをお忘れの方' }).click();
    await page.getByRole('dialog').getByLabel('メールアドレス').fill('nobody@nowhere.test');
    await page.getByRole('dialog').getByRole('button', { name: '送信する' }).click();
    await expect(page.getByText('パスワード変更用のメールを送信しました。')).toBeVisible();
  });
});
