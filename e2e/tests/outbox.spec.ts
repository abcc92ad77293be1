import { createCandidateByApi, expect, type OutboxMessage, test } from '../fixtures.ts';

test('開発用メールボックスで、製品が送った招待メールの宛先とリンクを読める', async ({ page, asAccount }) => {
  await asAccount('owner');
  const name = `受信 確認${Math.random().toString(36).slice(2, 6)}`;
  const email = `outbox-${Date.now()}@example.jp`;
  const talentId = await createCandidateByApi(page.request, { name, email });
  const sent = await page.request.post(`/api/talents/${talentId}/invitation`);
  expect(sent.ok(), await sent.text()).toBe(true);

  await page.goto('/dev/outbox');
  await expect(
    page.getByText('開発環境で送信されたメールとSMSの一覧です。本番環境では表示されません。'),
  ).toBeVisible({ timeout: 30_000 });
  // The same message through the outbox API: one mail to the candidate, whose link opens the candidate's flow.
  const list = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as OutboxMessage[];
  expect(list).toHaveLength(1);
  const mail = list[0]!;
  expect(mail.channel).toBe('mail');
  expect(mail.to).toBe(email);
  expect(mail.text).toContain(name);
  const link = /https?:\/\/\S+\/talent\/instruction\?\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  const url = new URL(link!);
  expect(url.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
  expect(url.searchParams.get('company')).toBeTruthy();

  // The page lists it with its recipient and subject.
  const card = page.getByTestId('outbox-message').filter({ hasText: email });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  await expect(card).toContainText(mail.subject);

  // Following it shows the candidate's first page (and its FAQ link).
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(/\/talent\/instruction/);
  await expect(page.getByTestId('flow-faq')).toHaveAttribute('href', '/faq/talent');
});
