import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import {
  createCandidateByApi,
  createTestCompany,
  expect,
  signInByApi,
  signInWith,
  test,
} from '../fixtures.ts';

/** A candidate of the signed-in company, created through the API; the dashboard then shows it. */
const addCandidate = (page: Page, name: string) => createCandidateByApi(page.request, { name });

async function openCandidate(page: Page, name: string) {
  await page.goto('/company');
  await page.getByTestId('talent-list').getByText(name).click();
  await expect(page.getByTestId('talent-detail').getByRole('heading', { name })).toBeVisible();
}

test('スタンダードプランでリスクチェックの記事件数を取得し、記事一覧を開く', async ({ page }) => {
  const company = await createTestCompany(page.request, { state: 'active', riskEyesId: 'RE-E2E-0001' });
  await signInWith(page, company.owner.email, company.owner.phone);
  // The sandbox answers 1 newspaper and 2 web articles for this name.
  await addCandidate(page, '調査 太郎');
  await openCandidate(page, '調査 太郎');
  await page.getByRole('tab', { name: 'リスクチェック' }).click();
  const panel = page.getByTestId('risk-panel');
  await expect(panel.getByText('未取得')).toHaveCount(2);
  await expect(panel.getByRole('button', { name: '記事一覧を見る' })).toHaveCount(0);

  await panel.getByRole('button', { name: '記事件数を取得' }).click();
  await expect(panel.getByText('1件')).toBeVisible();
  await expect(panel.getByText('2件')).toBeVisible();
  await expect(panel.getByText(/^最終取得：/)).toBeVisible();

  const popup = page.waitForEvent('popup');
  await panel.getByRole('button', { name: '記事一覧を見る' }).click();
  const list = await popup;
  await expect(list.getByRole('heading', { name: '記事一覧' })).toBeVisible({ timeout: 20_000 });
  await expect(list.getByText('「調査 太郎」の検索結果')).toBeVisible();
  await expect(list.getByTestId('risk-article')).toHaveCount(3);
  await expect(list.getByTestId('risk-article').filter({ hasText: '新聞' })).toHaveCount(1);

  // The counts stay after a reload (stored on the candidate).
  await openCandidate(page, '調査 太郎');
  await page.getByRole('tab', { name: 'リスクチェック' }).click();
  await expect(
    page.getByTestId('risk-panel').getByRole('button', { name: '記事件数を再取得' }),
  ).toBeVisible();
  await expect(page.getByTestId('risk-panel').getByText('2件')).toBeVisible();
});

test('リスクチェックIDのない会社には設定されていない旨を表示し、取得できない', async ({ page }) => {
  const company = await createTestCompany(page.request, { state: 'active' });
  await signInWith(page, company.owner.email, company.owner.phone);
  await addCandidate(page, '権限 花子');
  await openCandidate(page, '権限 花子');
  await page.getByRole('tab', { name: 'リスクチェック' }).click();
  await expect(page.getByTestId('risk-id-not-set')).toHaveText('リスクチェックIDが設定されていません');
  await expect(page.getByRole('button', { name: '記事件数を取得' })).toBeDisabled();
});

test('ライトプランではリスクチェックのタブを開けない', async ({ page }) => {
  // A light-plan company on its trial: the demo light account.
  await signInWith(page, 'owner@light.test', '+819000000004');
  await addCandidate(page, '軽量 三郎');
  await openCandidate(page, '軽量 三郎');
  await expect(page.getByRole('tab', { name: 'リスクチェック' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'ステータス' })).toBeEnabled();
  await page.getByRole('tab', { name: 'ステータス' }).click();
  await expect(page.getByRole('button', { name: 'ATSに結果を送信' })).toHaveCount(0);
});

test('ATS連携：設定なしで内蔵のsonarサンドボックスにサブスクリプションキー付きで結果を送信する', async ({
  page,
}) => {
  const company = await createTestCompany(page.request, { state: 'active', sonar: true });
  await signInWith(page, company.owner.email, company.owner.phone);
  // The company settings no longer hold an ATS endpoint: the operator sets sonar's connection.
  await page.goto('/config');
  await expect(page.getByRole('heading', { name: '設定', level: 1 })).toBeVisible();
  await expect(page.getByTestId('ats-settings-card')).toHaveCount(0);

  const talentId = await addCandidate(page, '連携 一郎');
  await openCandidate(page, '連携 一郎');
  await page.getByRole('tab', { name: 'ステータス' }).click();
  const card = page.getByTestId('ats-card');
  await expect(card.getByText('まだ送信していません。')).toBeVisible();
  await card.getByRole('button', { name: 'ATSに結果を送信' }).click();
  await expect(page.getByText('POSTに成功しました').first()).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('ats-attempt')).toHaveText(['1. HTTP 200 ・ 成功']);
  await expect(card.getByText('送信済み')).toBeVisible();
  await expect(card.getByText('内蔵のサンドボックス（開発用） ・ 手動送信')).toBeVisible();

  const receipts = (await (
    await page.request.get(`/api/dev/ats-receiver?companyId=${company.companyId}`)
  ).json()) as { body: string; keySlot: string | null; verified: boolean }[];
  expect(receipts).toHaveLength(1);
  expect(receipts[0]).toMatchObject({ verified: true, keySlot: 'primary' });
  const payload = JSON.parse(receipts[0]!.body);
  expect(payload).toMatchObject({
    event: 'reference_check.result',
    candidate: { id: talentId, name: '連携 一郎', externalId: null },
    report: { status: 'noReferee' },
    total: { grade: '未' },
  });
  expect(payload.report.url).toMatch(new RegExp(`/company/talents/${talentId}/report$`));

  // A developer reads the same delivery on the dev ATS receiver page.
  await page.goto('/dev/ats');
  await expect(page.getByRole('heading', { name: '開発用ATS受信箱' })).toBeVisible();
  await expect(
    page.getByTestId('ats-receipt').filter({ hasText: talentId }).getByText('キーOK'),
  ).toBeVisible();
});

test('ATS連携：運営が設定したsonarで、401にはセカンダリキー、503には再試行し、1回だけ届ける', async ({
  page,
  browser,
}) => {
  const primary = `e2e-primary-${Date.now()}`;
  const secondary = `e2e-secondary-${Date.now()}`;
  const got: { status: number; body: string; authorization: string | undefined }[] = [];
  let served = 0;
  const sonar = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const authorization = req.headers.authorization;
      const status = authorization !== secondary ? 401 : served++ === 0 ? 503 : 200;
      got.push({ status, body, authorization });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        status === 200
          ? '{"ok":true}'
          : JSON.stringify({
              detail: status === 401 ? 'Access denied due to invalid subscription key.' : 'busy',
            }),
      );
    });
  });
  await new Promise<void>((resolve) => sonar.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = sonar.address() as AddressInfo;
    const company = await createTestCompany(page.request, { state: 'active', sonar: true });
    const name = `テスト株式会社 ${/^owner-([0-9a-f]+)@/.exec(company.owner.email)![1]}`;

    // The operator sets this client's sonar connection next to its sonar flag; keys are never shown again.
    const admin = await (await browser.newContext()).newPage();
    await signInByApi(admin, 'admin');
    await admin.goto('/admin');
    await admin.getByRole('textbox', { name: '検索' }).fill(name);
    await admin.getByRole('button', { name: `権限編集: ${name}` }).click();
    const dialog = admin.getByRole('dialog').first();
    const section = dialog.getByTestId('sonar-settings');
    await expect(section.getByText('送信先：内蔵のサンドボックス（開発用）', { exact: false })).toBeVisible({
      timeout: 20_000,
    });
    await section.getByLabel('ベースURL').fill(`http://127.0.0.1:${port}/partner`);
    await section.getByLabel('プライマリキー').fill(primary);
    await section.getByLabel('セカンダリキー').fill(secondary);
    await section.getByRole('button', { name: '接続設定を保存' }).click();
    await expect(admin.getByText('更新に成功しました')).toBeVisible();
    await expect(section.getByText('設定済みです。変更する場合のみ入力してください。')).toHaveCount(2);
    await expect(section.getByLabel('プライマリキー')).toHaveValue('');
    await expect(section.getByTestId('sonar-effective')).toContainText(`http://127.0.0.1:${port}/partner`);
    await admin.context().close();

    await signInWith(page, company.owner.email, company.owner.phone);
    await addCandidate(page, '再送 次郎');
    await openCandidate(page, '再送 次郎');
    await page.getByRole('tab', { name: 'ステータス' }).click();
    const card = page.getByTestId('ats-card');
    await card.getByRole('button', { name: 'ATSに結果を送信' }).click();
    await expect(card.getByTestId('ats-attempt')).toHaveText(
      ['1. HTTP 401 ・ 再試行', '2. HTTP 503 ・ 再試行', '3. HTTP 200 ・ 成功'],
      { timeout: 45_000 },
    );
    await expect(card.getByTestId('ats-attempt-detail')).toHaveText([
      'Access denied due to invalid subscription key.',
      'busy',
    ]);
    await expect(page.getByText('POSTに成功しました').first()).toBeVisible();
    expect(got.map((g) => [g.status, g.authorization])).toEqual([
      [401, primary],
      [503, secondary],
      [200, secondary],
    ]);
    expect(JSON.parse(got[2]!.body).candidate.name).toBe('再送 次郎');
  } finally {
    await new Promise<void>((resolve) => sonar.close(() => resolve()));
  }
});
