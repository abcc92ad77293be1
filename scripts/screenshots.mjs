// Screenshots of pages at 1280 px and 390 px, as a demo account sees them, for looking at what we build.
// Usage: node scripts/screenshots.mjs [--base http://localhost:3000] [--as owner|staff|light|admin] [--out dir] path...
// A path may name a candidate as {talent:NAME}, replaced by its id, e.g. /company/talents/{talent:佐藤 健太}/report
// Needs a running server (npm start) and Debian's Chromium. Writes <out>/<name>-<width>.png.
// --click SELECTOR (repeatable) clicks each, in order, after the page loads (open a dialog to look at it);
// --axe runs axe-core (WCAG 2.2 A/AA) on what is shown and prints the serious and critical violations.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { solveChallenge } from 'altcha-lib/v1';
import { chromium } from 'playwright-core';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    as: { type: 'string' },
    out: { type: 'string', default: '.screenshots' },
    full: { type: 'boolean', default: false },
    /** Shoot only the first element matching this CSS selector (look at one part of a long page). */
    element: { type: 'string' },
    click: { type: 'string', multiple: true, default: [] },
    axe: { type: 'boolean', default: false },
  },
});
const accounts = {
  admin: ['admin@refcheck.test', '+819000000001'],
  owner: ['owner@acme.test', '+819000000002'],
  staff: ['staff@acme.test', '+819000000003'],
  light: ['owner@light.test', '+819000000004'],
};
fs.mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const context = await browser.newContext({ baseURL: values.base, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
if (values.as) {
  const [email, phone] = accounts[values.as];
  const headers = { origin: values.base };
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'refcheck-demo' },
    headers,
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${await signIn.text()}`);
  if ((await signIn.json()).twoFactorRedirect) {
    let since = Date.now() - 1000;
    // One SMS code per number per 30 s: wait out the throttle when the account was just signed in elsewhere.
    for (;;) {
      since = Date.now() - 1000;
      // The bot check the browser solves invisibly before an SMS send (ALTCHA proof-of-work).
      const c = await (await context.request.get('/api/bot-check/challenge')).json();
      const { number } = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
      const solution = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number,
        salt: c.salt,
        signature: c.signature,
      };
      const sent = await context.request.post('/api/auth/two-factor/send-otp', {
        data: {},
        headers: { ...headers, 'x-bot-check': Buffer.from(JSON.stringify(solution)).toString('base64') },
      });
      if (sent.status() !== 429) break;
      await new Promise((r) => setTimeout(r, 1000 * Number(sent.headers()['retry-after'] ?? 5)));
    }
    for (let i = 0; i < 50; i++) {
      const list = await (
        await context.request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`)
      ).json();
      const sms = list.find((m) => new Date(m.createdAt).getTime() >= since);
      if (sms) {
        const code = /\b(\d{6})\b/.exec(sms.text)[1];
        await context.request.post('/api/auth/two-factor/verify-otp', { data: { code }, headers });
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
const page = await context.newPage();
async function resolve(target) {
  let out = target;
  for (const [whole, name] of target.matchAll(/\{talent:([^}]+)\}/g)) {
    const list = await (await context.request.get(`/api/talents?search=${encodeURIComponent(name)}`)).json();
    out = out.replace(whole, (list.items ?? list)[0].id);
  }
  return out;
}
for (const given of positionals) {
  const target = await resolve(given);
  const name =
    given
      .split('?')[0]
      .replace(/\{talent:[^}]+\}/g, 'talent')
      .replace(/^\//, '')
      .replace(/[^\w-]+/g, '_') || 'index';
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(target);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    for (const selector of values.click) {
      await page.locator(selector).first().click();
      await page.waitForTimeout(400);
    }
    if (values.axe) {
      const { default: AxeBuilder } = await import('@axe-core/playwright');
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      console.log(`axe ${given} @${width}: ${serious.length} serious/critical`);
      for (const v of serious) console.log(`  ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    const file = path.join(values.out, `${name}-${width}.png`);
    if (values.element) await page.locator(values.element).first().screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: values.full });
    console.log(file);
  }
}
await browser.close();
