import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { describeFindings, scanBothWidths } from '../a11y.ts';
import { createTestCompany, expect, signInWith, test } from '../fixtures.ts';

/** A loopback receiver (development allows loopback endpoints): keeps every request's raw body and headers. */
async function startReceiver() {
  const received: { body: string; headers: Record<string, string> }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      received.push({ body, headers });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/refcheck`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('メインアカウントが /config でWebhookの送信先を追加し、テスト送信して配信ログで確認する', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInWith(page, company.owner.email, company.owner.phone);
    await page.goto('/config');
    const card = page.getByTestId('webhooks-card');
    await expect(card.getByRole('heading', { name: 'Webhook' })).toBeVisible();
    await expect(card.getByText('エンドポイントはまだ登録されていません。')).toBeVisible();

    await card.getByRole('button', { name: 'エンドポイントを追加' }).click();
    const dialog = page.getByRole('dialog', { name: 'エンドポイントを追加' });
    await dialog.getByLabel('送信先URL').fill(receiver.url);
    await dialog.getByRole('checkbox', { name: '推薦者が回答を完了した' }).check();
    await dialog.getByLabel('説明').fill('E2E 受信サーバー');
    const findings = await scanBothWidths(page, 'config webhook dialog');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: '保存する' }).click();

    // The secret, shown once.
    const secretDialog = page.getByRole('dialog', { name: '署名シークレット' });
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: '閉じる' }).click();

    const endpoint = card.getByTestId('webhook-endpoint');
    await expect(endpoint.getByText(receiver.url)).toBeVisible();
    await expect(endpoint.getByText('レポートが完成した')).toBeVisible();
    await expect(endpoint.getByText('推薦者が回答を完了した')).toBeVisible();

    await endpoint.getByRole('button', { name: 'テスト送信' }).click();
    const log = endpoint.getByTestId('webhook-deliveries');
    const row = log.getByRole('row').filter({ hasText: 'テスト送信' });
    await expect(row.getByText('成功')).toBeVisible();
    await expect(row.getByRole('cell', { name: '200' })).toBeVisible();
    findings.push(...(await scanBothWidths(page, 'config webhook delivery log')));
    expect(findings, describeFindings(findings)).toEqual([]);

    // The receiver got one signed delivery that the official package verifies.
    expect(receiver.received).toHaveLength(1);
    const event = new Webhook(secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers) as {
      type: string;
    };
    expect(event.type).toBe('webhook.test');
  } finally {
    await receiver.close();
  }
});
