import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { axeFindings } from '../a11y.ts';
import { ACCOUNTS, expect, PHONES, signInWith, test } from '../fixtures.ts';

/**
 * Issue 35: the main account downloads last month's invoice (適格請求書) from 設定; the operator records the payment
 * on the invoice ledger and the company sees 支払済 and a receipt (領収書). Demo data: 株式会社アクメ has the invoices
 * of the last two closed months, the older one paid.
 */
const SLOW = { timeout: 30_000 };
const SHOTS = process.env.E2E_SHOTS_DIR;
test.describe.configure({ timeout: 240_000 });

async function savePdf(download: Download) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { file, text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
}

async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (!fullPage) await page.waitForTimeout(300); // a dialog re-lays out (full screen on a phone)
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('主アカウントが設定から先月の請求書をダウンロードし、運営が入金を記録すると支払済と領収書が表示される', async ({
  page,
  browser,
}) => {
  await signInWith(page, ACCOUNTS.owner, PHONES.owner);
  await page.goto('/config');
  const card = page.getByTestId('company-invoices');
  await expect(card.getByRole('heading', { name: '請求書・領収書' })).toBeVisible(SLOW);
  const rows = card.locator('tbody tr');
  await expect(rows).toHaveCount(2, SLOW);
  const latest = rows.first();
  await expect(latest.getByTestId('invoice-status')).toHaveText('未払い');
  await expect(rows.nth(1).getByTestId('invoice-status')).toHaveText('支払済');
  const number =
    ((await latest.locator('td').first().textContent()) ?? '').match(/INV-\d{6}-\d{5}/)?.[0] ?? '';
  expect(number).toMatch(/^INV-/);
  expect(await axeFindings(page, 'config invoices')).toEqual([]);

  // Keyboard only: the download link is reached with Tab and followed with Enter.
  const link = latest.getByTestId('invoice-pdf');
  await card.getByRole('heading', { name: '請求書・領収書' }).click();
  let focused = false;
  for (let i = 0; i < 40 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await link.evaluate((el) => el === document.activeElement);
  }
  expect(focused).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const invoice = await savePdf(download);
  for (const item of ['適格請求書', 'T8010001213708', '10%対象', '消費税', '株式会社アクメ 御中', number]) {
    expect(invoice.text).toContain(item);
  }
  await shoot(page, 'config-invoices');

  // The operator finds it in the ledger by counterparty and records the payment in full.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWith(admin, ACCOUNTS.admin, PHONES.admin);
  await admin.goto('/admin/payment');
  const ledger = admin.getByTestId('invoice-ledger');
  await expect(ledger.getByRole('heading', { name: '請求書台帳' })).toBeVisible(SLOW);
  await ledger.getByLabel('取引先').fill('アクメ');
  await ledger.getByTestId('ledger-search').click();
  const row = ledger.getByTestId(`ledger-row-${number}`);
  await expect(row).toBeVisible(SLOW);
  await expect(ledger.getByTestId('ledger-total')).toHaveText('2件');
  expect(await axeFindings(admin, 'admin invoices')).toEqual([]);
  await shoot(admin, 'admin-invoices');
  await row.getByTestId('ledger-mark-paid').click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText(`入金を記録（${number}）`)).toBeVisible();
  await dialog.getByTestId('payment-submit').click();
  await expect(admin.getByText(/入金を記録し、領収書 RCP-\d{6}-\d{5} を発行しました/)).toBeVisible(SLOW);
  await expect(row.getByText('支払済')).toBeVisible(SLOW);
  await adminContext.close();

  // The company sees 支払済 and downloads the receipt naming the invoice.
  await page.reload();
  await expect(latest.getByTestId('invoice-status')).toHaveText('支払済', SLOW);
  const receiptLink = latest.getByTestId('receipt-pdf');
  await expect(receiptLink).toBeVisible();
  const [receiptDownload] = await Promise.all([page.waitForEvent('download'), receiptLink.click()]);
  const receipt = await savePdf(receiptDownload);
  expect(receipt.text).toContain('領収書');
  expect(receipt.text).toContain(number);
});

/** Last month (JST) as the ledger's 対象月 column shows it: 2026年10月. */
function lastMonthLabel() {
  const now = new Date(Date.now() + 9 * 3_600_000);
  const year = now.getUTCMonth() === 0 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  const month = now.getUTCMonth() === 0 ? 12 : now.getUTCMonth();
  return `${year}年${String(month).padStart(2, '0')}月`;
}

// In this file (after the payment above, on the same worker): the other files never see アクメ's list change.
test('運営が先月の請求書を理由を付けて訂正すると、台帳と設定に修正した請求書と訂正済の元の請求書が表示される', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWith(admin, ACCOUNTS.admin, PHONES.admin);
  await admin.goto('/admin/payment');
  const ledger = admin.getByTestId('invoice-ledger');
  await expect(ledger.getByRole('heading', { name: '請求書台帳' })).toBeVisible(SLOW);
  await ledger.getByLabel('取引先').fill('アクメ');
  await ledger.getByTestId('ledger-search').click();
  const lastMonth = ledger
    .locator('tbody tr')
    .filter({ has: admin.locator('td:nth-child(4)', { hasText: lastMonthLabel() }) })
    .filter({ has: admin.getByTestId('ledger-correct') });
  await expect(lastMonth).toHaveCount(1, SLOW);
  const number = ((await lastMonth.locator('td').first().textContent()) ?? '').match(/INV-\d{6}-\d{5}/)?.[0];
  expect(number).toMatch(/^INV-/);
  const original = ledger.getByTestId(`ledger-row-${number}`);

  // Keyboard only: 「訂正」 opens the dialog with the invoice's lines as issued.
  const correct = original.getByRole('button', { name: `${number} を訂正` });
  await correct.focus();
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: `請求書を訂正（${number}）` });
  await expect(dialog).toBeVisible();
  const lines = dialog.getByTestId('correction-line');
  await expect(lines.first()).toBeVisible(SLOW);
  const issuedCount = await lines.count();
  expect(issuedCount).toBeGreaterThanOrEqual(1);
  await expect(lines.first().getByLabel('品目')).toHaveValue(/Refcheck/);
  const before = (await dialog.getByTestId('correction-total').textContent()) ?? '';
  expect(before).toMatch(/^訂正後：10%対象 [\d,]+円 ／ 消費税 [\d,]+円 ／ 合計（税込）[\d,]+円$/);
  const yenOf = (text: string, label: string) =>
    Number((text.match(new RegExp(`${label}[^\\d]*([\\d,]+)円`))?.[1] ?? 'NaN').replaceAll(',', ''));
  const subjectBefore = yenOf(before, '10%対象');

  // Without a reason nothing is sent: the message is shown and the 備考 field focused.
  await dialog.getByTestId('correction-submit').click();
  await expect(dialog.getByText('訂正の理由（備考）を入力してください')).toBeVisible();
  await expect(dialog.getByLabel('備考（訂正の理由）')).toBeFocused();

  // Add a line with the keyboard: the new line's 品目 takes the focus.
  await dialog.getByRole('button', { name: '明細行を追加' }).focus();
  await admin.keyboard.press('Enter');
  await expect(lines).toHaveCount(issuedCount + 1);
  const added = lines.last();
  await expect(added.getByLabel('品目')).toBeFocused();
  await admin.keyboard.type('HRアカウント追加分（訂正）');
  await admin.keyboard.press('Tab');
  await admin.keyboard.press('ControlOrMeta+a');
  await admin.keyboard.type('2');
  await admin.keyboard.press('Tab');
  await admin.keyboard.type('1000');
  await expect(added.getByTestId('correction-amount')).toHaveText('2,000円');
  const subjectAfter = subjectBefore + 2_000;
  const taxAfter = Math.ceil(subjectAfter / 10); // taxOfRate: rounded up once per invoice
  await expect(dialog.getByTestId('correction-total')).toHaveText(
    `訂正後：10%対象 ${subjectAfter.toLocaleString('ja-JP')}円 ／ 消費税 ${taxAfter.toLocaleString('ja-JP')}円 ／ 合計（税込）${(subjectAfter + taxAfter).toLocaleString('ja-JP')}円`,
  );
  const reason = 'HRアカウント2件の請求漏れを追加';
  await dialog.getByLabel('備考（訂正の理由）').fill(reason);
  await expect(dialog.getByText('訂正の理由（備考）を入力してください')).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(await axeFindings(admin, 'invoice correction dialog')).toEqual([]);
  await shoot(admin, 'invoice-correction-dialog', false);

  // A failed request: a localized message, and everything entered is still there.
  await admin.route('**/api/admin/invoices/*/corrections', (route) => route.abort());
  await dialog.getByTestId('correction-submit').click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '訂正した請求書を発行できませんでした。通信環境を確認したうえで再度お試しください。',
  );
  await expect(lines).toHaveCount(issuedCount + 1);
  await expect(dialog.getByLabel('備考（訂正の理由）')).toHaveValue(reason);
  await expect(added.getByLabel('品目')).toHaveValue('HRアカウント追加分（訂正）');
  await admin.unroute('**/api/admin/invoices/*/corrections');

  await dialog.getByTestId('correction-submit').click();
  await expect(admin.getByText(/^修正した適格請求書 INV-\d{6}-\d{5} を発行しました$/)).toBeVisible(SLOW);
  await expect(dialog).toBeHidden();
  await expect(original.getByText('訂正済')).toBeVisible(SLOW);
  await expect(original.getByTestId('ledger-correct')).toHaveCount(0);
  const correction = ledger
    .locator('tbody tr')
    .filter({ has: admin.getByText(`修正した適格請求書（${number} を訂正）`) });
  await expect(correction).toHaveCount(1, SLOW);
  await expect(correction.getByText('未払い')).toBeVisible();
  const newNumber = ((await correction.locator('td').first().textContent()) ?? '').match(
    /INV-\d{6}-\d{5}/,
  )?.[0];
  expect(newNumber).toMatch(/^INV-/);
  expect(newNumber).not.toBe(number);
  await expect(correction.locator('td').nth(4)).toHaveText(
    `${(subjectAfter + taxAfter).toLocaleString('ja-JP')}円`,
  );
  await adminContext.close();

  // The company sees both in 設定: the corrected invoice, and 訂正済 on the original; the new PDF downloads.
  await signInWith(page, ACCOUNTS.owner, PHONES.owner);
  await page.goto('/config');
  const card = page.getByTestId('company-invoices');
  await expect(card.getByRole('heading', { name: '請求書・領収書' })).toBeVisible(SLOW);
  const corrected = card.locator('tbody tr').filter({ hasText: `修正版（${number} を訂正）` });
  await expect(corrected).toHaveCount(1, SLOW);
  await expect(corrected.getByTestId('invoice-status')).toHaveText('未払い');
  const originalRow = card.locator('tbody tr').filter({ hasText: number! }).filter({ hasNotText: '修正版' });
  await expect(originalRow.getByTestId('invoice-status')).toHaveText('訂正済');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    corrected.getByTestId('invoice-pdf').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${newNumber}.pdf`);
  const pdf = await savePdf(download);
  for (const item of [
    '修正した適格請求書',
    newNumber!,
    number!,
    'HRアカウント追加分（訂正）',
    `備考：${reason}`,
  ]) {
    expect(pdf.text).toContain(item);
  }
});

test('サブアカウントには請求書が表示されない', async ({ page }) => {
  await signInWith(page, ACCOUNTS.staff, PHONES.staff);
  await page.goto('/config');
  const card = page.getByTestId('company-invoices');
  await expect(card.getByText('メインアカウントから設定頂けます。')).toBeVisible(SLOW);
  await expect(card.locator('table')).toHaveCount(0);
  expect((await page.request.get('/api/company/invoices')).status()).toBe(403);
});
