import { expect, test } from '../fixtures.ts';

/**
 * Issue 36: the operator's 「回答状況（全社）」 table is sorted by the server; its headers sort with the keyboard
 * (Enter), 「▲/▼」 and aria-sort say the order, the total of companies is shown with the pages.
 */
test('運営者は企業ごとの表をキーボードで並べ替えられ、企業数とページが表示される', async ({
  page,
  asAccount,
}) => {
  await asAccount('admin');
  await page.goto('/admin/funnel');
  await expect(page.getByRole('heading', { level: 1, name: '回答状況（全社）' })).toBeVisible({
    timeout: 30_000,
  });
  const table = page.getByTestId('funnel-companies');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('funnel-companies-total')).toHaveText(/^\d+社$/);
  await expect(page.getByRole('navigation', { name: 'ページ' })).toBeVisible();

  const names = () => table.locator('tbody th').allTextContents();
  const header = table.getByRole('columnheader', { name: /企業/ });
  await expect(table.getByRole('columnheader', { name: /チェック数/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // The company header by keyboard: A to Z first, then Z to A.
  await page.getByRole('button', { name: '企業' }).focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('button', { name: '企業 ▲' })).toBeFocused();
  // aria-sort follows the click at once; the rows follow when the server's sorted page arrives.
  const byName = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'ja'));
  await expect
    .poll(async () => {
      const shown = await names();
      return shown.length > 0 && shown.join('\n') === byName(shown).join('\n');
    })
    .toBe(true);
  const ascending = await names();
  expect(ascending).toEqual(byName(ascending));
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(names).toEqual([...ascending].reverse());
});
