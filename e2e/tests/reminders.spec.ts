import type { APIRequestContext, Page } from '@playwright/test';
import { createCandidateByApi, expect, latestMessage, signInByApi, test } from '../fixtures.ts';
import { CARD_PNG } from '../referee.ts';

/**
 * The dev clock offset that puts the reminder scheduler inside the default reminder window (issue 36), `days`
 * calendar days from today in Tokyo: 19:30 on a weekday (the evening window), 10:30 on a weekend (late morning).
 */
function offsetToTokyoWindow(days: number) {
  const tokyoNow = new Date(Date.now() + 9 * 3_600_000);
  const day = new Date(
    Date.UTC(tokyoNow.getUTCFullYear(), tokyoNow.getUTCMonth(), tokyoNow.getUTCDate() + days),
  );
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  // Tokyo is UTC+9: 19:30 JST is 10:30 UTC; 10:30 JST is 01:30 UTC.
  const target = day.getTime() + (weekend ? 1.5 : 10.5) * 3_600_000;
  return target - Date.now();
}

/** Runs the reminder scheduler once for one candidate, `days` days ahead (the dev hook, not in production). */
async function advanceClock(request: APIRequestContext, talentId: string, days: number) {
  const response = await request.post('/api/dev/clock', {
    data: { offsetMs: offsetToTokyoWindow(days), talentId },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { sent: number };
}

const reminders = async (request: APIRequestContext, to: string) => {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { subject: string; text: string }[]).filter((m) =>
    m.subject.includes('【リマインド】'),
  );
};

async function invite(owner: APIRequestContext, name: string, tag: string) {
  const email = `remind-${tag}@example.jp`;
  const talentId = await createCandidateByApi(owner, { name, email });
  expect((await owner.post(`/api/talents/${talentId}/invitation`)).ok()).toBe(true);
  const invitation = await latestMessage(owner, email);
  return { talentId, email, invitation };
}

async function openCandidate(page: Page, name: string) {
  await signInByApi(page, 'owner');
  await page.goto('/company');
  await page.getByRole('textbox', { name: '氏名・メールアドレスで検索' }).fill(name);
  await page.getByTestId('talent-list').getByText(name).first().click();
}

test.use({ viewport: { width: 390, height: 844 } });

test('電話番号の認証で止まった推薦者にリマインドメールが届き、そのリンクから回答を完了できる', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const owner = await playwright.request.newContext({ baseURL });
  await signInByApi({ request: owner }, 'owner');
  const name = `リマインド 四郎${tag}`;
  const { talentId, invitation } = await invite(owner, name, tag);

  // The candidate registers one referee (through the candidate flow's API).
  const invited = new URL(/https?:\/\/\S+\/talent\/instruction\S*/.exec(invitation.text)![0]);
  const candidate = await playwright.request.newContext({ baseURL });
  const session = await candidate.post('/api/talent-flow/session', {
    data: { company: invited.searchParams.get('company'), token: invited.searchParams.get('token') },
  });
  expect(session.status()).toBe(200);
  expect((await candidate.post('/api/talent-flow/consent')).ok()).toBe(true);
  const refereeEmail = `remind-ref-${tag}@corp.example.jp`;
  const saved = await candidate.put('/api/talent-flow/referees', {
    data: {
      referees: [
        {
          name: '推薦 五郎',
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
  await candidate.dispose();
  const request = await latestMessage(owner, refereeEmail);
  const firstLink = /https?:\/\/\S+\/referee\?\S+/.exec(request.text)![0];

  // The referee consents, verifies the phone by SMS, and stops there.
  const first = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const stopped = await first.newPage();
  await stopped.goto(firstLink);
  await stopped.getByTestId('referee-consent').click();
  await stopped.getByTestId('referee-next').click();
  const phone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await stopped.getByTestId('referee-phone').fill(phone);
  await stopped.getByTestId('referee-send-code').click();
  const e164 = `+81${phone.slice(1)}`;
  const sms = await latestMessage(stopped.request, e164);
  await stopped.getByTestId('referee-code').fill(/(\d{6})/.exec(sms.text)![1]!);
  await stopped.getByTestId('referee-verify').click();
  await expect(stopped).toHaveURL(/\/referee\/answer\/descriptions$/);
  await first.close();

  // The company sees when the referee's next reminder goes out.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCandidate(page, name);
  await expect(page.getByTestId('referee-next-reminder')).toHaveText(
    /^リマインド \d{1,2}月\d{1,2}日 \d{2}:\d{2}$/,
    {
      timeout: 15_000,
    },
  );

  // Three days later, inside the day's reminder window in Tokyo: exactly one reminder.
  expect((await advanceClock(owner, talentId, 3)).sent).toBe(1);
  const [reminder] = await reminders(owner, refereeEmail);
  expect(reminder!.subject).toBe(
    `【株式会社アクメ】【リマインド】${name}様のリファレンスチェックご回答のお願い`,
  );
  expect(reminder!.text).toContain('推薦 五郎様');
  expect(reminder!.text).toContain('途中まで入力された内容は保存されています');
  const reminderLink = /https?:\/\/\S+\/referee\?\S+/.exec(reminder!.text)![0];

  // The referee follows the reminder: the code goes to the stored phone, then the questionnaire and completion.
  await page.setViewportSize({ width: 390, height: 844 });
  const again = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const referee = await again.newPage();
  const since = new Date(Date.now() - 1000);
  await referee.goto(reminderLink);
  await expect(referee).toHaveURL(/\/referee\/authentication$/, { timeout: 15_000 });
  // The stored phone gets a code at once; within the 30 s resend interval of the first one (a test's pace, not a
  // referee's), the page's resend button sends it once the interval has passed.
  await expect(async () => {
    const list = await (await referee.request.get(`/api/dev/outbox?to=${encodeURIComponent(e164)}`)).json();
    if (!(list as { createdAt: string }[]).some((m) => new Date(m.createdAt) >= since)) {
      await referee.getByRole('button', { name: 'コードを再送信' }).click();
      throw new Error('no new code yet');
    }
  }).toPass({ timeout: 60_000, intervals: [5_000] });
  const code = await latestMessage(referee.request, e164, since);
  await referee.getByTestId('referee-code').fill(/(\d{6})/.exec(code.text)![1]!);
  await referee.getByTestId('referee-verify').click();
  await expect(referee).toHaveURL(/\/referee\/answer\/descriptions$/);
  const texts = referee.locator('textarea:not([aria-hidden])');
  await expect(texts.first()).toBeVisible();
  for (let i = 0; i < (await texts.count()); i++) {
    await texts.nth(i).fill(`責任感を持って取り組んでいました（${i + 1}）`);
    await texts.nth(i).blur();
  }
  await expect(referee.getByTestId('referee-save-state')).toHaveText('保存しました');
  await referee.getByTestId('referee-next').click();
  await expect(referee).toHaveURL(/\/referee\/answer\/selections$/);
  const groups = referee.getByRole('radiogroup');
  // The descriptions page's relationship check (a radio group too) must be gone before counting.
  await expect(referee.getByTestId('relationship-check')).toHaveCount(0);
  await expect(groups.first()).toBeVisible();
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).locator('[data-level="4"]').click();
  await expect(referee.getByTestId('referee-save-state')).toHaveText('保存しました');
  await referee.getByTestId('referee-next').click();
  await expect(referee).toHaveURL(/\/referee\/identification$/);
  await referee
    .getByTestId('referee-file')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: CARD_PNG });
  await referee.getByTestId('referee-next').click();
  await expect(referee).toHaveURL(/\/referee\/complete$/);
  await referee.getByTestId('referee-submit').click();
  await expect(referee.getByTestId('referee-done')).toBeVisible();
  await again.close();

  // Completed: no more reminders, even on the day before the deadline.
  expect((await advanceClock(owner, talentId, 6)).sent).toBe(0);
  expect(await reminders(owner, refereeEmail)).toHaveLength(1);
  await owner.dispose();
});

test('リマインドの配信を停止した候補者にはリマインドが届かない', async ({ page, playwright, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const owner = await playwright.request.newContext({ baseURL });
  await signInByApi({ request: owner }, 'owner');
  const name = `配信停止 六郎${tag}`;
  const { talentId, email, invitation } = await invite(owner, name, tag);

  // The candidate stops reminders with the invitation's link.
  const unsubscribe = /https?:\/\/\S+\/talent\/unsubscribe\/remind\S*/.exec(invitation.text)![0];
  await page.goto(unsubscribe);
  await expect(page.getByText(`${name}様に関するリマインドメールの配信を停止しました。`)).toBeVisible();

  // The dashboard shows none planned.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCandidate(page, name);
  await page.getByRole('tab', { name: 'ステータス' }).click();
  await expect(page.getByTestId('talent-next-reminder')).toHaveText('予定なし');

  for (const days of [3, 6]) expect((await advanceClock(owner, talentId, days)).sent).toBe(0);
  expect(await reminders(owner, email)).toHaveLength(0);
  await owner.dispose();
});
