import { createTestCompany, expect, signInWith, test } from '../fixtures.ts';

/**
 * A company with 1,000 candidates (seeded at once by POST /api/dev/talents/bulk): the list loads page after page
 * as it scrolls, down to the oldest candidate, and the search finds that one on the server.
 * Candidate i is named FAMILY[i % 20] + GIVEN[(i / 20) % 20] (seed/bulk-talents.ts): the 1,000th is 佐藤 健太.
 */
test('1,000名の候補者一覧を最後までスクロールでき、最後の候補者を検索で見つけられる', async ({ page }) => {
  test.setTimeout(180_000);
  const company = await createTestCompany(page.request, { state: 'active' });
  const seeded = await page.request.post('/api/dev/talents/bulk', {
    data: { email: company.owner.email, count: 1000, refereesPerTalent: 4 },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);
  await signInWith(page, company.owner.email, company.owner.phone);

  await page.goto('/company');
  await expect(page.getByTestId('talent-count')).toHaveText('1,000名', { timeout: 30_000 });
  const list = page.getByTestId('talent-list');
  await expect(list.locator('[data-index="0"]')).toBeVisible();
  // Only the rows in view are drawn.
  expect(await list.locator('[data-index]').count()).toBeLessThan(60);

  const viewport = page.getByTestId('talent-list-scroll').locator('.mantine-ScrollArea-viewport');
  const last = list.locator('[data-index="999"]');
  await expect(async () => {
    await viewport.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(last).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await expect(last).toContainText('佐藤 健太');
  await expect(last).toContainText('メール未送信');
  await expect(list.locator('[data-index="1000"]')).toHaveCount(0);

  await page.getByRole('textbox', { name: '氏名・メールアドレスで検索' }).fill('bulk-01000');
  await expect(page.getByTestId('talent-count')).toHaveText('1名', { timeout: 30_000 });
  await expect(list.locator('[data-index]')).toHaveCount(1);
  await list.getByText('佐藤 健太').click();
  await expect(page.getByText('bulk-01000@example.jp').first()).toBeVisible({ timeout: 30_000 });
});
