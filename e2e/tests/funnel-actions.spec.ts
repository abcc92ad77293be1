import type { APIRequestContext } from '@playwright/test';
import { createTestCompany, expect, latestMessage, signInWith, test } from '../fixtures.ts';

/**
 * Issue 36: the dashboard's 「回答状況」 card leads to the page; a stalled check's one-click actions (remind now,
 * extend the deadline, ask the candidate for a replacement) say what they did, or why not, in a toast.
 * A fresh company of its own: its stalled checks are this test's alone.
 */

async function stalledCheck(
  request: APIRequestContext,
  ownerEmail: string,
  name: string,
  talentEmail: string,
  referees: { name: string; email: string; declines?: boolean }[],
) {
  const seeded = await request.post('/api/dev/reference-checks', {
    data: {
      ownerEmail,
      talentName: name,
      talentEmail,
      invitedDaysAgo: 4,
      deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      // A decline four days ago (the product's own decline has its own spec: funnel-decline.spec.ts).
      referees: referees.map(({ name: n, email, declines }) => ({ name: n, email, declined: !!declines })),
    },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);
  return (await seeded.json()) as { talentId: string };
}

test('止まっているチェックに、リマインド・差し替えの依頼・期限延長をワンクリックで行える', async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const company = await createTestCompany(page.request, { state: 'active' });
  const setup = await playwright.request.newContext({ baseURL });
  await stalledCheck(setup, company.owner.email, '停滞 一郎', `stalled1-${tag}@example.jp`, [
    { name: '待ち 一郎', email: `wait1-${tag}@corp.example.jp` },
    { name: '辞退 一郎', email: `decline1-${tag}@corp.example.jp`, declines: true },
  ]);
  await stalledCheck(setup, company.owner.email, '停滞 二郎', `stalled2-${tag}@example.jp`, [
    { name: '辞退 二郎', email: `decline2-${tag}@corp.example.jp`, declines: true },
  ]);
  await stalledCheck(setup, company.owner.email, '停滞 三郎', `stalled3-${tag}@example.jp`, [
    { name: '待ち 三郎', email: `wait3-${tag}@corp.example.jp` },
  ]);
  await setup.dispose();

  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/company');
  const card = page.getByTestId('funnel-card');
  await expect(card.getByRole('heading', { name: '回答状況' })).toBeVisible();
  await expect(card.getByTestId('funnel-card-checks')).toHaveText('3');
  await card.getByRole('link', { name: '詳しく見る' }).click();
  await expect(page).toHaveURL(/\/company\/funnel$/);
  const stalled = page.getByTestId('funnel-stalled');
  await expect(stalled.getByRole('row')).toHaveCount(4); // the header and three checks

  // Nobody left to remind on 停滞 二郎 (its one referee declined): the reason, in red.
  await page.getByRole('button', { name: '今すぐリマインド（停滞 二郎）' }).click();
  await expect(
    page.getByText('リマインドを送る相手がいません（回答済み・辞退・配信停止・期限切れ）'),
  ).toBeVisible();

  // 停滞 一郎: the candidate is asked for a replacement of the referee who declined.
  await expect(page.getByRole('button', { name: '候補者に差し替えを依頼（停滞 三郎）' })).toHaveCount(0);
  await page.getByRole('button', { name: '候補者に差し替えを依頼（停滞 一郎）' }).click();
  await expect(page.getByText('候補者に差し替えを依頼しました')).toBeVisible();
  const asked = await latestMessage(page.request, `stalled1-${tag}@example.jp`);
  expect(asked.subject).toMatch(/】推薦者の差し替えのお願い$/);
  expect(asked.text).toContain('辞退 一郎');

  // …and its deadline moves three days later: no longer stalled.
  await page.getByRole('button', { name: '期限を3日延長（停滞 一郎）' }).click();
  await expect(page.getByText(/^回答期限を.+に延長しました$/)).toBeVisible();
  await expect(stalled.getByRole('row', { name: /停滞 一郎/ })).toHaveCount(0);

  // 停滞 三郎: its referee is reminded now.
  await page.getByRole('button', { name: '今すぐリマインド（停滞 三郎）' }).click();
  await expect(page.getByText('リマインドを1件送信しました')).toBeVisible();
  const reminder = await latestMessage(page.request, `wait3-${tag}@corp.example.jp`);
  expect(reminder.subject).toContain('【リマインド】');
  expect(reminder.text).toContain('待ち 三郎様');
});

test('設定でリマインドの時間帯・差し替えまでの日数・差し替え回数の上限を保存できる', async ({ page }) => {
  const company = await createTestCompany(page.request, { state: 'active' });
  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/config');
  const card = page.getByTestId('reminder-settings');
  await expect(
    card.getByRole('radio', { name: '推薦者の夜間（平日19:00〜20:30、土日は午前中）' }),
  ).toBeChecked({
    timeout: 20_000,
  });
  await expect(card.getByLabel('差し替えできるまでの日数')).toHaveValue('3');
  await expect(card.getByLabel('1枠あたりの差し替え回数の上限')).toHaveValue('2');

  await card.getByRole('radio', { name: '営業時間内' }).check();
  await card.getByLabel('差し替えできるまでの日数').fill('5');
  await card.getByLabel('1枠あたりの差し替え回数の上限').fill('9');
  await expect(card.getByText('0〜5回で入力してください')).toBeVisible();
  await expect(card.getByRole('button', { name: 'リマインドの設定を保存する' })).toBeDisabled();
  await card.getByLabel('1枠あたりの差し替え回数の上限').fill('1');
  await card.getByRole('button', { name: 'リマインドの設定を保存する' }).click();
  await expect(page.getByText('リマインドの設定を保存しました')).toBeVisible();

  await page.reload();
  const again = page.getByTestId('reminder-settings');
  await expect(again.getByRole('radio', { name: '営業時間内' })).toBeChecked({ timeout: 20_000 });
  await expect(again.getByLabel('差し替えできるまでの日数')).toHaveValue('5');
  await expect(again.getByLabel('1枠あたりの差し替え回数の上限')).toHaveValue('1');

  // Replacing a referee who has not opened the link can be switched off.
  // Mantine's switch input is visually hidden (identity-access.spec.ts clicks it the same way).
  await again
    .getByRole('switch', { name: 'リンクを開いていない推薦者を候補者が差し替えられるようにする' })
    .click({ force: true });
  await expect(again.getByLabel('差し替えできるまでの日数')).toHaveCount(0);
  await again.getByRole('button', { name: 'リマインドの設定を保存する' }).click();
  await expect(page.getByText('リマインドの設定を保存しました').first()).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('reminder-settings').getByRole('switch', {
      name: 'リンクを開いていない推薦者を候補者が差し替えられるようにする',
    }),
  ).not.toBeChecked({ timeout: 20_000 });
});
