import { expect, latestCode, test } from '../fixtures.ts';

test.describe('新規登録', () => {
  test('会社を登録し、電話番号をSMSで認証してダッシュボードに入る', async ({ page }) => {
    const email = `signup-${Date.now()}@example.test`;
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: '新規登録' })).toBeVisible();

    // Required fields and the password confirmation are checked before anything is sent.
    await page.getByRole('button', { name: '利用規約を読む' }).click();
    await expect(page.getByRole('dialog').getByText('利用規約', { exact: false }).first()).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).last().click();
    await page.getByLabel('利用規約に同意する').check();
    await page.getByLabel(/^パスワード\s*\*?$/).fill('secret-123');
    await page.getByLabel('パスワード（確認）').fill('secret-999');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('会社名を入力してください')).toBeVisible();
    await expect(page.getByText('お名前を入力してください')).toBeVisible();
    await expect(page.getByText('郵便番号を入力してください')).toBeVisible();
    await expect(page.getByText('ご住所を入力してください')).toBeVisible();

    await page.getByLabel('会社名').fill('株式会社イーツーイー');
    await page.getByLabel('お名前').fill('高橋 次郎');
    await page.getByLabel('郵便番号（ハイフンなし）').fill('1500001');
    await page.getByLabel(/^住所\s*\*?$/).fill('東京都渋谷区神宮前1-1-1');
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('入力内容をお確かめください')).toBeVisible();
    await expect(page.getByText('パスワードが一致しません').first()).toBeVisible();
    await page.getByLabel('パスワード（確認）').fill('secret-123');
    await page.getByLabel('スタンダードプラン').check();
    await page.getByRole('button', { name: '登録する' }).click();

    await expect(page).toHaveURL(/\/signup\/phone$/);
    await expect(page.getByRole('heading', { name: '電話番号の登録' })).toBeVisible();
    await page.getByLabel('携帯電話番号').fill('090-5555-1234');
    const since = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: '認証コードを送信' }).click();
    await expect(page.getByText('+819055551234 に送信した6桁の認証コードを入力してください。')).toBeVisible();
    // Back returns to the phone entry.
    await page.getByRole('button', { name: '電話番号を入力し直す' }).click();
    await expect(page.getByLabel('携帯電話番号')).toBeVisible();
    await page.getByRole('button', { name: '認証コードを送信' }).click();
    // Two codes were sent since `since`: only the second one is valid.
    const code = await latestCode(page.request, '+819055551234', since, 2);
    await page.getByLabel('認証コード').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '認証して登録' }).click();
    await expect(page.getByText('認証コードが違います')).toBeVisible();
    await page.getByLabel('認証コード').fill(code);
    await page.getByRole('button', { name: '認証して登録' }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByText('電話番号を登録しました')).toBeVisible();
    // A new company is reviewed first: the blocking modal states the review time.
    await expect(
      page
        .getByRole('dialog')
        .getByText('ただいまアカウントを審査しております。審査には30～60分ほどお時間をいただきます。'),
    ).toBeVisible();
  });

  test('登録済みのメールアドレスでは登録できない', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('会社名').fill('株式会社重複');
    await page.getByLabel('お名前').fill('重複 太郎');
    await page.getByLabel('郵便番号（ハイフンなし）').fill('1000005');
    await page.getByLabel(/^住所\s*\*?$/).fill('東京都千代田区丸の内1-1-1');
    await page.getByLabel('メールアドレス').fill('owner@acme.test');
    await page.getByLabel(/^パスワード\s*\*?$/).fill('secret-123');
    await page.getByLabel('パスワード（確認）').fill('secret-123');
    await expect(page.getByLabel('利用規約に同意する')).toBeDisabled();
    await expect(page.getByRole('button', { name: '登録する' })).toBeDisabled();
    await page.getByRole('button', { name: '利用規約を読む' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('利用規約に同意する').check();
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('すでに登録済みのメールアドレスです').first()).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
