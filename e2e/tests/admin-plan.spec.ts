import { planPagePrices } from '../../packages/domain/src/billing/pricing.ts';
import { TRIAL_DAYS } from '../../packages/domain/src/rules/constants.ts';
import { expect, test } from '../fixtures.ts';

const yen = (n: number) => n.toLocaleString('ja-JP');

test('運営者のプラン説明ページは、ドメインの料金（税込）と契約条件を表示する', async ({
  page,
  asAccount,
}) => {
  await asAccount('admin');
  await page.goto('/admin/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'プラン説明' })).toBeVisible({ timeout: 30_000 });
  const p = planPagePrices();
  // The figures of the spec, as the domain derives them from its tax-excluded constants.
  expect(p).toEqual({
    basePerMonth: 11_000,
    perHrAccount: 880,
    riskOptionPerMonth: 11_000,
    newspaperSearchFee: expect.any(Number),
    webSearchFee: expect.any(Number),
  });

  const light = page.getByTestId('plan-light');
  await expect(light.getByRole('heading', { name: 'ライトプラン' })).toBeVisible();
  await expect(light).toContainText(`${yen(p.basePerMonth)}円／月`);
  await expect(light).toContainText(
    `人事アカウント（サブアカウント）追加1アカウントあたり ${yen(p.perHrAccount)}円／月`,
  );

  const standard = page.getByTestId('plan-standard');
  await expect(standard.getByRole('heading', { name: 'スタンダードプラン' })).toBeVisible();
  await expect(standard).toContainText(`${yen(p.basePerMonth + p.riskOptionPerMonth)}円／月`);
  await expect(standard).toContainText(`リスクチェックオプション${yen(p.riskOptionPerMonth)}円／月`);
  await expect(standard).toContainText(`新聞記事検索1検索あたり ${yen(p.newspaperSearchFee)}円`);
  await expect(standard).toContainText(`Web記事検索1検索あたり ${yen(p.webSearchFee)}円`);
  await expect(standard).toContainText(`1アカウントあたり ${yen(p.perHrAccount)}円／月`);

  await expect(page.getByText(`無料トライアル：登録から${TRIAL_DAYS}日間`)).toBeVisible();
  await expect(
    page.getByText(
      'カード払いは最低1か月、請求書払いは最低3か月のご契約です。日割り計算はありません（月の途中でも1か月分を請求します）。退会後3か月間は再登録できません。',
    ),
  ).toBeVisible();
});
