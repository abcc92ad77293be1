import type { Page } from '@playwright/test';
import { createTestCompany, DEMO_PASSWORD, expect, latestCode, signInWith, test } from '../fixtures.ts';

/** A mobile number of this run only (090 + 8 digits), as typed and in E.164. */
function freshPhone() {
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  return { national: `090${digits}`, e164: `+8190${digits}` };
}

async function openConfig(page: Page) {
  await page.goto('/config');
  await expect(page.getByRole('heading', { name: '個人設定' })).toBeVisible();
}

test.describe('個人設定と会社設定', () => {
  test('表示名と電話番号を変更し、新しい番号の認証コードでログインし直す', async ({ page }) => {
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInWith(page, company.owner.email, company.owner.phone);
    await openConfig(page);
    const profile = page.getByTestId('profile-card');

    // 表示名
    const nameForm = profile.getByRole('form', { name: '表示名' });
    await expect(nameForm.getByLabel('表示名')).toHaveValue('テスト 太郎');
    await nameForm.getByLabel('表示名').fill('プロフィール 次郎');
    await nameForm.getByRole('button', { name: '表示名を保存' }).click();
    await expect(page.getByText('更新に成功しました')).toBeVisible();
    await expect(page.getByTestId('display-name')).toHaveText('プロフィール 次郎');

    // 電話番号: 現在のパスワードが違うと送信されない
    const phone = freshPhone();
    const phoneForm = profile.getByRole('form', { name: 'ログイン用の携帯電話番号' });
    await phoneForm.getByLabel('新しい携帯電話番号').fill(phone.national);
    await phoneForm.getByLabel('パスワード（本人確認）').fill('wrong-password');
    await phoneForm.getByRole('button', { name: '認証コードを送信' }).click();
    await expect(phoneForm.getByText('現在のパスワードが違います')).toBeVisible();

    // 正しいパスワードで新しい番号に認証コードが届き、認証すると変更される
    await phoneForm.getByLabel('パスワード（本人確認）').fill(DEMO_PASSWORD);
    const since = new Date(Date.now() - 2000);
    await phoneForm.getByRole('button', { name: '認証コードを送信' }).click();
    await expect(
      profile.getByText(`${phone.e164} に送信した6桁の認証コードを入力してください。`),
    ).toBeVisible();
    const code = await latestCode(page.request, phone.e164, since);
    await profile.getByLabel('認証コード').fill(code);
    await profile.getByRole('button', { name: '認証して変更' }).click();
    await expect(page.getByText('電話番号を変更しました')).toBeVisible();
    // Shown the Japanese way (stored in E.164).
    await expect(profile.getByTestId('profile-phone')).toHaveText(
      `${phone.national.slice(0, 3)}-${phone.national.slice(3, 7)}-${phone.national.slice(7)}`,
    );

    // ログアウトして、新しい番号に届く認証コードでログインする
    await page.getByRole('button', { name: 'ログアウト' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('メールアドレス').fill(company.owner.email);
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    const signInSince = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'SMS認証' })).toBeVisible();
    const signInCode = await latestCode(page.request, phone.e164, signInSince);
    await page.getByLabel('認証コード').fill(signInCode);
    await page.getByRole('button', { name: '認証する' }).click();
    await expect(page).toHaveURL(/\/company/);
    await expect(page.getByTestId('display-name')).toHaveText('プロフィール 次郎');
  });

  test('会社名を変更するとヘッダーに表示され、サブアカウントには会社の項目が表示されない', async ({
    page,
    browser,
  }) => {
    const company = await createTestCompany(page.request, { state: 'active', withSubAccount: true });
    await signInWith(page, company.owner.email, company.owner.phone);
    await openConfig(page);
    const card = page.getByTestId('company-settings-card');
    await expect(card.getByLabel('会社名')).not.toHaveValue('');

    // 入力チェック: サインアップと同じメッセージ
    await card.getByLabel('郵便番号（ハイフンなし）').fill('150-0001');
    await card.getByRole('button', { name: '会社設定を保存' }).click();
    await expect(card.getByText('郵便番号はハイフンなしの半角数字7桁で入力してください')).toBeVisible();

    await card.getByLabel('会社名').fill('株式会社プロフィール商事');
    await card.getByLabel('郵便番号（ハイフンなし）').fill('1500001');
    await card.getByLabel('住所').fill('東京都渋谷区神宮前1-1-1');
    await card.getByRole('button', { name: '会社設定を保存' }).click();
    await expect(page.getByText('更新に成功しました')).toBeVisible();
    await expect(page.getByTestId('company-name')).toHaveText('株式会社プロフィール商事');
    await page.reload();
    await expect(page.getByTestId('company-settings-card').getByLabel('住所')).toHaveValue(
      '東京都渋谷区神宮前1-1-1',
    );

    // サブアカウント
    const context = await browser.newContext();
    const staffPage = await context.newPage();
    await signInWith(staffPage, company.staff!.email, company.staff!.phone);
    await openConfig(staffPage);
    const staffCard = staffPage.getByTestId('company-settings-card');
    await expect(staffCard.getByText('メインアカウントから設定頂けます。')).toBeVisible();
    await expect(staffCard.getByText('株式会社プロフィール商事')).toBeVisible();
    await expect(staffCard.getByLabel('郵便番号（ハイフンなし）')).toHaveCount(0);
    await expect(staffCard.getByLabel('住所')).toHaveCount(0);
    await context.close();
  });

  test('保存済みの会社設定が届くまで入力欄は使えず、届いた値が入る。入力した値は保存まで残る', async ({
    page,
  }) => {
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInWith(page, company.owner.email, company.owner.phone);
    // Hold the saved settings back, as a slow connection does.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/company/settings', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await openConfig(page);
    const card = page.getByTestId('company-settings-card');
    await expect(card.getByLabel('会社名')).toBeDisabled();
    await expect(card.getByLabel('住所')).toBeDisabled();
    await expect(card.getByRole('button', { name: '会社設定を保存' })).toBeDisabled();

    release();
    const name = card.getByLabel('会社名');
    await expect(name).toBeEnabled();
    const saved = await name.inputValue();
    expect(saved).not.toBe('');
    await name.fill('株式会社読み込み後商事');
    await expect(name).toHaveValue('株式会社読み込み後商事');
    await card.getByRole('button', { name: '会社設定を保存' }).click();
    await expect(page.getByText('更新に成功しました')).toBeVisible();
    await expect(name).toHaveValue('株式会社読み込み後商事');
    await expect(page.getByTestId('company-name')).toHaveText('株式会社読み込み後商事');
  });
});
