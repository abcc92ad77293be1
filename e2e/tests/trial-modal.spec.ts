import { createTestCompany, expect, signInWith, test } from '../fixtures.ts';

const SLOW = { timeout: 30_000 };

test('トライアル中の会社はヘッダーの残り日数からトライアルの説明を開き、カード登録へ進める', async ({
  page,
}) => {
  const company = await createTestCompany(page.request, { state: 'onTrial', withSubAccount: true });
  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/company');
  const badge = page.getByTestId('trial-days');
  await expect(badge).toBeVisible(SLOW);
  const days = /トライアル残り(\d+)日/.exec((await badge.textContent()) ?? '')?.[1];
  expect(Number(days)).toBeGreaterThanOrEqual(1);
  expect(Number(days)).toBeLessThanOrEqual(10);

  await badge.click();
  const modal = page.getByRole('dialog', { name: '無料トライアル' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(`無料トライアル期間は残り${days}日です`)).toBeVisible();
  await expect(
    modal.getByText(
      'トライアル期間の終了後も続けてご利用いただくには、クレジットカードの登録が必要です。期間が終了すると、カードを登録するまで一部の機能がご利用いただけません。',
    ),
  ).toBeVisible();
  // 「閉じる」 closes it; the main account's link leads to the card page.
  await modal.getByRole('button', { name: '閉じる' }).last().click();
  await expect(modal).toBeHidden();
  await badge.click();
  await expect(modal).toBeVisible();
  const link = modal.getByRole('link', { name: 'カードを登録する' });
  await expect(link).toHaveAttribute('href', '/config/card');
  await link.click();
  await expect(page).toHaveURL(/\/config\/card$/);
  await expect(modal).toBeHidden();

  // A sub-account reads the same text, without the link: the card is set from the main account.
  const staff = await page.context().browser()!.newContext({ locale: 'ja-JP' });
  const staffPage = await staff.newPage();
  await signInWith(staffPage, company.staff!.email, company.staff!.phone);
  await staffPage.goto('/company');
  await staffPage.getByTestId('trial-days').click();
  const staffModal = staffPage.getByRole('dialog', { name: '無料トライアル' });
  await expect(staffModal.getByText('メインアカウントから設定頂けます。')).toBeVisible(SLOW);
  await expect(staffModal.getByRole('link', { name: 'カードを登録する' })).toHaveCount(0);
  await staff.close();
});
