import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures.ts';

const SLOW = { timeout: 30_000 };

test('主アカウントが完了したレポートを閲覧すると第三者提供記録ができ、設定画面からCSVで出力できる', async ({
  page,
  asAccount,
}) => {
  await asAccount('owner');
  // The demo company's finished check (seed): 佐藤 健太, both referees answered.
  const found = await page.request.get(`/api/talents?search=${encodeURIComponent('kenta.sato@example.jp')}`);
  expect(found.ok()).toBe(true);
  const body = await found.json();
  const talentId: string = body.items[0].id;

  await page.goto(`/company/talents/${talentId}/report`);
  await expect(page.getByTestId('report-talent-name')).toHaveText('佐藤 健太', { timeout: 20_000 });
  // The seeded candidate agreed in Japanese: the report shows when and the version of the text (12 hex digits).
  const consent = page.getByTestId('report-consent');
  await expect(consent).toContainText('候補者の同意');
  await expect(consent).toContainText(/同意文の版：[0-9a-f]{12}/);

  await page.goto('/config');
  const card = page.getByTestId('provision-export');
  await expect(card.getByRole('heading', { name: '第三者提供記録の出力' })).toBeVisible(SLOW);
  await card.getByRole('radio', { name: 'UTF-8' }).check();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provision-'));
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'CSVをダウンロード' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^provision-records_\d{8}-\d{8}\.csv$/);
  const target = path.join(dir, file.suggestedFilename());
  await file.saveAs(target);
  const csv = fs.readFileSync(target, 'utf8');
  expect(csv).toContain('提供日時');
  expect(csv).toContain('佐藤 健太');
});
