import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const nextYear = String(new Date().getFullYear() + 1);

/**
 * Fills the card page (/config/card) with a sandbox card and submits it. Like sign-up, the terms checkbox is
 * enabled only once the terms were opened: the terms dialog is opened and closed first when it is still disabled.
 */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('カード番号').fill(number);
  await page.getByRole('combobox', { name: '月', exact: true }).selectOption('12');
  await page.getByRole('combobox', { name: '年', exact: true }).selectOption(nextYear);
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByLabel('カード名義（半角英字）').fill('TARO TEST');
  const agree = page.getByLabel('利用規約に同意する');
  if (await agree.isDisabled()) {
    await expect(page.getByText('利用規約をお読みいただくと同意できます')).toBeVisible();
    await page.getByRole('button', { name: '利用規約を読む' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await agree.check();
  await page.getByRole('button', { name: 'カードを登録する' }).click();
}
