import type { APIRequestContext, Page } from '@playwright/test';
import {
  describeFindings,
  type Finding,
  LANGUAGES,
  type Lang,
  routeTreePaths,
  scanBothWidths,
} from '../a11y.ts';
import { type Account, expect, latestMessage, signInByApi, test } from '../fixtures.ts';
import { CARD_PNG } from '../referee.ts';

/**
 * WCAG 2.2 AA on every route of the route tree (issue 26): each route in each state that shows different content,
 * in jp, en and cn, at 1280 and 360 px, with axe-core; any serious or critical violation fails. The routes come
 * from apps/web/src/routes/route-tree.tsx and apps/web/src/flow/routes.ts (the flow entry), so a route added there
 * without a recipe here fails the first test.
 *
 * One page load per route, state and language: axe at 1280 px, the page narrowed to 360 px, axe again.
 */

/** Routes that only redirect: they show nothing of their own. */
const REDIRECTS: Record<string, string> = {
  '/': 'to the signed-in home or /login',
  $: 'unknown paths go to /404',
  referee: 'exchanges the link token, then goes to the referee step (scanned there)',
};

type Visit = (
  page: Page,
  scan: (route: string, label?: string) => Promise<void>,
  lang: Lang,
) => Promise<void>;

interface StateRecipe {
  /** The routes this state shows (checked against the route tree). */
  routes: string[];
  visit: Visit;
}

/** 「APIキーを作成」 in each language (the /config card). */
const CREATE_API_KEY: Record<string, string> = {
  jp: 'APIキーを作成',
  en: 'Create API key',
  cn: '创建API密钥',
};
const ADD_CANDIDATE: Record<Lang, string> = { jp: '候補者を追加', en: 'Add candidates', cn: '添加候选人' };
const tomorrow = () => new Date(Date.now() + 9 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
const uuid = '00000000-0000-4000-8000-000000000000';

async function open(page: Page, route: string, url = `/${route}`) {
  await page.goto(url);
  await expectRoute(page, route);
}

/** The page really shows `route` (a guard did not send it elsewhere). */
async function expectRoute(page: Page, route: string) {
  const pattern = new RegExp(`^/${route.replace(/\$\w+/g, '[^/]+')}$`);
  await expect.poll(() => new URL(page.url()).pathname, { message: `route ${route}` }).toMatch(pattern);
}

/** Signed in as a demo account, each of the routes it sees. */
function signedIn(who: Account, routes: string[], extra?: Visit): StateRecipe {
  return {
    routes,
    visit: async (page, scan, lang) => {
      await signInByApi(page, who);
      for (const route of routes.filter((r) => !r.includes('$'))) {
        await open(page, route);
        await scan(route);
      }
      await extra?.(page, scan, lang);
    },
  };
}

async function seedCheck(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/dev/reference-checks', { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    talentId: string;
    referees: { id: string; link: string }[];
  };
}

const relative = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

const RECIPES: Record<string, StateRecipe> = {
  signedOut: {
    routes: [
      'login',
      'login/admin',
      'login/reset_password',
      'login/operator_password',
      'signup',
      'signup/phone',
      'signup/sub_account',
      'signup/sub_account/phone',
      'privacy_policy',
      'withdrawal/complete',
      '404',
      'sso/complete',
      'dev/ats',
      'risk_check/articles',
      'dev/outbox',
      'dev/outbox/templates',
      'faq/talent',
      'faq/referee',
    ],
    visit: async (page, scan) => {
      for (const route of RECIPES.signedOut!.routes) {
        await page.goto(`/${route}`);
        await scan(route, `${route} → ${new URL(page.url()).pathname}`);
      }
    },
  },
  owner: signedIn(
    'owner',
    [
      'company',
      'company/talents/$talentId/report',
      'template_questions',
      'company/accounts',
      'company/plan',
      'privacy-requests',
      'withdrawal',
      'config',
      'config/card',
      'guide',
      'guide/$article',
      // Issue 36: the check funnel. Issue 34: the enrolment page (the owner has nothing to enrol: its done state).
      'company/funnel',
      'signup/security',
    ],
    async (page, scan, lang) => {
      // A guide article (its illustration, steps and links).
      await open(page, 'guide/$article', '/guide/report');
      await scan('guide/$article');
      // The add-candidate dialog open.
      await open(page, 'company');
      await page.getByRole('button', { name: ADD_CANDIDATE[lang] }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan('company', 'company + add-candidate dialog');
      // A report with every answer.
      const seeded = await seedCheck(page.request, {
        talentName: '回答 花子',
        answered: true,
        referees: [{ name: '推薦 一郎' }, { name: '推薦 二郎' }],
      });
      await open(page, 'company/talents/$talentId/report', `/company/talents/${seeded.talentId}/report`);
      await expect(page.getByTestId('report-talent-name')).toBeVisible({ timeout: 20_000 });
      await scan('company/talents/$talentId/report');
      // /config's API keys card: the create dialog, then the key shown once (issue 25).
      await open(page, 'config');
      await page.getByRole('button', { name: CREATE_API_KEY[lang] }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await scan('config', 'config + create-API-key dialog');
      await dialog.getByRole('textbox').fill(`axe ${lang}`);
      await dialog.locator('button[type="submit"]').click();
      await expect(page.getByTestId('api-key-value')).toBeVisible();
      await scan('config', 'config + API key shown once');
    },
  ),
  // /company in the states that showed label-content-name-mismatch at 1280 px (issue 38): an announcement shown,
  // a candidate selected (its detail with the deadline card). A state of its own: the owner's is long already.
  ownerHome: {
    routes: ['company'],
    visit: async (page, scan, lang) => {
      await signInByApi(page, 'owner');
      const admin = await page.context().browser()!.newContext();
      await signInByApi({ request: admin.request }, 'admin');
      const posted = await admin.request.post('/api/admin/announcements', {
        data: {
          category: 'info',
          title: `アクセシビリティ確認のお知らせ（${lang}）：三十文字を超える長いタイトルは省略されます`,
          date: new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10),
          text: '本文です。',
          href: 'https://example.com/news',
        },
      });
      expect(posted.ok(), await posted.text()).toBe(true);
      await admin.close();
      await open(page, 'company');
      await expect(page.getByTestId('announcement-title').first()).toBeVisible();
      await scan('company', 'company + announcements');
      const seeded = await seedCheck(page.request, {
        talentName: `期限 ${lang}`,
        referees: [{ name: '推薦 一郎' }],
      });
      expect(seeded.talentId).toBeTruthy();
      await open(page, 'company');
      await page.getByText(`期限 ${lang}`).first().click();
      await expect(page.getByTestId('talent-detail')).toBeVisible();
      await scan('company', 'company + candidate detail (deadline card)');
    },
  },
  // A light-plan company on its free trial: the plan-status line and the trial badge in the header.
  light: signedIn('light', ['company', 'company/plan']),
  staff: signedIn('staff', [
    'company',
    'template_questions',
    'company/accounts',
    'privacy-requests',
    'config',
    'config/card',
  ]),
  admin: signedIn(
    'admin',
    [
      'admin/funnel',
      'admin',
      'admin/payment',
      'admin/deliveries',
      'admin/announcement',
      'admin/plan',
      'admin/privacy-requests',
      'config',
    ],
    // Issue 35: the invoice correction dialog open on a ledger row (opened and closed; nothing is issued).
    async (page, scan) => {
      await open(page, 'admin/payment');
      await page.getByTestId('ledger-correct').first().click();
      await expect(page.getByTestId('correction-line').first()).toBeVisible();
      await scan('admin/payment', 'admin/payment + invoice correction dialog');
      await page.keyboard.press('Escape');
    },
  ),
  candidate: {
    routes: [
      'talent/instruction',
      'talent',
      'talent/complete',
      'talent/decline',
      'talent/decline/complete',
      'talent/unsubscribe/remind',
    ],
    visit: async (page, scan, lang) => {
      const owner = await page.context().browser()!.newContext();
      const request = owner.request;
      await signInByApi({ request }, 'owner');
      const invite = async () => {
        const email = `a11y-${Math.random().toString(36).slice(2, 8)}@example.jp`;
        const created = await request.post('/api/talents', {
          data: {
            name: '候補 三郎',
            email,
            countryCode: '+81',
            phoneNumber: '09011112222',
            language: lang,
            deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            rank: 'fulltime',
            selectionQuestion: true,
            refereeBreakdown: [
              { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
            ],
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        const talentId = (await created.json()).id as string;
        expect((await request.post(`/api/talents/${talentId}/invitation`)).ok()).toBe(true);
        return (await latestMessage(request, email)).text;
      };
      const mail = await invite();
      await page.goto(relative(/https?:\/\/\S+\/talent\/instruction\S*/.exec(mail)![0]));
      await expectRoute(page, 'talent/instruction');
      await scan('talent/instruction');
      expect((await page.request.post('/api/talent-flow/consent')).ok()).toBe(true);
      await open(page, 'talent');
      await scan('talent');
      const saved = await page.request.put('/api/talent-flow/referees', {
        data: {
          referees: [
            {
              name: '推薦 四郎',
              email: `a11y-ref-${Date.now()}@corp.example.jp`,
              belongs: { company: '株式会社サンプル', title: '営業部長' },
              relationship: 'directSupervisor',
              timeWorkingTogether: 'currentJub',
              timeToBeginWorkingTogether: '2020-04',
              workingTogether: true,
              jobCategory: { major: 'sales', minor: 'corporateSales' },
              language: lang,
            },
          ],
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await open(page, 'talent/complete');
      await scan('talent/complete');
      // A second candidate declines.
      const second = await invite();
      await page.goto(relative(/https?:\/\/\S+\/talent\/instruction\S*/.exec(second)![0]));
      await expectRoute(page, 'talent/instruction');
      await open(page, 'talent/decline');
      await scan('talent/decline');
      await open(page, 'talent/decline/complete');
      await scan('talent/decline/complete');
      const unsubscribe = /https?:\/\/\S+\/talent\/unsubscribe\/remind\S*/.exec(mail)?.[0];
      await open(
        page,
        'talent/unsubscribe/remind',
        unsubscribe ? relative(unsubscribe) : `/talent/unsubscribe/remind?company=${uuid}&token=expired`,
      );
      await scan('talent/unsubscribe/remind');
      await owner.close();
    },
  },
  // The public privacy request page: the address step, the code step (and a wrong code), the choice step.
  privacyRequest: {
    routes: ['privacy/request'],
    visit: async (page, scan, lang) => {
      const owner = await page.context().browser()!.newContext();
      await signInByApi({ request: owner.request }, 'owner');
      const email = `a11y-privacy-${Math.random().toString(36).slice(2, 8)}@example.jp`;
      await seedCheck(owner.request, {
        talentEmail: email,
        language: lang,
        referees: [{ name: '推薦 七郎' }],
      });
      await owner.close();
      await open(page, 'privacy/request', `/privacy/request?lang=${lang}`);
      await scan('privacy/request');
      const since = new Date();
      await page.getByTestId('privacy-email').fill(email);
      await page.getByTestId('privacy-send-code').click();
      const mail = await latestMessage(page.request, email, since);
      const code = /(\d{6})/.exec(mail.text)![1]!;
      await page.getByTestId('privacy-code').fill(code === '000000' ? '111111' : '000000');
      await page.getByTestId('privacy-verify').click();
      await expect(page.getByTestId('privacy-code')).toHaveAttribute('aria-invalid', 'true');
      await scan('privacy/request', 'privacy/request + wrong code');
      await page.getByTestId('privacy-code').fill(code);
      await page.getByTestId('privacy-verify').click();
      await expect(page.getByTestId('privacy-download')).toBeVisible();
      await scan('privacy/request', 'privacy/request + choices');
    },
  },
  regainTrust: {
    routes: [
      'regain_trust/instruction',
      'regain_trust/excuse',
      'regain_trust/confirm',
      'regain_trust/complete',
    ],
    visit: async (page, scan, lang) => {
      const owner = await page.context().browser()!.newContext();
      await signInByApi({ request: owner.request }, 'owner');
      const email = `a11y-regain-${Math.random().toString(36).slice(2, 8)}@example.jp`;
      const seeded = await seedCheck(owner.request, {
        talentName: '説明 三郎',
        talentEmail: email,
        language: lang,
        answered: true,
        referees: [{ name: '推薦 五郎' }],
      });
      const asked = await owner.request.post(`/api/company/talents/${seeded.talentId}/regain-trust`, {
        data: { excuseDeadline: tomorrow(), fromCompanyText: '前職を退職された理由を教えてください。' },
      });
      expect(asked.status(), await asked.text()).toBe(200);
      const mail = await latestMessage(owner.request, email);
      await owner.close();
      await page.goto(relative(/https?:\/\/\S+\/regain_trust\/instruction\S*/.exec(mail.text)![0]));
      await expectRoute(page, 'regain_trust/instruction');
      await scan('regain_trust/instruction');
      await open(page, 'regain_trust/excuse');
      await scan('regain_trust/excuse');
      await page.locator('textarea').first().fill('家族の事情で転居したためです。');
      await page.locator('textarea').first().blur();
      await open(page, 'regain_trust/confirm');
      await scan('regain_trust/confirm');
      await open(page, 'regain_trust/complete');
      await scan('regain_trust/complete');
    },
  },
  referee: {
    routes: [
      'referee/instruction',
      'referee/authentication',
      'referee/answer/descriptions',
      'referee/answer/selections',
      'referee/identification',
      'referee/complete',
      'referee/unsubscribe/remind',
    ],
    visit: async (page, scan, lang) => {
      const owner = await page.context().browser()!.newContext();
      await signInByApi({ request: owner.request }, 'owner');
      const seeded = await seedCheck(owner.request, { referees: [{ name: '推薦 六郎', language: lang }] });
      await owner.close();
      await page.goto(relative(seeded.referees[0]!.link));
      await expectRoute(page, 'referee/instruction');
      await scan('referee/instruction');
      await page.getByTestId('referee-consent').click();
      await page.getByTestId('referee-next').click();
      await expectRoute(page, 'referee/authentication');
      await scan('referee/authentication');
      const phone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      await page.getByTestId('referee-phone').fill(phone);
      await page.getByTestId('referee-send-code').click();
      const sms = await latestMessage(page.request, `+81${phone.slice(1)}`);
      // A wrong code first: the page with its error message.
      const code = /(\d{6})/.exec(sms.text)![1]!;
      await page.getByTestId('referee-code').fill(code === '000000' ? '111111' : '000000');
      await page.getByTestId('referee-verify').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await scan('referee/authentication', 'referee/authentication + wrong code');
      await page.getByTestId('referee-code').fill(code);
      await page.getByTestId('referee-verify').click();
      await expectRoute(page, 'referee/answer/descriptions');
      const texts = page.locator('textarea:not([aria-hidden])');
      await expect(texts.first()).toBeVisible();
      await scan('referee/answer/descriptions');
      for (let i = 0; i < (await texts.count()); i++)
        await texts.nth(i).fill('誠実に業務に取り組んでいました');
      await texts.last().blur();
      await page.getByTestId('referee-next').click();
      await expectRoute(page, 'referee/answer/selections');
      const groups = page.getByRole('radiogroup');
      // The descriptions page's relationship check (a radio group too) must be gone before counting.
      await expect(page.getByTestId('relationship-check')).toHaveCount(0);
      await expect(groups.first()).toBeVisible();
      await scan('referee/answer/selections');
      for (let i = 0; i < (await groups.count()); i++)
        await groups.nth(i).locator('[data-level="4"]').click();
      await page.getByTestId('referee-next').click();
      await expectRoute(page, 'referee/identification');
      await scan('referee/identification');
      await page.getByTestId('referee-file').setInputFiles({
        name: 'card.png',
        mimeType: 'image/png',
        buffer: CARD_PNG,
      });
      await page.getByTestId('referee-next').click();
      await expectRoute(page, 'referee/complete');
      await scan('referee/complete');
      await page.getByTestId('referee-submit').click();
      await expect(page.getByTestId('referee-done')).toBeVisible();
      await scan('referee/complete', 'referee/complete + submitted');
      await open(
        page,
        'referee/unsubscribe/remind',
        // A referee link names the company, the candidate and the token; an expired token shows the failure.
        `/referee/unsubscribe/remind?company=${uuid}&talent=${uuid}&token=expired`,
      );
      await expect(page.getByRole('alert')).toBeVisible();
      await scan('referee/unsubscribe/remind');
    },
  },
};

test('every route of the route tree has an axe recipe (or only redirects)', () => {
  const covered = new Set(Object.values(RECIPES).flatMap((r) => r.routes));
  const missing = routeTreePaths().filter((p) => !covered.has(p) && !(p in REDIRECTS));
  expect(missing, 'routes without a state recipe in e2e/tests/axe.spec.ts').toEqual([]);
  const unknown = [...covered].filter((p) => !routeTreePaths().includes(p));
  expect(unknown, 'recipes for routes that are not in the route tree').toEqual([]);
});

/**
 * The company's and the operator's pages are scanned in Japanese, their users' language (the three languages render
 * the same components; the locale tests hold every key in each); what candidates, referees and visitors read is
 * scanned in all three. `AXE_ALL_LANGUAGES=1` scans every recipe in every language (docs/decisions.md).
 */
const JAPANESE_ONLY = new Set(['owner', 'ownerHome', 'staff', 'light', 'admin']);
const languagesOf = (state: string) =>
  process.env.AXE_ALL_LANGUAGES === '1' || !JAPANESE_ONLY.has(state) ? LANGUAGES : (['jp'] as const);

test.describe('axe: WCAG 2.2 AA, serious and critical', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const [state, recipe] of Object.entries(RECIPES)) {
    for (const lang of languagesOf(state)) {
      test(`${state} in ${lang}`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
        const findings: Finding[] = [];
        const seen = new Set<string>();
        await recipe.visit(
          page,
          async (route, label = route) => {
            seen.add(route);
            const started = Date.now();
            findings.push(...(await scanBothWidths(page, `${state}/${lang} ${label}`)));
            if (process.env.AXE_TIMING) console.log(`${state}/${lang} ${label}: ${Date.now() - started} ms`);
          },
          lang,
        );
        expect(
          recipe.routes.filter((r) => !seen.has(r)),
          'routes of the recipe it did not scan',
        ).toEqual([]);
        expect(findings, describeFindings(findings)).toEqual([]);
      });
    }
  }
});
