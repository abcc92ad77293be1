import type { APIRequestContext, Page } from '@playwright/test';
import { describeFindings, scanBothWidths } from '../a11y.ts';
import { expect, latestMessage, test } from '../fixtures.ts';
import { CARD_PNG, randomPhone } from '../referee.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

/** The owner makes a template with one added description question, in jp and en, through the dialog. */
async function createTemplate(page: Page, name: string, jp: string, en: string) {
  await page.goto('/template_questions');
  await expect(page.getByRole('heading', { name: 'テンプレート質問', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'テンプレートを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'テンプレートを追加' });
  await expect(dialog).toBeVisible();
  // It starts from the default set of the type: 8 written questions, 16 multiple-choice ones for 正社員.
  await expect(dialog.getByText('標準', { exact: true })).toHaveCount(24);

  await dialog.getByRole('button', { name: '質問を追加' }).first().click();
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog.getByText('テンプレートの名前を入力してください')).toBeVisible();
  await expect(dialog.getByText('質問が入力されていません')).toBeVisible();
  await expect(page.getByText('入力に不備がございます')).toBeVisible();

  await dialog.getByLabel('テンプレートの名前').fill(name);
  await dialog.getByLabel('追加の質問').fill(jp);
  await dialog.getByText('英語', { exact: true }).click();
  await expect(dialog.getByLabel('追加の質問')).toHaveValue('');
  await dialog.getByLabel('追加の質問').fill(en);
  await dialog.getByText('日本語', { exact: true }).click();
  await expect(dialog.getByLabel('追加の質問')).toHaveValue(jp);
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('テンプレートを追加しました')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('記述式 9問・選択式 16問');
}

/** The owner adds a candidate with the template through the add-candidate dialog; returns its email. */
async function addCandidateWithTemplate(page: Page, name: string, template: string, question: string) {
  const email = `tpl-${unique()}@example.jp`;
  await page.goto('/company');
  await page.getByRole('button', { name: '候補者を追加' }).click();
  const dialog = page.getByRole('dialog', { name: '候補者の追加' });
  await dialog.getByLabel('氏名').fill(name);
  await dialog.getByLabel('メールアドレス').fill(email);
  await dialog.getByLabel('電話番号').fill('09011112222');
  const row = dialog.getByTestId('breakdown-row').nth(0);
  await row.getByRole('combobox', { name: '関係性' }).click();
  await page.getByRole('option', { name: '直属の上司' }).click();
  await row.getByRole('combobox', { name: '一緒に働いていた時期' }).click();
  await page.getByRole('option', { name: '現職' }).click();
  await dialog.getByRole('combobox', { name: '質問テンプレート' }).click();
  await page.getByRole('option', { name: new RegExp(template) }).click();
  await expect(dialog.getByTestId('template-questions')).toContainText(question);
  await dialog.getByRole('button', { name: '追加する' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('talent-detail').getByRole('heading', { name })).toBeVisible();
  return email;
}

/** The candidate (through its API; its pages have their own test) registers one referee; returns the link. */
async function registerReferee(
  owner: APIRequestContext,
  candidate: APIRequestContext,
  talentId: string,
  email: string,
) {
  expect((await owner.post(`/api/talents/${talentId}/invitation`)).ok()).toBe(true);
  const invited = new URL(
    /https?:\/\/\S+\/talent\/instruction\S*/.exec((await latestMessage(owner, email)).text)![0],
  );
  const session = await candidate.post('/api/talent-flow/session', {
    data: { company: invited.searchParams.get('company'), token: invited.searchParams.get('token') },
  });
  expect(session.status(), await session.text()).toBe(200);
  expect((await candidate.post('/api/talent-flow/consent')).ok()).toBe(true);
  const refereeEmail = `tpl-referee-${unique()}@corp.example.jp`;
  const saved = await candidate.put('/api/talent-flow/referees', {
    data: {
      referees: [
        {
          name: '推薦 花子',
          email: refereeEmail,
          belongs: { company: '株式会社サンプル', title: '営業部長' },
          relationship: 'directSupervisor',
          timeWorkingTogether: 'currentJub',
          timeToBeginWorkingTogether: '2020-04',
          workingTogether: true,
          jobCategory: { major: 'sales', minor: 'corporateSales' },
          language: 'jp',
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return /https?:\/\/\S+\/referee\?\S+/.exec((await latestMessage(owner, refereeEmail)).text)![0];
}

test('会社が追加の質問を入れたテンプレートを作って候補者に使うと、推薦者にその質問が出て、レポートに回答が載る', async ({
  page,
  asAccount,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await asAccount('owner');
  const tag = unique();
  const template = `営業職テンプレート ${tag}`;
  const question = `前職で最も大きな成果は何でしたか？（${tag}）`;
  await createTemplate(page, template, question, `What was their greatest achievement? (${tag})`);

  const name = `候補 ${tag}`;
  const email = await addCandidateWithTemplate(page, name, template, question);
  const talents = await page.request.get(`/api/talents?search=${encodeURIComponent(email)}`);
  const talentId = (await talents.json()).items[0].id as string;
  const detail = await (await page.request.get(`/api/talents/${talentId}`)).json();
  const added = detail.questions.find((q: { texts: { jp: string } }) => q.texts.jp === question);
  expect(added.texts.en).toBe(`What was their greatest achievement? (${tag})`);

  const candidate = await playwright.request.newContext({ baseURL });
  const link = await registerReferee(page.request, candidate, talentId, email);
  await candidate.dispose();

  // The referee, on a phone, sees the added question among the written ones and answers everything.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
  const referee = await phone.newPage();
  await referee.goto(link);
  // The instructions (and the written answers page) tell the referee what not to write (職業安定法).
  await expect(referee.getByTestId('referee-fair-hiring-note')).toHaveText(
    '候補者の本籍・出生地、家族、思想・信条、宗教、支持政党、労働組合、健康状態などの事項は記入しないでください。',
  );
  await referee.getByTestId('referee-consent').click();
  await referee.getByTestId('referee-next').click();
  const number = randomPhone();
  await referee.getByTestId('referee-phone').fill(number);
  await referee.getByTestId('referee-send-code').click();
  const sms = await latestMessage(referee.request, `+81${number.slice(1)}`);
  await referee.getByTestId('referee-code').fill(/(\d{6})/.exec(sms.text)![1]!);
  await referee.getByTestId('referee-verify').click();
  await expect(referee).toHaveURL(/\/referee\/answer\/descriptions$/);
  await expect(referee.getByText(question)).toBeVisible();
  await expect(referee.getByTestId('referee-fair-hiring-note')).toHaveText(
    '候補者の本籍・出生地、家族、思想・信条、宗教、支持政党、労働組合、健康状態などの事項は記入しないでください。',
  );
  const boxes = referee.locator('textarea:not([aria-hidden])');
  await expect(boxes).toHaveCount(9);
  const answer = `チームの売上を前年比150％に伸ばしました（${tag}）`;
  for (let i = 0; i < 9; i++) {
    await boxes.nth(i).fill(i === 8 ? answer : `誠実に取り組んでいました（${i + 1}）`);
    await boxes.nth(i).blur();
  }
  await expect(referee.getByTestId('referee-save-state')).toHaveText('保存しました');
  await referee.getByTestId('referee-next').click();
  await expect(referee).toHaveURL(/\/referee\/answer\/selections$/);
  const groups = referee.getByRole('radiogroup');
  await expect(groups).toHaveCount(16);
  for (let i = 0; i < 16; i++) await groups.nth(i).locator('[data-level="4"]').click();
  await expect(referee.getByTestId('referee-save-state')).toHaveText('保存しました');
  await referee.getByTestId('referee-next').click();
  await expect(referee).toHaveURL(/\/referee\/identification$/);
  await referee
    .getByTestId('referee-file')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: CARD_PNG });
  await referee.getByTestId('referee-next').click();
  await expect(referee).toHaveURL(/\/referee\/complete$/);
  await referee.getByTestId('referee-submit').click();
  await expect(referee.getByTestId('referee-done')).toBeVisible({ timeout: 30_000 });
  await phone.close();

  // The report shows the added question with the referee's answer.
  await page.goto(`/company/talents/${talentId}/report`);
  await expect(page.getByTestId('report-talent-name')).toHaveText(name);
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
});

test('出身地を尋ねる質問は職業安定法の注意と理由を表示し、確認のチェックを入れるまで保存できない', async ({
  page,
  asAccount,
}) => {
  await asAccount('owner');
  const tag = unique();
  await page.goto('/template_questions');
  await expect(page.getByRole('heading', { name: 'テンプレート質問', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'テンプレートを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'テンプレートを追加' });
  // The default questions raise no warning.
  await expect(dialog.getByText('標準', { exact: true })).toHaveCount(24);
  await expect(dialog.getByTestId('fair-hiring-warning')).toHaveCount(0);

  const name = `出身地テンプレート ${tag}`;
  await dialog.getByLabel('テンプレートの名前').fill(name);
  await dialog.getByRole('button', { name: '質問を追加' }).first().click();
  await dialog.getByLabel('追加の質問').fill('出身地はどちらですか');
  const warning = dialog.getByTestId('fair-hiring-warning');
  await expect(warning).toContainText('職業安定法により収集が認められない事項に触れている可能性があります');
  await expect(warning).toContainText('「出身地はどちらですか」 — 本籍・出生地に関すること');

  // Saving without the confirmation is refused, with the reason on the checkbox.
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(
    dialog.getByText(
      '職業安定法に関する注意を確認し、「内容を確認し、このまま保存する」にチェックを入れてください',
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  // The warning with its error passes axe (WCAG 2.2 AA) at both widths.
  expect(describeFindings(await scanBothWidths(page, 'template fair-hiring warning'))).toBe('');

  await warning.getByRole('checkbox', { name: '内容を確認し、このまま保存する' }).check();
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('テンプレートを追加しました')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('記述式 9問・選択式 16問');

  // Rewording the question so it no longer touches a topic takes the warning away.
  await page.getByRole('button', { name: `メニュー ${name}` }).click();
  await page.getByRole('menuitem', { name: '編集' }).click();
  const edit = page.getByRole('dialog', { name: 'テンプレートを編集' });
  await expect(edit.getByTestId('fair-hiring-warning')).toBeVisible();
  await edit.getByLabel('追加の質問').fill('前職での強みは何ですか');
  await expect(edit.getByTestId('fair-hiring-warning')).toHaveCount(0);
  await edit.getByRole('button', { name: '保存する' }).click();
  await expect(edit).toBeHidden();
});
