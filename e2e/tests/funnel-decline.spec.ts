import { createTestCompany, expect, latestMessage, signInWith, test } from '../fixtures.ts';
import { openExpecting404 } from '../navigation.ts';
import { answerToCompletion, randomPhone } from '../referee.ts';

/**
 * Issue 36, end to end: a referee declines on their phone, the candidate receives the request for a replacement by
 * mail and names one on /talent, the replacement answers to completion, and the company's 回答状況 shows it.
 * A fresh company of its own, so the funnel's counts are this check's alone.
 */

const refereeLink = (text: string) => /https?:\/\/\S+\/referee\?\S+/.exec(text)![0];

test.use({ viewport: { width: 390, height: 844 } });

test('推薦者が回答を辞退し、候補者が代わりの推薦者を登録して回答が完了すると、回答状況に辞退・差し替え・完了と完了までの時間が表示される', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const company = await createTestCompany(page.request, { state: 'active' });
  const owner = await playwright.request.newContext({ baseURL });
  await signInWith({ request: owner }, company.owner.email, company.owner.phone);

  // The company registers and invites a candidate who is asked for one direct supervisor.
  const candidateEmail = `decline-${tag}@example.jp`;
  const created = await owner.post('/api/talents', {
    data: {
      name: `辞退 太郎${tag}`,
      email: candidateEmail,
      countryCode: '+81',
      phoneNumber: randomPhone(),
      language: 'jp',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      rank: 'fulltime',
      selectionQuestion: true,
      refereeBreakdown: [
        { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const talentId = (await created.json()).id as string;
  expect((await owner.post(`/api/talents/${talentId}/invitation`)).ok()).toBe(true);
  const invitation = await latestMessage(owner, candidateEmail);
  const invited = new URL(/https?:\/\/\S+\/talent\/instruction\S*/.exec(invitation.text)![0]);

  // The candidate registers the first referee (through the candidate flow's API: its pages have their own spec).
  const flow = await playwright.request.newContext({ baseURL });
  const session = await flow.post('/api/talent-flow/session', {
    data: { company: invited.searchParams.get('company'), token: invited.searchParams.get('token') },
  });
  expect(session.status(), await session.text()).toBe(200);
  expect((await flow.post('/api/talent-flow/consent')).ok()).toBe(true);
  const firstEmail = `first-${tag}@corp.example.jp`;
  const saved = await flow.put('/api/talent-flow/referees', {
    data: {
      referees: [
        {
          name: '辞退 一郎',
          email: firstEmail,
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
  await flow.dispose();
  const firstLink = refereeLink((await latestMessage(owner, firstEmail)).text);

  // The referee opens the link on a phone and declines with a reason.
  const refereeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const referee = await refereeContext.newPage();
  await referee.goto(firstLink);
  await expect(referee).toHaveURL(/\/referee\/instruction$/);
  await referee.getByRole('button', { name: '回答を辞退する' }).click();
  const dialog = referee.getByRole('dialog', { name: '回答を辞退する' });
  await expect(dialog).toBeVisible();
  // 「その他」 needs a text: refused without one.
  await dialog.getByRole('radio', { name: 'その他' }).check();
  await dialog.getByRole('button', { name: '辞退する' }).click();
  await expect(dialog.getByText('理由（その他を選んだ場合は必須）').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '時間が取れない' }).check();
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: '辞退する' }).click();
  await expect(referee.getByRole('heading', { name: 'ご連絡ありがとうございました' })).toBeVisible();
  await expect(
    referee.getByText('回答の辞退を承りました。このページを閉じていただいて構いません。'),
  ).toBeVisible();
  // The link shows the thank-you page and nothing else from now on.
  await referee.goto(firstLink);
  await expect(referee.getByTestId('referee-declined')).toBeVisible();
  await expect(referee.getByRole('button', { name: '回答を辞退する' })).toHaveCount(0);
  await refereeContext.close();

  // The candidate receives the request for a replacement and follows its link on a phone.
  const mail = await latestMessage(owner, candidateEmail, since);
  expect(mail.subject).toMatch(/^【.+】推薦者の差し替えのお願い$/);
  expect(mail.text).toContain('辞退 一郎');
  const replaceLink = /https?:\/\/\S+\/talent\/instruction\S*/.exec(mail.text)![0];
  const candidateContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const candidate = await candidateContext.newPage();
  await candidate.goto(replaceLink);
  await expect(candidate).toHaveURL(/\/talent$/);
  const notice = candidate.getByTestId('referee-replace-notice');
  await expect(notice).toContainText('辞退 一郎');
  await expect(notice).toContainText('辞退');
  await expect(notice).toContainText('回答を辞退されました');
  await expect(notice).toContainText('この枠で差し替えできる残り回数：2回');
  await notice.getByRole('button', { name: '代わりの推薦者を登録する' }).click();
  const replace = candidate.getByRole('dialog', { name: '代わりの推薦者を登録' });
  await expect(replace).toBeVisible();
  await expect(replace.getByText('辞退 一郎様の代わりに')).toBeVisible();
  const secondEmail = `second-${tag}@corp.example.jp`;
  await replace.getByLabel('氏名').fill('代理 二郎');
  await replace.getByLabel('メールアドレス').fill(secondEmail);
  await replace.getByLabel('所属会社名').fill('株式会社サンプル');
  await replace.getByLabel('役職').fill('営業課長');
  await replace.getByLabel('一緒に働き始めた年月').fill('2021-04');
  await replace.getByLabel('現在も一緒に働いている').check();
  await replace.getByRole('combobox', { name: '職種（大分類）' }).click();
  await candidate.getByRole('option', { name: '営業', exact: true }).click();
  await replace.getByRole('combobox', { name: '職種（小分類）' }).click();
  await candidate.getByRole('option').first().click();
  await replace.getByRole('button', { name: '代わりの推薦者を登録する' }).click();
  await expect(candidate.getByText('代わりの推薦者に依頼メールを送信しました')).toBeVisible();
  await expect(replace).toBeHidden();
  await expect(candidate.getByTestId('referee-replace-notice')).toHaveCount(0);
  await candidateContext.close();

  // The old link stops working; the replacement answers to completion on a phone.
  // The 404 page must show before the next link opens: the flow's full-page redirect to it would interrupt that one.
  await openExpecting404(page, firstLink);
  const secondLink = refereeLink((await latestMessage(owner, secondEmail)).text);
  await answerToCompletion(page, secondLink);

  // The company's 回答状況: 1 declined, 1 replaced, 1 referee completed, and the time to complete.
  await signInWith(page, company.owner.email, company.owner.phone);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/company/funnel');
  await expect(page.getByRole('heading', { level: 1, name: '回答状況' })).toBeVisible();
  const steps = page.getByTestId('funnel-steps');
  const count = (step: string) =>
    steps
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: step, exact: true }) })
      .getByRole('cell')
      .first();
  await expect(count('依頼済み')).toHaveText('2');
  await expect(count('回答を完了した')).toHaveText('1');
  await expect(count('辞退')).toHaveText('1');
  await expect(count('差し替え')).toHaveText('1');
  await expect(count('期限切れ')).toHaveText('0');
  await expect(page.getByTestId('funnel-checks')).toHaveText('1');
  await expect(page.getByTestId('funnel-rate')).toHaveText('100%');
  await expect(page.getByTestId('funnel-median')).toHaveText(/^\d+(\.\d)?時間$/);
  await expect(page.getByTestId('funnel-p90')).toHaveText(/^\d+(\.\d)?時間$/);
  await owner.dispose();
});
