import type { Locator, Page } from '@playwright/test';
import { createTestCompany, expect, signInWith, test } from '../fixtures.ts';

/**
 * The dashboard's graph header. Each test uses a fresh company of its own (POST /api/dev/companies), so the demo
 * company's sample candidates and other tests' candidates never change the counts asserted here.
 */
const unique = () => Math.random().toString(36).slice(2, 8);

async function createCandidate(page: Page, site: string, major: string) {
  const created = await page.request.post('/api/talents', {
    data: {
      name: `グラフ 太郎${unique()}`,
      email: `chart-${unique()}@example.jp`,
      countryCode: '+81',
      phoneNumber: '09011112222',
      language: 'jp',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      rank: 'fulltime',
      selectionQuestion: true,
      currentJobCategory: { major, minor: 'blank' },
      siteWhereTalentApplied: site,
      refereeBreakdown: [
        { relationship: 'colleague', timeWorkingTogether: 'previousJob', numberOfPeople: 1 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** The legend row of `key` in a chart card: its label and count. */
async function expectSlice(card: Locator, key: string, label: string, count: number) {
  const row = card.locator(`li[data-key="${key}"]`);
  await expect(row).toContainText(label);
  await expect(row.getByTestId('count')).toHaveText(String(count));
}

async function signInFreshCompany(page: Page) {
  const company = await createTestCompany(page.request, { state: 'active' });
  await signInWith(page, company.owner.email, company.owner.phone);
}

test('ダッシュボードのグラフは応募媒体・評価・職種ごとの件数を示し、ショートカットで期間を切り替えられる', async ({
  page,
}) => {
  await signInFreshCompany(page);
  await createCandidate(page, 'doda', 'ITEngineer');
  await createCandidate(page, 'doda', 'ITEngineer');
  await createCandidate(page, 'agency', 'sales');

  await page.goto('/company');
  const header = page.getByTestId('stats-header');
  await expect(header.getByRole('heading', { name: '候補者の内訳' })).toBeVisible();
  await expect(header.getByTestId('stats-total')).toHaveText('この期間に登録された候補者：3名');

  const site = header.getByRole('region', { name: '応募媒体', exact: true });
  const evaluation = header.getByRole('region', { name: '評価', exact: true });
  const occupation = header.getByRole('region', { name: '職種', exact: true });
  await expectSlice(site, 'doda', 'doda', 2);
  await expectSlice(site, 'agency', '人材紹介会社', 1);
  await expect(site.locator('li')).toHaveCount(2);
  await expectSlice(occupation, 'ITEngineer', 'ITエンジニア', 2);
  await expectSlice(occupation, 'sales', '営業', 1);
  // The evaluation legend always lists A–E, 離 and 未; nothing is graded yet.
  await expect(evaluation.locator('li')).toHaveText([
    /^A\s*0$/,
    /^B\s*0$/,
    /^C\s*0$/,
    /^D\s*0$/,
    /^E\s*0$/,
    /^離\s*0$/,
    /^未\s*3$/,
  ]);
  // One donut segment per slice with a count.
  await expect(site.locator('.recharts-pie-sector')).toHaveCount(2);
  await expect(evaluation.locator('.recharts-pie-sector')).toHaveCount(1);
  await expect(occupation.locator('.recharts-pie-sector')).toHaveCount(2);

  // A candidate added meanwhile shows through the live updates.
  await createCandidate(page, 'doda', 'sales');
  await expectSlice(site, 'doda', 'doda', 3);
  await expectSlice(occupation, 'sales', '営業', 2);
  await expect(header.getByTestId('stats-total')).toHaveText('この期間に登録された候補者：4名');

  // 先月: the previous calendar month, before every candidate of this test, so each card shows its empty state.
  const range = header.getByTestId('stats-range');
  const defaultRange = (await range.textContent()) ?? '';
  const lastMonth = header.getByRole('button', { name: '先月' });
  await lastMonth.click();
  await expect(lastMonth).toHaveAttribute('aria-pressed', 'true');
  await expect(range).toHaveText(/^\d{4}年\d{2}月01日 – \d{4}年\d{2}月\d{2}日$/);
  await expect(range).not.toHaveText(defaultRange);
  const month = (await range.textContent()) ?? '';
  await expect(header.getByTestId('stats-total')).toHaveText('この期間に登録された候補者：0名');
  await expect(header.getByTestId('stats-empty')).toHaveCount(3);
  await expect(header.getByText('この期間に登録された候補者はいません')).toHaveCount(3);

  // 先週 and 昨日 change the range too (one week, then a single day).
  const lastWeek = header.getByRole('button', { name: '先週' });
  await lastWeek.click();
  await expect(lastWeek).toHaveAttribute('aria-pressed', 'true');
  await expect(lastMonth).toHaveAttribute('aria-pressed', 'false');
  await expect(range).not.toHaveText(month);
  const week = (await range.textContent()) ?? '';
  const yesterday = header.getByRole('button', { name: '昨日' });
  await yesterday.click();
  await expect(yesterday).toHaveAttribute('aria-pressed', 'true');
  await expect(range).not.toHaveText(week);
  const [from, to] = ((await range.textContent()) ?? '').split(' – ');
  expect(from).toBe(to);
  await expect(header.getByTestId('stats-total')).toHaveText('この期間に登録された候補者：0名');
});

test('グラフのカードはスマートフォン幅で縦に並び、横にはみ出さない', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInFreshCompany(page);
  await createCandidate(page, 'bizreach', 'marketing');
  await page.goto('/company');
  const header = page.getByTestId('stats-header');
  await expectSlice(
    header.getByRole('region', { name: '応募媒体', exact: true }),
    'bizreach',
    'ビズリーチ',
    1,
  );
  const boxes = await Promise.all(
    ['stats-site', 'stats-evaluation', 'stats-occupation'].map((id) => header.getByTestId(id).boundingBox()),
  );
  // Stacked: each card starts below the previous one, all at the same left edge.
  expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[1]!.y + boxes[1]!.height - 1);
  expect(boxes[1]!.x).toBe(boxes[0]!.x);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
