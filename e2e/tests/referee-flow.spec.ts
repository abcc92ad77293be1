import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { defaultQuestions } from '@refcheck/domain/questions/index';
import { evaluateSelections } from '@refcheck/domain/rules/scoring';
import { expect, latestMessage, signInByApi, test } from '../fixtures.ts';
import { openExpecting404 } from '../navigation.ts';
import { CARD_PNG, randomPhone, toE164 } from '../referee.ts';

interface Registered {
  talentId: string;
  referees: { name: string; email: string; link: string }[];
}

/**
 * The owner registers and invites a candidate; the candidate (through the candidate flow's API — its pages have
 * their own test) consents and registers the referees; each referee's link is read from the request mail.
 */
async function registerCheck(
  newContext: () => Promise<APIRequestContext>,
  referees: { name: string; language: 'jp' | 'en' | 'cn' }[],
): Promise<Registered> {
  const owner = await newContext();
  await signInByApi({ request: owner }, 'owner');
  const tag = Math.random().toString(36).slice(2, 8);
  const created = await owner.post('/api/talents', {
    data: {
      name: '候補 次郎',
      email: `jiro-${tag}@example.jp`,
      countryCode: '+81',
      phoneNumber: '09011112222',
      language: 'jp',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      rank: 'fulltime',
      selectionQuestion: true,
      refereeBreakdown: [
        { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
        { relationship: 'colleague', timeWorkingTogether: 'previousJob', numberOfPeople: 1 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const talentId = (await created.json()).id as string;
  expect((await owner.post(`/api/talents/${talentId}/invitation`)).ok()).toBe(true);
  const invitation = await latestMessage(owner, `jiro-${tag}@example.jp`);
  const invited = new URL(/https?:\/\/\S+\/talent\/instruction\S*/.exec(invitation.text)![0]);

  const candidate = await newContext();
  const session = await candidate.post('/api/talent-flow/session', {
    data: { company: invited.searchParams.get('company'), token: invited.searchParams.get('token') },
  });
  expect(session.status(), await session.text()).toBe(200);
  expect((await candidate.post('/api/talent-flow/consent')).ok()).toBe(true);
  const people = referees.map((r, i) => ({
    name: r.name,
    email: `referee${i + 1}-${tag}@corp.example.jp`,
    belongs: { company: '株式会社サンプル', title: i === 0 ? '営業部長' : '営業課長' },
    relationship: i === 0 ? 'directSupervisor' : 'colleague',
    timeWorkingTogether: i === 0 ? 'currentJub' : 'previousJob',
    timeToBeginWorkingTogether: '2020-04',
    workingTogether: i === 0,
    ...(i === 0 ? {} : { timeToEndWorkingTogether: '2023-03' }),
    jobCategory: { major: 'sales', minor: 'corporateSales' },
    language: r.language,
  }));
  const saved = await candidate.put('/api/talent-flow/referees', { data: { referees: people } });
  expect(saved.status(), await saved.text()).toBe(200);
  await candidate.dispose();

  const withLinks = [];
  for (const person of people) {
    const mail = await latestMessage(owner, person.email);
    // The request comes in the referee's language.
    expect(mail.subject).toBe(
      person.language === 'cn'
        ? '【株式会社アクメ】关于候補 次郎背景调查的协助请求'
        : '【株式会社アクメ】候補 次郎様のリファレンスチェックご協力のお願い',
    );
    expect(mail.text).toContain(person.language === 'cn' ? `${person.name} 您好` : `${person.name}様`);
    withLinks.push({ ...person, link: /https?:\/\/\S+\/referee\?\S+/.exec(mail.text)![0] });
  }
  await owner.dispose();
  return { talentId, referees: withLinks };
}

const descriptions = () => page$.locator('textarea:not([aria-hidden])');
let page$: Page;

async function answerAsReferee(
  page: Page,
  link: string,
  options: {
    texts: { next: string; send: string; verify: string; submit: string; saved: string; wrongCode: string };
    level: number;
    wrongCodeFirst?: boolean;
    reloadHalfway?: boolean;
  },
) {
  page$ = page;
  const { texts } = options;
  await page.goto(link);
  await expect(page).toHaveURL(/\/referee\/instruction$/); // the token left the address bar
  const next = page.getByTestId('referee-next');
  await expect(next).toBeDisabled();
  await page.getByTestId('referee-consent').click();
  await expect(next).toBeEnabled();
  const box = await next.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await next.click();

  await expect(page).toHaveURL(/\/referee\/authentication$/);
  const phone = randomPhone();
  await page.getByTestId('referee-phone').fill(phone);
  await page.getByTestId('referee-send-code').click();
  const sms = await latestMessage(page.request, toE164(phone));
  const code = /(\d{6})/.exec(sms.text)![1]!;
  if (options.wrongCodeFirst) {
    await page.getByTestId('referee-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('referee-verify').click();
    await expect(page.getByText(texts.wrongCode)).toBeVisible();
  }
  await page.getByTestId('referee-code').fill(code);
  await page.getByTestId('referee-verify').click();

  await expect(page).toHaveURL(/\/referee\/answer\/descriptions$/);
  await expect(descriptions().first()).toBeVisible();
  const count = await descriptions().count();
  expect(count).toBe(8);
  for (let i = 0; i < count; i++) {
    await descriptions()
      .nth(i)
      .fill(`誠実に業務に取り組んでいました（${i + 1}）`);
    await descriptions().nth(i).blur();
    if (options.reloadHalfway && i === 3) {
      await expect(page.getByTestId('referee-save-state')).toHaveText(texts.saved);
      await page.reload();
      await expect(descriptions().nth(3)).toHaveValue('誠実に業務に取り組んでいました（4）');
      await expect(descriptions().nth(0)).toHaveValue('誠実に業務に取り組んでいました（1）');
    }
  }
  await expect(page.getByTestId('referee-save-state')).toHaveText(texts.saved);
  await page.getByTestId('referee-next').click();

  await expect(page).toHaveURL(/\/referee\/answer\/selections$/);
  const groups = page.getByRole('radiogroup');
  // Waits for the selections page itself: the descriptions page it replaces has a radio group of its own (the
  // relationship check), which a count taken at once could catch.
  await expect(groups).toHaveCount(16);
  const groupCount = await groups.count();
  for (let i = 0; i < groupCount; i++) {
    await groups.nth(i).locator(`[data-level="${options.level}"]`).click();
  }
  await expect(page.getByTestId('referee-save-state')).toHaveText(texts.saved);
  await page.getByTestId('referee-next').click();

  await expect(page).toHaveURL(/\/referee\/identification$/);
  await expect(page.getByTestId('referee-next')).toBeDisabled();
  await page
    .getByTestId('referee-file')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: CARD_PNG });
  await page.getByTestId('referee-next').click();

  await expect(page).toHaveURL(/\/referee\/complete$/);
  await page.getByTestId('referee-submit').click();
  await expect(page.getByTestId('referee-done')).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 } });

test('候補者が登録した二人の推薦者がメールのリンクから回答を完了し、レポートにドメインの規則どおりの評価が表示される', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const seeded = await registerCheck(
    () => playwright.request.newContext({ baseURL }),
    [
      { name: '推薦 一郎', language: 'jp' },
      { name: '王 小明', language: 'cn' },
    ],
  );

  await answerAsReferee(page, seeded.referees[0]!.link, {
    texts: {
      next: '同意して次へ',
      send: '認証コードを送信',
      verify: '認証する',
      submit: '回答を送信する',
      saved: '保存しました',
      wrongCode: '認証コードが違います',
    },
    level: 4,
    wrongCodeFirst: true,
    reloadHalfway: true,
  });
  await expect(page.getByText('ご協力いただき、誠にありがとうございました。')).toBeVisible();
  // The interest prompt checks the address with the spec's message, then thanks.
  await page.getByLabel('メールアドレス').fill('not-an-address');
  await page.getByRole('button', { name: '資料を請求する' }).click();
  await expect(page.getByText('無効なメールアドレスです。')).toBeVisible();
  await page.getByLabel('メールアドレス').fill('referee-interested@example.jp');
  await page.getByRole('button', { name: '資料を請求する' }).click();
  await expect(page.getByText('ありがとうございます。担当者よりご連絡いたします。')).toBeVisible();
  // Leaving the complete page is blocked once completed.
  await page.goBack();
  await expect(page).toHaveURL(/\/referee\/complete$/);
  await expect(page.getByTestId('referee-done')).toBeVisible();

  // The second referee, on another phone, answers in Chinese (the referee's language).
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const cnPage = await other.newPage();
  await answerAsReferee(cnPage, seeded.referees[1]!.link, {
    texts: {
      next: '同意并继续',
      send: '发送验证码',
      verify: '认证',
      submit: '提交回答',
      saved: '已保存',
      wrongCode: '验证码错误',
    },
    level: 5,
  });
  await expect(cnPage.getByText('非常感谢您的协助。')).toBeVisible();
  await other.close();

  // Opening the link again shows the finished state.
  await page.goto(seeded.referees[0]!.link);
  await expect(page.getByTestId('referee-finished')).toBeVisible();

  const selections = defaultQuestions('fulltime').selections;
  const all = (level: number) => Object.fromEntries(selections.map((q) => [q.key, level]));
  const expected = evaluateSelections({
    selectionQuestion: true,
    questions: selections,
    answers: [all(4), all(5)],
  });

  await signInByApi(page, 'owner');
  const report = await page.request.get(`/api/company/talents/${seeded.talentId}/report`);
  expect(report.status()).toBe(200);
  const body = await report.json();
  expect(body.totalGrade).toBe(expected.totalGrade);
  expect(body.reportStatus).toBe('done');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/company/talents/${seeded.talentId}/report`);
  await expect(page.getByTestId('report-talent-name')).toHaveText('候補 次郎');
  await expect(page.getByTestId('report-total-grade')).toHaveText(expected.totalGrade);
  for (const [category, value] of Object.entries(expected.categories)) {
    await expect(page.getByTestId(`report-grade-${category}`)).toHaveText(value.grade);
  }
  await expect(page.getByTestId('report-status')).toHaveText('回答完了');
  // The per-referee answers are one click from the comparison, the report's first view.
  await page.getByRole('tab', { name: '推薦者ごとの回答' }).click();
  await expect(page.getByText('王 小明様の回答')).toBeVisible();

  // The PDF downloads; its text holds the candidate's name and the grades.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('report-pdf').click(),
  ]);
  const file = await download.path();
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('候補 次郎');
  expect(text).toContain(expected.totalGrade);
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Page size:\s+841\.89 x 1190\.55/);

  // The dashboard: the candidate answered, both referee rows green.
  await page.goto('/company');
  // The list loads a page at a time: find the candidate by search (other tests add candidates meanwhile).
  await page.getByRole('textbox', { name: '氏名・メールアドレスで検索' }).fill('候補 次郎');
  await page.getByTestId('talent-list').getByText('候補 次郎').first().click();
  await expect(page.getByTestId('talent-status')).toHaveText('回答完了');
  const rows = page.getByTestId('referee-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  for (const i of [0, 1]) await expect(rows.nth(i)).toHaveAttribute('data-color', 'green');
});

test('リンクが無効なら 404 へ移動する', async ({ page }) => {
  await openExpecting404(page, '/referee?company=00000000-0000-0000-0000-000000000000&talent=x&token=bad');
});
