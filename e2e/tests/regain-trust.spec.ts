import { expect, latestMessage, test } from '../fixtures.ts';

/** Tomorrow's date in Tokyo as the date input takes it (YYYY-MM-DD). */
const tomorrowInTokyo = () => new Date(Date.now() + 9 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);

test('the company asks for an explanation; the candidate answers on a phone; the report shows it live', async ({
  page,
  browser,
  asAccount,
}) => {
  await asAccount('owner');
  const seeded = await page.request.post('/api/dev/reference-checks', {
    data: {
      talentName: '説明 花子',
      talentEmail: 'regain-e2e@example.jp',
      answered: true,
      referees: [{ name: '推薦 一郎' }, { name: '推薦 二郎' }],
    },
  });
  expect(seeded.status()).toBe(200);
  const { talentId, referees } = await seeded.json();

  await page.goto(`/company/talents/${talentId}/report`);
  // The report renders every referee answer: on a loaded machine that takes a while.
  await expect(page.getByTestId('report-talent-name')).toHaveText('説明 花子', { timeout: 20_000 });
  const card = page.getByTestId('regain-trust-card');
  await expect(card.getByRole('heading', { name: '候補者への確認依頼' })).toBeVisible();
  // Nothing to ask and no deadline: the spec's message.
  await card.getByRole('button', { name: '確認依頼メールを送信' }).click();
  await expect(card.getByText('締切は必ず入力してください')).toBeVisible();

  // Answers are picked in the per-referee view, one click from the comparison (the report's first view).
  await page.getByRole('tab', { name: '推薦者ごとの回答' }).click();
  const referee = page.getByTestId(`report-referee-${referees[0].id}`);
  await referee.getByRole('checkbox', { name: '候補者に説明を求める' }).first().check();
  await expect(card.getByTestId('regain-trust-picked')).toHaveText('選択した回答：1件');
  await card.getByLabel('企業からの質問（任意）').fill('前職を短期間で退職された理由を教えてください。');
  await card.getByLabel('回答の締切').fill(tomorrowInTokyo());
  await card.getByRole('button', { name: '確認依頼メールを送信' }).click();
  const dialog = page.getByRole('dialog', { name: '確認依頼メールの送信' });
  await expect(dialog.getByText('本当に送信しますか?')).toBeVisible();
  await dialog.getByRole('button', { name: '送信' }).click();
  await expect(page.getByText('メールの送信に成功しました')).toBeVisible();
  await expect(card.getByTestId('regain-trust-state')).toHaveText('候補者の回答待ちです');
  await expect(card.getByTestId('regain-trust-state')).toBeDisabled();

  // The candidate opens the mailed link on a phone.
  const mail = await latestMessage(page.request, 'regain-e2e@example.jp');
  expect(mail.subject).toContain('ご確認のお願い');
  const link = /(http\S+\/regain_trust\/instruction\?\S+)/.exec(mail.text)![1]!;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
  const candidate = await phone.newPage();
  await candidate.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await expect(candidate).toHaveURL(/\/regain_trust\/instruction$/);
  await expect(candidate.getByRole('heading', { name: '追加のご説明のお願い' })).toBeVisible();
  await expect(candidate.getByText('2件のご説明をお願いしています')).toBeVisible();
  await candidate.getByRole('button', { name: '回答をはじめる' }).click();

  await expect(candidate.getByRole('heading', { name: 'ご説明の入力' })).toBeVisible();
  await expect(candidate.getByTestId('regain-trust-answer')).toHaveCount(1);
  await candidate.getByRole('button', { name: '確認画面へ進む' }).click();
  await expect(candidate.getByText('回答を入力してください')).toHaveCount(2);
  const boxes = candidate.getByRole('textbox', { name: 'あなたのご説明' });
  await boxes.nth(0).fill('当時は体調を崩しており、現在は回復しています。');
  await expect(candidate.getByTestId('save-state')).toHaveText('保存しました', { timeout: 15_000 });
  await boxes.nth(1).fill('より裁量のある環境で働きたいと考えたためです。');
  await candidate.getByRole('button', { name: '確認画面へ進む' }).click();

  await expect(candidate.getByRole('heading', { name: '入力内容の確認' })).toBeVisible();
  await expect(candidate.getByTestId('regain-trust-excuse').first()).toHaveText(
    '当時は体調を崩しており、現在は回復しています。',
  );
  await candidate.getByRole('button', { name: '送信する' }).click();
  await expect(candidate.getByText('回答の送信に成功しました。')).toBeVisible();
  await expect(candidate.getByRole('heading', { name: 'ご回答ありがとうございました' })).toBeVisible();
  await phone.close();

  // The report, still open, turns to 回答済み and shows the explanations without a reload.
  await expect(card.getByTestId('regain-trust-state')).toHaveText('回答済み', { timeout: 20_000 });
  await expect(page.getByText('当時は体調を崩しており、現在は回復しています。')).toBeVisible();
  await expect(card.getByText('より裁量のある環境で働きたいと考えたためです。')).toBeVisible();
});
