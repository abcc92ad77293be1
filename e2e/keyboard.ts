import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Whether the keyboard focus is on `target` (or inside it). */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user would; fails after `max`
 * presses. Returns how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<number> {
  await target.waitFor();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached with ${max} Tab presses`);
}

/** The focus is on an element of the page, not lost to the body (after an autosave, a dialog closing, ...). */
export async function expectFocusKept(page: Page, what: string) {
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body
      ? 'body'
      : `${el.tagName.toLowerCase()} ${el.textContent?.slice(0, 30)}`;
  });
  expect(focused, `focus after ${what}`).not.toBe('body');
}
