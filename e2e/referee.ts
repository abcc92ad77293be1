import type { Page } from '@playwright/test';
import { expect, latestMessage } from './fixtures.ts';

/** An 8×8 PNG: the identity document a referee uploads in the tests. */
export const CARD_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000080000000808020000004b6d29dc0000000970485973000003e8000003e801b57b526b0000001149444154089963d08fdf8c15310c2d09003a99504123c48ff50000000049454e44ae426082',
  'hex',
);
/** A mobile number of the sandbox SMS outbox (national form) and its E.164 form. */
export const randomPhone = () => `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
export const toE164 = (national: string) => `+81${national.slice(1)}`;

/**
 * On the referee's instruction page: consents, registers a new phone number and enters the code the SMS outbox
 * received (the caller asserts where the referee lands).
 */
export async function consentAndVerify(page: Page) {
  await page.getByTestId('referee-consent').click();
  await page.getByTestId('referee-next').click();
  await expect(page).toHaveURL(/\/referee\/authentication$/);
  const phone = randomPhone();
  await page.getByTestId('referee-phone').fill(phone);
  await page.getByTestId('referee-send-code').click();
  const sms = await latestMessage(page.request, toE164(phone));
  await page.getByTestId('referee-code').fill(/(\d{6})/.exec(sms.text)![1]!);
  await page.getByTestId('referee-verify').click();
}

/** The referee answers every page of the questionnaire and completes (the flow itself has its own spec). */
export async function answerToCompletion(page: Page, link: string) {
  await page.goto(link);
  await expect(page).toHaveURL(/\/referee\/instruction$/);
  await consentAndVerify(page);
  await expect(page).toHaveURL(/\/referee\/answer\/descriptions$/);
  const texts = page.locator('textarea:not([aria-hidden])');
  await expect(texts.first()).toBeVisible();
  for (let i = 0; i < (await texts.count()); i++) {
    await texts.nth(i).fill(`丁寧に仕事を進めていました（${i + 1}）`);
    await texts.nth(i).blur();
  }
  await expect(page.getByTestId('referee-save-state')).toHaveText('保存しました');
  await page.getByTestId('referee-next').click();
  await expect(page).toHaveURL(/\/referee\/answer\/selections$/);
  await expect(page.getByTestId('relationship-check')).toHaveCount(0);
  const groups = page.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).locator('[data-level="4"]').click();
  await expect(page.getByTestId('referee-save-state')).toHaveText('保存しました');
  await page.getByTestId('referee-next').click();
  await expect(page).toHaveURL(/\/referee\/identification$/);
  await page
    .getByTestId('referee-file')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: CARD_PNG });
  await page.getByTestId('referee-next').click();
  await expect(page).toHaveURL(/\/referee\/complete$/);
  await page.getByTestId('referee-submit').click();
  await expect(page.getByTestId('referee-done')).toBeVisible();
}
