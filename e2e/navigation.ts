import { expect, type Page } from '@playwright/test';

/**
 * Opens a page the app sends on to /404 and waits until the 404 page shows. The flow entry leaves with a full page
 * load that can start before Playwright has seen this navigation commit, which `goto` reports as "interrupted by
 * another navigation to …/404": that interruption is the expected outcome, any other error is not.
 */
export async function openExpecting404(page: Page, url: string): Promise<void> {
  try {
    await page.goto(url, { waitUntil: 'commit' });
  } catch (error) {
    if (!/interrupted by another navigation to "[^"]*\/404"/.test(String(error))) throw error;
  }
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
}
