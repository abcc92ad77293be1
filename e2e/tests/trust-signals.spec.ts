import { expect, test } from '../fixtures.ts';

const SLOW = { timeout: 30_000 };

test('二人の推薦者が同じブラウザでリンクを開いたチェックは、ステータスとレポートになりすましリスク「高」と理由を表示し、確認済みにすると確認者と日付を表示する', async ({
  page,
  asAccount,
}) => {
  await asAccount('owner');
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `信頼 検証${tag}`;
  const seeded = (await (
    await page.request.post('/api/dev/reference-checks', {
      data: { talentName: name, referees: [{ name: `推薦 一郎${tag}` }, { name: `推薦 二郎${tag}` }] },
    })
  ).json()) as { companyId: string; talentId: string; referees: { token: string }[] };
  // Both referees' links opened in this one browser (its device cookie).
  for (const referee of seeded.referees) {
    const opened = await page.request.post('/api/referee-flow/session', {
      data: { company: seeded.companyId, talent: seeded.talentId, token: referee.token },
    });
    expect(opened.status(), await opened.text()).toBe(200);
  }

  // The candidate's status tab.
  await page.goto('/company');
  await page.getByRole('textbox', { name: '氏名・メールアドレスで検索' }).fill(name);
  await page.getByTestId('talent-list').getByText(name).first().click();
  await page.getByRole('tab', { name: 'ステータス' }).click();
  const panel = page.getByTestId('trust-signals');
  await expect(panel.getByTestId('risk-level')).toHaveText('なりすましリスク：高', SLOW);
  const signal = panel.getByTestId('risk-signal-sharedDevice');
  await expect(signal.getByText('複数の推薦者が同じ端末・ブラウザから回答しています。')).toBeVisible();
  await expect(signal.getByText(`対象：推薦 一郎${tag}、推薦 二郎${tag}`)).toBeVisible();
  await expect(
    signal.getByText(
      '考えられる理由：家族や同僚の端末を借りた、共用PCから回答した、などの可能性があります。',
    ),
  ).toBeVisible();
  await expect(panel.getByText('いずれも不正を示すものではありません。', { exact: false })).toBeVisible();

  // Marked reviewed with a note: an empty note is refused first, in Japanese.
  await signal.getByRole('button', { name: '確認済みにする' }).click();
  const dialog = page.getByRole('dialog', { name: '確認した内容を記録' });
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog.getByText('入力必須項目です')).toBeVisible();
  await dialog.getByRole('textbox', { name: '確認メモ' }).fill('推薦者本人に電話で確認しました');
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    signal.getByText(/^山田 花子が\d{4}年\d{2}月\d{2}日に確認済み：推薦者本人に電話で確認しました$/),
  ).toBeVisible(SLOW);

  // The report shows the same level and the review.
  await page.goto(`/company/talents/${seeded.talentId}/report`);
  const onReport = page.getByTestId('trust-signals');
  await expect(onReport.getByTestId('risk-level')).toHaveText('なりすましリスク：高', SLOW);
  await expect(onReport.getByText(/山田 花子が.*に確認済み/)).toBeVisible();
});
