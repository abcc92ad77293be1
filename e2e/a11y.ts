import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.0/2.1/2.2 A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
export const LANGUAGES = ['jp', 'en', 'cn'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const WIDTHS = { wide: 1280, phone: 360 } as const;

/**
 * Every route path of the web app: the company app's route tree (apps/web/src/routes/route-tree.tsx) and the flow
 * entry's routes (apps/web/src/flow/routes.ts), read from their source: each `path: '…'` and each
 * `pageRoute(layout, '…', …)`. Layout routes have an `id`, not a path.
 */
export function routeTreePaths(): string[] {
  const files = ['../apps/web/src/routes/route-tree.tsx', '../apps/web/src/flow/routes.ts'];
  const paths = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, file), 'utf8');
    for (const m of source.matchAll(/\bpath:\s*'([^']*)'/g)) paths.add(m[1]!);
    for (const m of source.matchAll(/pageRoute\(\s*\w+,\s*'([^']*)'/g)) paths.add(m[1]!);
  }
  return [...paths].map((p) => (p === '/' || p === '$' ? p : p.replace(/^\/?/, '')));
}

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/** axe on the page as it is now: the serious and critical violations, each with where it was found. */
export async function axeFindings(page: Page, where: string): Promise<Finding[]> {
  // Legacy mode runs axe inside the page (the default opens a blank page per run to merge frame results). All
  // result types are kept: with `resultTypes: ['violations']` axe reported no target-size violation (WCAG 2.2
  // 2.5.8) on the flow footer's links that a full run finds.
  // A toast or dialog mid-transition is half transparent: axe would judge the contrast of a blend no one reads.
  // Finite animations and transitions end first (loaders' endless ones are left running); 3 s at most.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});
  // label-content-name-mismatch (WCAG 2.5.3) is one of axe's experimental rules, off unless asked for (issue 38).
  const result = await new AxeBuilder({ page })
    // options() first: it replaces what withTags() set.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`),
    }));
}

/**
 * One page load, two widths: axe at 1280 px, then the same page narrowed to 360 px, axe again, and a reflow check
 * (no horizontal scrolling of the page at 360 px). The page is widened again for the next route.
 */
export async function scanBothWidths(page: Page, where: string): Promise<Finding[]> {
  await settle(page);
  const findings = await axeFindings(page, `${where} @${WIDTHS.wide}`);
  await page.setViewportSize({ width: WIDTHS.phone, height: 740 });
  await page.waitForTimeout(150);
  findings.push(...(await axeFindings(page, `${where} @${WIDTHS.phone}`)));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 1) {
    findings.push({
      where: `${where} @${WIDTHS.phone}`,
      rule: 'reflow',
      impact: 'serious',
      nodes: [`the page scrolls horizontally by ${overflow} px`],
    });
  }
  await page.setViewportSize({ width: WIDTHS.wide, height: 800 });
  return findings;
}

/** Waits until the page has loaded its data (no request for half a second, or 5 s at most) and fonts. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.where}: ${f.rule} (${f.impact})\n${f.nodes.map((n) => `    ${n}`).join('\n')}`)
    .join('\n');
}
