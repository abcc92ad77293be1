import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { createCandidateByApi, createTestCompany, expect, signInWith, test } from '../fixtures.ts';

/** A candidate of the signed-in company, created through the API; the dashboard then shows it. */
const addCandidate = (page: Page, name: string) => createCandidateByApi(page.request, { name });

async function openCandidate(page: Page, name: string) {
  await page.goto('/company');
  await page.getByTestId('talent-list').getByText(name).click();
  await expect(page.getByTestId('talent-detail').getByRole('heading', { name })).toBeVisible();
}

const sign = (secret: string, body: string) =>
  `sha256 ${createHmac('sha256', secret).update(body).digest('hex')}`;

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

test('ATS連携：内蔵の受信先に署名付きで結果を送信し、署名を検証できる', async ({ page }) => {
  const company = await createTestCompany(page.request, { state: 'active', sonar: true });
  await signInWith(page, company.owner.email, company.owner.phone);
  const secret = `e2e-secret-${Date.now()}`;
  await page.goto('/config');
  const settings = page.getByTestId('ats-settings-card');
  await settings.getByLabel('署名シークレット').fill(secret);
  await settings.getByRole('button', { name: '送信先を保存' }).click();
  await expect(page.getByText('更新に成功しました')).toBeVisible();
  await expect(settings.getByText('設定済みです。変更する場合のみ入力してください。')).toBeVisible();

  const talentId = await addCandidate(page, '連携 一郎');
  await openCandidate(page, '連携 一郎');
  await page.getByRole('tab', { name: 'ステータス' }).click();
  const card = page.getByTestId('ats-card');
  await expect(card.getByText('まだ送信していません。')).toBeVisible();
  await card.getByRole('button', { name: 'ATSに結果を送信' }).click();
  await expect(page.getByText('POSTに成功しました').first()).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('ats-attempt')).toHaveText(['1. HTTP 200 ・ 成功']);
  await expect(card.getByText('送信済み')).toBeVisible();

  const receipts = (await (
    await page.request.get(`/api/dev/ats-receiver?companyId=${company.companyId}`)
  ).json()) as {
    body: string;
    signature: string;
    verified: boolean;
  }[];
  expect(receipts).toHaveLength(1);
  expect(receipts[0]!.verified).toBe(true);
  expect(receipts[0]!.signature).toBe(sign(secret, receipts[0]!.body));
  const payload = JSON.parse(receipts[0]!.body);
  expect(payload).toMatchObject({
    event: 'reference_check.result',
    candidate: { id: talentId, name: '連携 一郎' },
    report: { status: 'noReferee' },
    total: { grade: '未' },
  });
  expect(payload.report.url).toMatch(new RegExp(`/company/talents/${talentId}/report$`));

  // A developer reads the same delivery on the dev ATS receiver page.
  await page.goto('/dev/ats');
  await expect(page.getByRole('heading', { name: '開発用ATS受信箱' })).toBeVisible();
  await expect(
    page.getByTestId('ats-receipt').filter({ hasText: talentId }).getByText('署名OK'),
  ).toBeVisible();
});

test('ATS連携：503を2回返す受信先には再試行し、1回だけ届ける', async ({ page }) => {
  const got: { status: number; body: string; signature: string | undefined }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const status = got.length < 2 ? 503 : 200;
      got.push({ status, body, signature: req.headers.signature as string | undefined });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? '{"ok":true}' : '{"detail":"busy"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = receiver.address() as AddressInfo;
    const company = await createTestCompany(page.request, { state: 'active', sonar: true });
    await signInWith(page, company.owner.email, company.owner.phone);
    const secret = `e2e-retry-secret-${Date.now()}`;
    await page.goto('/config');
    const settings = page.getByTestId('ats-settings-card');
    await settings.getByLabel('送信先URL').fill(`http://127.0.0.1:${port}/hooks/refcheck`);
    await settings.getByLabel('署名シークレット').fill(secret);
    await settings.getByRole('button', { name: '送信先を保存' }).click();
    await expect(page.getByText('更新に成功しました')).toBeVisible();

    await addCandidate(page, '再送 次郎');
    await openCandidate(page, '再送 次郎');
    await page.getByRole('tab', { name: 'ステータス' }).click();
    const card = page.getByTestId('ats-card');
    await card.getByRole('button', { name: 'ATSに結果を送信' }).click();
    await expect(card.getByTestId('ats-attempt')).toHaveText(
      ['1. HTTP 503 ・ 再試行', '2. HTTP 503 ・ 再試行', '3. HTTP 200 ・ 成功'],
      { timeout: 45_000 },
    );
    await expect(page.getByText('POSTに成功しました').first()).toBeVisible();
    expect(got.map((g) => g.status)).toEqual([503, 503, 200]);
    expect(got.filter((g) => g.status === 200)).toHaveLength(1);
    for (const g of got) expect(g.signature).toBe(sign(secret, g.body));
    expect(JSON.parse(got[2]!.body).candidate.name).toBe('再送 次郎');
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
