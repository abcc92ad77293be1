import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import {
  botCheckHeader,
  createTestCompany,
  DEMO_PASSWORD,
  enterCode,
  expect,
  latestCode,
  latestMessage,
  signInByApi,
  signInWith,
  test,
} from '../fixtures.ts';
import { CARD_PNG } from '../referee.ts';

/**
 * Screens of the company area no other test showed (issue 38 item 6): the first-login welcome dialog, the
 * dashboard's referee row colours and duplicate-IP flag, the IP-settings error texts, the plan-order failure.
 */

const SLOW = { timeout: 30_000 };
const origin = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });

async function ok(response: Promise<APIResponse>): Promise<APIResponse> {
  const r = await response;
  expect(r.status(), `${r.url()}: ${await r.text()}`).toBe(200);
  return r;
}

test.describe('初回ログインのダイアログ', () => {
  test('新規登録して審査を通った会社が初めてログインすると「Refcheckへようこそ」が開き、閉じると再表示されず、2回目のログインでは開かない', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `welcome-${tag}@example.test`;
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const phone = `+8170${digits}`;

    // Sign-up and phone registration as the sign-up pages send them (those pages have their own test).
    const signup = await playwright.request.newContext({ baseURL });
    await ok(
      signup.post('/api/signup', {
        headers: origin(),
        data: {
          companyName: `株式会社ようこそ${tag}`,
          staffName: '初回 花子',
          zipcode: '1500001',
          address1: '東京都渋谷区神宮前1-1-1',
          email,
          password: DEMO_PASSWORD,
          passwordConfirmation: DEMO_PASSWORD,
          selectedPlan: 'LIGHT',
          isAgreeToTerms: true,
        },
      }),
    );
    const since = new Date(Date.now() - 2000);
    await ok(
      signup.post('/api/phone/code', {
        headers: { ...origin(), ...(await botCheckHeader(signup)) },
        data: { phoneNumber: phone },
      }),
    );
    await ok(
      signup.post('/api/phone/verify', {
        headers: origin(),
        data: { code: await latestCode(signup, phone, since) },
      }),
    );
    const session = await (await ok(signup.get('/api/session'))).json();
    const companyId = session.company.id as string;
    await signup.dispose();

    // The operator verifies the new company (the console's switch has its own test).
    const admin = await playwright.request.newContext({ baseURL });
    await signInByApi({ request: admin }, 'admin');
    await ok(admin.patch(`/api/admin/companies/${companyId}`, { data: { verified: true } }));
    await admin.dispose();

    // The first counted sign-in, through the login page.
    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    const codeSince = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await enterCode(page, phone, codeSince);
    await expect(page).toHaveURL(/\/company$/, SLOW);
    const welcome = page.getByRole('dialog', { name: 'Refcheckへようこそ' });
    await expect(welcome).toBeVisible(SLOW);
    await expect(
      welcome.getByText(
        'ご登録ありがとうございます。まずは候補者を登録し、リファレンスチェックの依頼メールを送ってみましょう。',
      ),
    ).toBeVisible();
    await welcome.getByRole('button', { name: 'はじめる' }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();

    // Closed once: a reload in the same tab does not bring it back.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible(SLOW);
    await expect(page.getByRole('dialog', { name: 'Refcheckへようこそ' })).toHaveCount(0);

    // The second sign-in (another browser): the dashboard without the dialog.
    const second = await browser.newContext();
    const again = await second.newPage();
    await signInWith(again, email, phone);
    await again.goto('/company');
    await expect(again.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible(SLOW);
    // The session the dashboard is drawn from counts this as the second login, so the dialog stays shut.
    const counted = await (await ok(again.request.get('/api/session'))).json();
    expect(counted.company.loginCount).toBe(2);
    await again.waitForTimeout(1000);
    await expect(again.getByRole('dialog', { name: 'Refcheckへようこそ' })).toHaveCount(0);
    await second.close();
  });
});

interface Seeded {
  companyId: string;
  talentId: string;
  talentLink: string;
  referees: { id: string; name: string; token: string }[];
}

/** A referee's browser at address `ip` (the e2e server trusts X-Forwarded-For from 127.0.0.1). */
function fromAddress(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  ip: string,
) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
}

/** Opens the referee's link and agrees (the page's first step): the address is recorded then. */
async function openAndConsent(request: APIRequestContext, seeded: Seeded, index: number) {
  await ok(
    request.post('/api/referee-flow/session', {
      data: { company: seeded.companyId, talent: seeded.talentId, token: seeded.referees[index]!.token },
    }),
  );
  await ok(request.post('/api/referee-flow/consent', { data: {} }));
}

/** The phone check behind the bot check, the code read from the dev outbox. */
async function verifyPhone(request: APIRequestContext) {
  const phone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await ok(
    request.post('/api/referee-flow/phone', {
      data: { countryCode: '+81', phoneNumber: phone },
      headers: await botCheckHeader(request),
    }),
  );
  const sms = await latestMessage(request, `+81${phone.slice(1)}`);
  await ok(request.post('/api/referee-flow/phone/verify', { data: { code: /(\d{6})/.exec(sms.text)![1] } }));
}

async function questionsOf(request: APIRequestContext) {
  const me = (await (await ok(request.get('/api/referee-flow/me'))).json()) as {
    questions: { key: string; kind: string }[];
  };
  return me.questions;
}

/** The candidate detail of `name` on the dashboard (found by search: other tests add candidates meanwhile). */
async function openCandidate(page: Page, name: string) {
  await page.goto('/company');
  await page.getByRole('textbox', { name: '氏名・メールアドレスで検索' }).fill(name);
  await page.getByTestId('talent-list').getByText(name).first().click();
}

test.describe('ダッシュボードの推薦者一覧', () => {
  test('推薦者の行は回答完了が緑・回答中が黄・未回答が赤・辞退が灰色で表示され、推薦者どうしや候補者と同じIPアドレスの推薦者に「IP重複」が付く', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const company = await createTestCompany(page.request, { state: 'active' });
    const tag = Math.random().toString(36).slice(2, 8);
    const name = `色分け 候補${tag}`;
    const refereeNames = [`推薦 完了${tag}`, `推薦 回答中${tag}`, `推薦 未回答${tag}`, `推薦 辞退${tag}`];
    const seeded = (await (
      await ok(
        page.request.post('/api/dev/reference-checks', {
          data: {
            ownerEmail: company.owner.email,
            talentName: name,
            referees: refereeNames.map((n) => ({ name: n })),
          },
        }),
      )
    ).json()) as Seeded;

    // The candidate opens their link from 203.0.113.50 and agrees (its address is recorded).
    const link = new URL(seeded.talentLink, baseURL);
    const candidate = await fromAddress(playwright, baseURL, '203.0.113.50');
    await ok(
      candidate.post('/api/talent-flow/session', {
        data: { company: link.searchParams.get('company'), token: link.searchParams.get('token') },
      }),
    );
    await ok(candidate.post('/api/talent-flow/consent'));
    await candidate.dispose();

    // 1: answers everything and submits, from an address of their own.
    const done = await fromAddress(playwright, baseURL, '198.51.100.11');
    await openAndConsent(done, seeded, 0);
    await verifyPhone(done);
    await ok(
      done.post('/api/referee-flow/identification', {
        data: CARD_PNG,
        headers: { 'content-type': 'image/png' },
      }),
    );
    for (const q of await questionsOf(done)) {
      await ok(
        done.put(`/api/referee-flow/answers/${q.key}`, {
          data: q.kind === 'description' ? { text: '誠実に業務に取り組んでいました。' } : { level: 4 },
        }),
      );
    }
    await ok(done.post('/api/referee-flow/complete'));
    await done.dispose();

    // 2: one answer saved, not submitted; 3: agreed only — both from 198.51.100.22.
    const partial = await fromAddress(playwright, baseURL, '198.51.100.22');
    await openAndConsent(partial, seeded, 1);
    await verifyPhone(partial);
    const first = (await questionsOf(partial)).find((q) => q.kind === 'description')!;
    await ok(
      partial.put(`/api/referee-flow/answers/${first.key}`, { data: { text: '途中まで書きました。' } }),
    );
    await partial.dispose();
    const opened = await fromAddress(playwright, baseURL, '198.51.100.22');
    await openAndConsent(opened, seeded, 2);
    await opened.dispose();

    // 4: agrees from the candidate's address, then declines.
    const declining = await fromAddress(playwright, baseURL, '203.0.113.50');
    await openAndConsent(declining, seeded, 3);
    await ok(declining.post('/api/referee-flow/decline', { data: { reason: 'noTime' } }));
    await declining.dispose();

    await signInWith(page, company.owner.email, company.owner.phone);
    await openCandidate(page, name);
    const table = page.getByTestId('referee-table');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(4, SLOW);
    await expect(page.getByTestId('duplicate-ip')).toHaveText('IPアドレスが重複しています');

    // What each row shows: its state, its background colour (Mantine's green-0, yellow-0, red-0, gray-1) and,
    // for the referees sharing an address with another referee or the candidate, 「IP重複」.
    const expected = [
      { name: refereeNames[0]!, state: '回答完了', background: 'rgb(235, 251, 238)', duplicate: false },
      { name: refereeNames[1]!, state: '回答中', background: 'rgb(255, 249, 219)', duplicate: true },
      { name: refereeNames[2]!, state: '未回答', background: 'rgb(255, 245, 245)', duplicate: true },
      { name: refereeNames[3]!, state: '辞退', background: 'rgb(241, 243, 245)', duplicate: true },
    ];
    for (const row of expected) {
      const tr = rows.filter({ hasText: row.name });
      await expect(tr).toHaveCount(1);
      await expect(tr.getByRole('cell').nth(3)).toContainText(row.state);
      await expect(tr).toHaveCSS('background-color', row.background);
      await expect(tr.getByText('IP重複', { exact: true })).toHaveCount(row.duplicate ? 1 : 0);
    }
  });
});

/** The IP-restriction card of /config. */
async function ipCard(page: Page) {
  await page.goto('/config');
  const card = page.locator('form').filter({ has: page.getByRole('heading', { name: 'IPアドレス制限' }) });
  await expect(card.getByRole('heading', { name: 'IPアドレス制限' })).toBeVisible(SLOW);
  return card;
}

test.describe('IPアドレス制限の設定のエラー表示', () => {
  test('入力の誤り・現在のアドレスを含まない保存・通信の失敗（取得・登録・解除）をそれぞれの文言で表示する', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInWith(page, company.owner.email, company.owner.phone);

    // The list cannot be fetched (the connection fails): the card says so, with the error code.
    await page.route('**/api/company/ip-rules', (route) =>
      route.request().method() === 'GET' ? route.abort('failed') : route.continue(),
    );
    await page.goto('/config');
    await expect(
      page
        .getByTestId('ip-fetch-error')
        .getByText('IPアドレスの取得に失敗しました。エラーコード：network_error'),
    ).toBeVisible(SLOW);
    await page.unroute('**/api/company/ip-rules');

    const card = await ipCard(page);
    await expect(card.getByText('IPアドレス制限は設定されていません。')).toBeVisible();
    await expect(card.getByTestId('current-ip')).toHaveText('現在のIPアドレス: 127.0.0.1');
    await expect(card.getByLabel('IPアドレス 1')).toHaveValue('127.0.0.1');
    const save = card.getByRole('button', { name: '保存する' });

    // Entries are checked before anything is sent: the format, then a repeated entry.
    await card.getByRole('button', { name: 'IPアドレスを追加' }).click();
    await card.getByLabel('IPアドレス 2').fill('10.0.0.300');
    await save.click();
    await expect(card.getByText('IPアドレスの形式が無効です')).toBeVisible();
    await card.getByLabel('IPアドレス 2').fill('127.0.0.1');
    await save.click();
    await expect(card.getByText('同じIPアドレスが重複しています')).toBeVisible();
    await expect(card.getByText('IPアドレスの形式が無効です')).toHaveCount(0);

    // A list without the address in use is refused by the server (it would lock the user out at once).
    await card.getByRole('button', { name: 'このIPアドレスを削除' }).nth(1).click();
    await card.getByLabel('IPアドレス 1').fill('10.0.0.0/8');
    await save.click();
    await expect(
      page.getByText('現在のIPアドレスを含めてください。含めないと保存後すぐにログインできなくなります。'),
    ).toBeVisible();
    await expect(card.getByText('IPアドレス制限は設定されていません。')).toBeVisible();

    // Saving while the connection is down.
    await card.getByLabel('IPアドレス 1').fill('127.0.0.0/8');
    await page.route('**/api/company/ip-rules', (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.continue(),
    );
    await save.click();
    await expect(page.getByText('IPアドレスの登録に失敗しました。エラーコード：network_error')).toBeVisible();
    await expect(card.getByText('IPアドレス制限は設定されていません。')).toBeVisible();
    await page.unroute('**/api/company/ip-rules');
    await save.click();
    await expect(card.getByText('登録したIPアドレスからのみログインできます。')).toBeVisible();

    // Turning the restriction off while the connection is down: it stays on.
    await page.route('**/api/company/ip-rules', (route) =>
      route.request().method() === 'DELETE' ? route.abort('failed') : route.continue(),
    );
    await card.getByRole('button', { name: '制限を解除する' }).click();
    await expect(
      page.getByText('IPアドレス制限の解除に失敗しました。エラーコード：network_error'),
    ).toBeVisible();
    await expect(card.getByText('登録したIPアドレスからのみログインできます。')).toBeVisible();
    await page.unroute('**/api/company/ip-rules');
    await card.getByRole('button', { name: '制限を解除する' }).click();
    await expect(card.getByText('IPアドレス制限は設定されていません。')).toBeVisible();
  });

  test('現在のIPアドレスをコピーでき、ブラウザがコピーを拒むとエラーコード付きで表示し、アドレスが分からないときはその旨を表示する', async ({
    page,
    context,
  }) => {
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInWith(page, company.owner.email, company.owner.phone);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    let card = await ipCard(page);
    await card.getByRole('button', { name: '現在のIPアドレスをコピー' }).click();
    await expect(page.getByText('コピーしました')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('127.0.0.1');

    // A browser that refuses to write to the clipboard (as one does without the permission).
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    card = await ipCard(page);
    await card.getByRole('button', { name: '現在のIPアドレスをコピー' }).click();
    await expect(
      page.getByText('IPアドレスのコピーに失敗しました。エラーコード：NotAllowedError'),
    ).toBeVisible();

    // The server could not tell the caller's address (the connection closed before it was read): no copy button,
    // and the card says the address could not be retrieved.
    await page.route('**/api/company/ip-rules', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), currentIp: '' } });
    });
    card = await ipCard(page);
    await expect(card.getByTestId('current-ip')).toHaveText('IPアドレスを取得できませんでした');
    await expect(card.getByRole('button', { name: '現在のIPアドレスをコピー' })).toHaveCount(0);
  });
});

test('会社設定の保存が通信の失敗で届かないと、仕様の「設定の更新に失敗しました」を表示し、入力はそのまま残る', async ({
  page,
}) => {
  const company = await createTestCompany(page.request, { state: 'active' });
  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/config');
  const card = page.getByTestId('company-settings-card');
  const name = card.getByLabel('会社名');
  await expect(name).toBeEnabled(SLOW);
  await name.fill('株式会社保存失敗商事');
  await page.route('**/api/company/settings', (route) =>
    route.request().method() === 'PUT' ? route.abort('failed') : route.continue(),
  );
  await card.getByRole('button', { name: '会社設定を保存' }).click();
  await expect(page.getByText('設定の更新に失敗しました')).toBeVisible();
  await expect(name).toHaveValue('株式会社保存失敗商事');
  await expect(page.getByTestId('company-name')).not.toHaveText('株式会社保存失敗商事');
});

test('スタンダードプランの申込みが通信の失敗で届かないと、申込みダイアログに失敗の文言を表示し、再度申し込むと受け付けられる', async ({
  page,
}) => {
  const company = await createTestCompany(page.request, { state: 'onTrial' });
  await signInWith(page, company.owner.email, company.owner.phone);
  await page.goto('/company/plan');
  await expect(page.getByTestId('plan-light').getByText('ご利用中')).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'スタンダードプランに申し込む' }).click();
  const dialog = page.getByRole('dialog', { name: 'スタンダードプランへの申込み' });

  await page.route('**/api/company/plan/order', (route) => route.abort('failed'));
  await dialog.getByRole('button', { name: '申し込む' }).click();
  await expect(dialog.getByTestId('plan-order-failed')).toHaveText(
    '申込みに失敗しました。通信環境を確認したうえで再度お試しください。',
  );
  // Nothing changed: still on the light plan, the dialog open for another try.
  await expect(page.getByTestId('plan-pending')).toHaveCount(0);
  await expect(page.getByTestId('plan-status')).not.toContainText('申請中');

  await page.unroute('**/api/company/plan/order');
  await dialog.getByRole('button', { name: '申し込む' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('plan-pending').getByText('お申し込みありがとうございます')).toBeVisible(
    SLOW,
  );
  await expect(page.getByTestId('plan-status')).toHaveText('スタンダードプラン（申請中）');
});
