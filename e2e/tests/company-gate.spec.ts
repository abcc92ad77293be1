import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, latestCode, signInByApi, test } from '../fixtures.ts';

const reviewText = 'ただいまアカウントを審査しております。審査には30～60分ほどお時間をいただきます。';

/** The operator signed in through the API in a browser of its own. */
async function operatorByApi(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, 'admin');
  return page;
}

/** What the "add a candidate" dialog sends (POST /api/talents), with the company's own session cookie. */
function addCandidate(request: APIRequestContext, name: string) {
  return request.post('/api/talents', {
    headers: { 'accept-language': 'ja' },
    data: {
      name,
      email: `gate-${Date.now()}@example.jp`,
      countryCode: '+81',
      phoneNumber: '09011112222',
      language: 'jp',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      rank: 'fulltime',
      selectionQuestion: true,
      refereeBreakdown: [
        { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
      ],
    },
  });
}

test.describe('サーバー側の審査ゲート', () => {
  test('新規登録した会社は審査中モーダルが表示され、候補者追加のAPIも拒否される。運営が審査すると再読み込みなしで追加できる', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const tag = Date.now().toString(36);
    const companyName = `株式会社ゲート${tag}`;
    const digits = String(Date.now()).slice(-8);
    await page.goto('/signup');
    await page.getByLabel('会社名').fill(companyName);
    await page.getByLabel('お名前').fill('門 太郎');
    await page.getByLabel('郵便番号（ハイフンなし）').fill('1500001');
    await page.getByLabel(/^住所\s*\*?$/).fill('東京都渋谷区神宮前1-1-1');
    await page.getByLabel('メールアドレス').fill(`gate-${tag}@example.test`);
    await page.getByLabel(/^パスワード\s*\*?$/).fill('secret-123');
    await page.getByLabel('パスワード（確認）').fill('secret-123');
    await page.getByRole('button', { name: '利用規約を読む' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('利用規約に同意する').check();
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page).toHaveURL(/\/signup\/phone$/);
    await page.getByLabel('携帯電話番号').fill(`080${digits}`);
    const since = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: '認証コードを送信' }).click();
    await page.getByLabel('認証コード').fill(await latestCode(page.request, `+8180${digits}`, since));
    await page.getByRole('button', { name: '認証して登録' }).click();
    await expect(page).toHaveURL(/\/company$/);

    // The review modal, and nothing of the dashboard behind it (no refused calls, no error toasts).
    const modal = page.getByRole('dialog', { name: 'アカウント審査中' });
    await expect(modal.getByText(reviewText)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The same call the add-candidate dialog makes, with the page's own session: refused by the server.
    const refused = await addCandidate(page.request, '拒否 される');
    expect(refused.status()).toBe(403);
    expect(refused.headers()['content-type']).toContain('application/problem+json');
    expect(await refused.json()).toMatchObject({ code: 'company.reviewPending', title: reviewText });

    // The operator verifies the company in the console.
    const admin = await operatorByApi(browser);
    await admin.goto('/admin');
    await admin.getByRole('textbox', { name: '検索' }).fill(companyName);
    await admin.getByRole('button', { name: `権限編集: ${companyName}` }).click();
    await expect(admin.getByRole('heading', { name: companyName })).toBeVisible({ timeout: 20_000 });
    await admin.getByRole('switch', { name: '審査済み（利用開始）' }).click();
    await expect(admin.getByText('権限を更新しました')).toBeVisible();
    await admin.context().close();

    // Without a reload: the modal goes, the dashboard shows, and the same call succeeds.
    await expect(page.getByText(reviewText)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible({ timeout: 20_000 });
    const accepted = await addCandidate(page.request, '受理 される');
    expect(accepted.status(), await accepted.text()).toBe(201);
    await expect(page.getByText('受理 される').first()).toBeVisible({ timeout: 20_000 });
  });
});
