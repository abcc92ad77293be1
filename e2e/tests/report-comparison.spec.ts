import { describeFindings, scanBothWidths } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';

const SLOW = { timeout: 30_000 };

// Two referees who agree on everything (どちらともいえない) but 「遅刻や欠勤がなく、勤怠は安定していた。」 (Q3):
// 山田 一郎 そう思う (5), 鈴木 二郎 どちらともいえない (3): two levels apart, a divergence and nothing else.
const QUESTION = '遅刻や欠勤がなく、勤怠は安定していた。';
const KEY = 'selection_attendance_1';

for (const width of [1280, 390]) {
  test(`比較表示：意見の分かれた質問に相違の印とハイライトが出て、リンクで2つの回答セルへ移動する（${width}px）`, async ({
    page,
    asAccount,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await asAccount('owner');
    const seeded = await page.request.post('/api/dev/reference-checks', {
      data: {
        talentName: `比較 花子${width}`,
        answered: true,
        referees: [
          { name: '山田 一郎', level: 3, levels: { [KEY]: 5 } },
          { name: '鈴木 二郎', level: 3 },
        ],
      },
    });
    expect(seeded.status()).toBe(200);
    const { talentId, referees } = (await seeded.json()) as { talentId: string; referees: { id: string }[] };
    const [a, b] = referees as [{ id: string }, { id: string }];

    await page.goto(`/company/talents/${talentId}/report`);
    await expect(page.getByTestId('report-talent-name')).toHaveText(`比較 花子${width}`, SLOW);
    // The comparison is the first view; the per-referee view is one click away.
    await expect(page.getByRole('tab', { name: '回答の比較' })).toHaveAttribute('aria-selected', 'true');

    if (width === 1280) {
      // axe (WCAG 2.2 A/AA) finds nothing serious at 1280 and 360 px, and the page does not scroll sideways.
      expect(describeFindings(await scanBothWidths(page, 'report comparison'))).toBe('');
    }

    // The highlights: one divergence, named by its question, saying how it is computed.
    const highlights = page.getByTestId('report-highlights');
    await expect(highlights.getByText('回答から自動で抽出')).toBeVisible();
    await expect(
      highlights.getByText('意見の相違：2人の推薦者の回答が2段階以上離れている質問'),
    ).toBeVisible();
    await expect(highlights.getByTestId('highlights-divergence').getByTestId('highlight')).toHaveCount(1);
    await expect(highlights.getByTestId('highlights-strength').getByTestId('highlight')).toHaveCount(0);
    await expect(highlights.getByTestId('highlights-concern').getByTestId('highlight')).toHaveCount(0);
    const divergence = highlights.getByTestId('highlights-divergence').getByTestId('highlight');
    await expect(divergence).toContainText(`Q3. ${QUESTION}`);

    // The table: a real table with headers; the row carries the divergence marker, the cells the level texts.
    const table = page.getByRole('table', { name: '選択式の回答の比較' });
    await expect(table.getByRole('columnheader', { name: /山田 一郎/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /鈴木 二郎/ })).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(QUESTION) });
    await expect(row.getByTestId('divergence-marker')).toHaveText('意見の相違');
    await expect(table.getByTestId('divergence-marker')).toHaveCount(1);
    const cellA = page.locator(`[id="cmp-${KEY}-${a.id}"]`);
    const cellB = page.locator(`[id="cmp-${KEY}-${b.id}"]`);
    await expect(cellA).toHaveText('5. そう思う');
    await expect(cellB).toHaveText('3. どちらともいえない');
    // A reversed question is marked as such.
    await expect(
      table.getByRole('row', { name: /機密情報や個人情報の取り扱い/ }).getByText('逆転項目'),
    ).toBeVisible();

    // Each link of the highlight moves focus to its answer cell, by keyboard as by mouse.
    const linkA = divergence.getByRole('link', { name: '山田 一郎（そう思う）' });
    const linkB = divergence.getByRole('link', { name: '鈴木 二郎（どちらともいえない）' });
    await linkA.focus();
    await page.keyboard.press('Enter');
    await expect(cellA).toBeFocused();
    await expect(cellA).toBeInViewport();
    await linkB.click();
    await expect(cellB).toBeFocused();
    await expect(cellB).toBeInViewport();

    if (width === 390) {
      // On a phone the question column stays in view while the referee columns scroll sideways.
      const scroller = page.getByTestId('comparison-scroller');
      await scroller.evaluate((el) => el.scrollBy({ left: 400 }));
      const header = row.getByRole('rowheader');
      const box = await header.boundingBox();
      const frame = await scroller.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(frame!.x - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }

    // The free-text answers side by side, question first.
    await expect(
      page.getByTestId('comparison-descriptions').getByRole('heading', { level: 4 }).first(),
    ).toBeVisible();

    // The per-referee view stays one click away.
    await page.getByRole('tab', { name: '推薦者ごとの回答' }).click();
    await expect(page.getByText('山田 一郎様の回答')).toBeVisible();
  });
}
