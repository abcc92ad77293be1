import { expect, signInByApi, test } from '../fixtures.ts';

test('メインアカウントが回答とレポートの保存期間を24か月に変更し、再読み込み後も保存されている', async ({
  page,
}) => {
  await signInByApi(page, 'owner');
  await page.goto('/config');
  const card = page.getByTestId('retention-card');
  await expect(card.getByRole('heading', { name: 'データの保存期間' })).toBeVisible();
  await expect(card.getByText('完了から指定した月数が過ぎると')).toBeVisible();
  const months = card.getByRole('textbox', { name: '回答とレポートの保存期間（か月）' });
  await expect(months).toHaveValue('12');

  // Outside 6–36: the same schema as the server refuses it on the page.
  await months.fill('37');
  await card.getByRole('button', { name: '保存期間を保存' }).click();
  await expect(card.getByText('保存期間は6〜36か月の整数で指定してください')).toBeVisible();

  await months.fill('24');
  await card.getByRole('button', { name: '保存期間を保存' }).click();
  await expect(page.getByText('データの保存期間を保存しました')).toBeVisible();

  await page.reload();
  await expect(
    page.getByTestId('retention-card').getByRole('textbox', { name: '回答とレポートの保存期間（か月）' }),
  ).toHaveValue('24');

  // Leave the demo company as it was for the other tests.
  const reset = await page.request.put('/api/company/retention', { data: { months: 12 } });
  expect(reset.status()).toBe(200);
});
