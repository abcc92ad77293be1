import { expect, latestMessage, test } from '../fixtures.ts';

test('開発用メールボックスで送信されたメッセージを読める', async ({ page }) => {
  // The outbox is filled by the product's own sends; the public health of the API is enough to reach it.
  await page.goto('/dev/outbox');
  await expect(
    page.getByText('開発環境で送信されたメールとSMSの一覧です。本番環境では表示されません。'),
  ).toBeVisible();
  const list = await page.request.get('/api/dev/outbox');
  expect(list.ok()).toBe(true);
  expect(Array.isArray(await list.json())).toBe(true);
  void latestMessage;
});
