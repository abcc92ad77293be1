import type { APIRequestContext, APIResponse } from '@playwright/test';
import { botCheckHeader, expect, latestMessage, test } from '../fixtures.ts';
import { CARD_PNG } from '../referee.ts';

const SLOW = { timeout: 30_000 };

interface Seeded {
  companyId: string;
  talentId: string;
  talentLink: string;
  referees: { token: string }[];
}

/** A check of the owner's company with two referees 推薦 一郎… and 推薦 二郎… (a random tag keeps runs apart). */
async function seedTwoReferees(request: APIRequestContext, namePrefix: string) {
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `${namePrefix}${tag}`;
  const response = await request.post('/api/dev/reference-checks', {
    data: { talentName: name, referees: [{ name: `推薦 一郎${tag}` }, { name: `推薦 二郎${tag}` }] },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { tag, name, seeded: (await response.json()) as Seeded };
}

test('二人の推薦者が同じブラウザでリンクを開いたチェックは、ステータスとレポートになりすましリスク「高」と理由を表示し、確認済みにすると確認者と日付を表示する', async ({
  page,
  asAccount,
}) => {
  await asAccount('owner');
  const { tag, name, seeded } = await seedTwoReferees(page.request, '信頼 検証');
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

const copiedText =
  '営業部の課長として毎期の予算を必ず達成し、部下の育成にも熱心でした。取引先からの信頼も厚く、難しい交渉を任されることが多かったです。';

/**
 * A referee's whole flow through the API from one browser (its cookie jar, so its device cookie): the link, the
 * consent, the bot check and the phone code from the dev outbox, the identification image, every answer (written ones `text`), completion.
 */
async function answerAs(request: APIRequestContext, seeded: Seeded, index: number, text: string) {
  const ok = async (response: Promise<APIResponse>) => {
    const r = await response;
    expect(r.status(), await r.text()).toBe(200);
    return r;
  };
  await ok(
    request.post('/api/referee-flow/session', {
      data: { company: seeded.companyId, talent: seeded.talentId, token: seeded.referees[index]!.token },
    }),
  );
  await ok(request.post('/api/referee-flow/consent', { data: {} }));
  const phone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  // The phone step is behind the proof-of-work bot check, solved here as the page solves it.
  await ok(
    request.post('/api/referee-flow/phone', {
      data: { countryCode: '+81', phoneNumber: phone },
      headers: await botCheckHeader(request),
    }),
  );
  const sms = await latestMessage(request, `+81${phone.slice(1)}`);
  await ok(request.post('/api/referee-flow/phone/verify', { data: { code: /(\d{6})/.exec(sms.text)![1] } }));
  await ok(
    request.post('/api/referee-flow/identification', {
      data: CARD_PNG,
      headers: { 'content-type': 'image/png' },
    }),
  );
  const me = (await (await ok(request.get('/api/referee-flow/me'))).json()) as {
    questions: { key: string; kind: string }[];
  };
  for (const q of me.questions) {
    await ok(
      request.put(`/api/referee-flow/answers/${q.key}`, {
        data: q.kind === 'description' ? { text } : { level: 4 },
      }),
    );
  }
  await ok(request.post('/api/referee-flow/complete'));
}

test('二人目の推薦者が候補者のブラウザから一人目と同じ文章で回答すると、ステータスとレポートになりすましリスク「高」とその理由が表示される', async ({
  page,
  browser,
  asAccount,
}) => {
  await asAccount('owner');
  const { tag, name, seeded } = await seedTwoReferees(page.request, '同一 端末');

  // The candidate opens their link in their own browser; the first referee answers in another one.
  const baseURL = test.info().project.use.baseURL;
  const candidateBrowser = await browser.newContext({ baseURL });
  const candidatePage = await candidateBrowser.newPage();
  await candidatePage.goto(seeded.talentLink);
  // The link is exchanged (the device recorded) once the token has left the address bar.
  await expect(candidatePage).toHaveURL(/\/talent(\/[a-z_-]+)?$/, SLOW);
  await expect(candidatePage.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  const firstReferee = await browser.newContext({ baseURL });
  await answerAs(firstReferee.request, seeded, 0, copiedText);
  // The second referee answers from the candidate's browser, with the first referee's text.
  await answerAs(candidatePage.request, seeded, 1, copiedText);
  await firstReferee.close();
  await candidateBrowser.close();

  await page.goto('/company');
  await page.getByRole('textbox', { name: '氏名・メールアドレスで検索' }).fill(name);
  await page.getByTestId('talent-list').getByText(name).first().click();
  await page.getByRole('tab', { name: 'ステータス' }).click();
  const panel = page.getByTestId('trust-signals');
  await expect(panel.getByTestId('risk-level')).toHaveText('なりすましリスク：高', SLOW);
  const device = panel.getByTestId('risk-signal-sharedDevice');
  await expect(device.getByText('推薦者が候補者と同じ端末・ブラウザから回答しています。')).toBeVisible();
  await expect(device.getByText(`対象：推薦 二郎${tag}`)).toBeVisible();
  const text = panel.getByTestId('risk-signal-similarText');
  await expect(text.getByText('複数の推薦者の自由記述の回答がよく似ています。')).toBeVisible();
  await expect(text.getByText(`対象：推薦 一郎${tag}、推薦 二郎${tag}`)).toBeVisible();

  // The report says the same.
  await page.goto(`/company/talents/${seeded.talentId}/report`);
  const onReport = page.getByTestId('trust-signals');
  await expect(onReport.getByTestId('risk-level')).toHaveText('なりすましリスク：高', SLOW);
  await expect(
    onReport
      .getByTestId('risk-signal-sharedDevice')
      .getByText('推薦者が候補者と同じ端末・ブラウザから回答しています。'),
  ).toBeVisible();
  await expect(
    onReport
      .getByTestId('risk-signal-similarText')
      .getByText('複数の推薦者の自由記述の回答がよく似ています。'),
  ).toBeVisible();
});
