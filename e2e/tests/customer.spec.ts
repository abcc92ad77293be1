import { fillCard } from '../card.ts';
import { createTestCompany, expect, type OutboxMessage, signInWith, test } from '../fixtures.ts';

/** The machine running the tests is shared and loaded: a page's first render may take long. */
const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

test.describe('クレジットカード登録', () => {
  test('トライアルの終わった会社が3-Dセキュアのカードを登録し、制限が解除される', async ({ page }) => {
    const company = await createTestCompany(page.request, { state: 'trialExpired' });
    await signInWith(page, company.owner.email, company.owner.phone);
    await page.goto('/company');
    const gate = page.getByRole('dialog', { name: 'クレジットカードが設定されていません' });
    await expect(gate).toBeVisible(SLOW);
    await gate.getByRole('link', { name: 'カードを登録する' }).click();
    await expect(page).toHaveURL(/\/config\/card$/);
    await expect(page.getByText('カードは登録されていません')).toBeVisible(SLOW);

    // The number is grouped with spaces as it is typed.
    await page.getByLabel('カード番号').fill('4000000000003220');
    await expect(page.getByLabel('カード番号')).toHaveValue('4000 0000 0000 3220');
    await fillCard(page, '4000000000003220');

    // The sandbox issuer's 3-D Secure page, then back to /config with the flag.
    await expect(page).toHaveURL(/\/sandbox-pay\/challenge\//, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: '3-D Secure 本人認証' })).toBeVisible();
    await page.getByRole('button', { name: '認証する' }).click();
    await expect(page).toHaveURL(/\/config\?card=CardRegistrationSuccessful/, { timeout: 20_000 });
    await expect(page.getByText('カードの登録に成功しました')).toBeVisible(SLOW);
    await expect(page.getByTestId('config-masked-card')).toHaveText('400000******3220');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/company');
    await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible(SLOW);
    await expect(page.getByRole('dialog', { name: 'クレジットカードが設定されていません' })).toHaveCount(0);
    await page.goto('/config/card');
    await expect(page.getByTestId('masked-card')).toHaveText('400000******3220', SLOW);
  });

  test('無効なカードは「入力されたカードが有効ではありません」と表示され、登録されない', async ({ page }) => {
    const company = await createTestCompany(page.request, { state: 'trialExpired' });
    await signInWith(page, company.owner.email, company.owner.phone);
    await page.goto('/config/card');
    await expect(page.getByText('カードは登録されていません')).toBeVisible(SLOW);
    await fillCard(page, '4000000000000002');
    await expect(page.getByTestId('card-error')).toHaveText('入力されたカードが有効ではありません', {
      timeout: 20_000,
    });
    await page.reload();
    await expect(page.getByText('カードは登録されていません')).toBeVisible(SLOW);
    await page.goto('/company');
    await expect(page.getByRole('dialog', { name: 'クレジットカードが設定されていません' })).toBeVisible(
      SLOW,
    );
  });

  test('サブアカウントにはメインアカウントから設定する旨が表示される', async ({ page }) => {
    const company = await createTestCompany(page.request, { state: 'active', withSubAccount: true });
    await signInWith(page, company.staff!.email, company.staff!.phone);
    await page.goto('/config/card');
    await expect(page.getByTestId('card-main-only')).toHaveText('メインアカウントから設定頂けます。', SLOW);
    await expect(page.getByLabel('カード番号')).toHaveCount(0);
  });
});

test('ライトプランの会社がスタンダードプランを申し込むと申込み中になり、運営にメールが届く', async ({
  page,
}) => {
  const company = await createTestCompany(page.request, { state: 'onTrial' });
  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/company/plan');
  await expect(page.getByTestId('plan-light').getByText('ご利用中')).toBeVisible(SLOW);
  await expect(page.getByTestId('plan-standard').getByText('22,000')).toBeVisible();
  await page.getByRole('button', { name: 'スタンダードプランに申し込む' }).click();
  const dialog = page.getByRole('dialog', { name: 'スタンダードプランへの申込み' });
  await dialog.getByRole('button', { name: '申し込む' }).click();
  const pending = page.getByTestId('plan-pending');
  await expect(pending.getByText('お申し込みありがとうございます')).toBeVisible(SLOW);
  await expect(
    pending.getByText(
      'ただいまお申し込み内容を確認しております。プランの変更が完了しましたらご連絡いたします。',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('plan-standard').getByText('申込み中')).toBeVisible();
  await expect(page.getByRole('button', { name: 'スタンダードプランに申し込む' })).toHaveCount(0);
  await expect(page.getByTestId('plan-status')).toHaveText('スタンダードプラン（申請中）');
  await expect
    .poll(async () => {
      const list = (await (
        await page.request.get('/api/dev/outbox?to=ops%40refcheck.test')
      ).json()) as OutboxMessage[];
      return list.filter(
        (m) => m.subject.includes('スタンダードプランのお申し込み') && m.text.includes(company.owner.email),
      ).length;
    }, SLOW)
    .toBe(1);
});

test('退会すると完了画面でログアウトされ、サブアカウントも使えず、3か月は再登録できない', async ({
  page,
  browser,
}) => {
  const company = await createTestCompany(page.request, { state: 'onTrial', withSubAccount: true });
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInWith(staff, company.staff!.email, company.staff!.phone);
  await staff.goto('/company');
  await expect(staff.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible(SLOW);

  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/withdrawal');
  await expect(page.getByLabel('メールアドレス')).toHaveValue(company.owner.email, SLOW);
  await page.getByRole('button', { name: '退会する' }).click();
  // The prefilled fields pass; the reasons and the details are required.
  await expect(page.getByText('少なくとも一つ選択してください')).toBeVisible();
  await expect(page.getByText('退会理由を具体的にご記載ください')).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toHaveValue(company.owner.email);
  await page.getByLabel('料金が高い').check();
  await page.getByLabel('その他').check();
  await page.getByLabel('退会理由の詳細').fill('採用計画が変わったため');
  await page.getByRole('button', { name: '退会する' }).click();
  // The sign-out request answers late, as on a slow connection: the login page opens all the same.
  let releaseSignOut!: () => void;
  const signOutHeld = new Promise<void>((resolve) => {
    releaseSignOut = resolve;
  });
  await page.route('**/api/auth/sign-out', async (route) => {
    await signOutHeld;
    await route.continue();
  });
  const confirm = page.getByRole('dialog', { name: '退会の確認' });
  await confirm.getByRole('button', { name: '退会する' }).click();

  await expect(page).toHaveURL(/\/withdrawal\/complete$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '退会手続きが完了しました' })).toBeVisible(SLOW);
  await page.getByRole('link', { name: 'ログイン画面へ' }).click();
  await expect(page).toHaveURL(/\/login/, SLOW);
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  releaseSignOut();

  // The sub-account's open session is gone.
  await staff.goto('/company');
  await expect(staff).toHaveURL(/\/login/, { timeout: 20_000 });
  await staffContext.close();

  // Signing in is refused.
  await page.getByLabel('メールアドレス').fill(company.owner.email);
  await page.getByLabel('パスワード').fill('refcheck-demo');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByText('アカウントが登録されていないか、権限がありません。')).toBeVisible();

  // Signing up again with the same email is refused for 3 months.
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: '新規登録' })).toBeVisible(SLOW);
  await page.getByLabel('会社名').fill('再登録株式会社');
  await page.getByLabel('お名前').fill('再登録 太郎');
  await page.getByLabel('郵便番号（ハイフンなし）').fill('1500001');
  await page.getByLabel(/^住所\s*\*?$/).fill('東京都渋谷区神宮前1-1-1');
  await page.getByLabel('メールアドレス').fill(company.owner.email);
  await page.getByLabel(/^パスワード\s*\*?$/).fill('secret-123');
  await page.getByLabel('パスワード（確認）').fill('secret-123');
  // The terms are read before they can be agreed to.
  await page.getByRole('button', { name: '利用規約を読む' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).last().click();
  await page.getByLabel('利用規約に同意する').check();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(
    page.getByText('退会後3ヶ月間は、同じメールアドレスで再度ご登録いただけません。').first(),
  ).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/signup$/);
});
