import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createTestCompany, expect, signInByApi, test } from '../fixtures.ts';

/**
 * The operator console's failure messages no other test showed (issue 38 item 6). A request that never reaches the
 * server (the operator's connection fails: `route.abort`) changes nothing shared, so these tests run beside the
 * others; the CSV parse failure is the server's own answer to a wrong file.
 */

const SLOW = { timeout: 30_000 };

async function openPermissions(admin: Page, name: string) {
  await admin.goto('/admin');
  await admin.getByRole('textbox', { name: '検索' }).fill(name);
  await admin.getByRole('button', { name: `権限編集: ${name}` }).click();
  const dialog = admin.getByTestId('permission-dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible(SLOW);
  return dialog;
}

async function confirmIn(admin: Page, question: string, button: string) {
  const confirmation = admin.getByRole('dialog').filter({ hasText: question });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: button }).click();
}

test.describe('運営コンソールの失敗表示', () => {
  test('権限編集・強制退会・アカウント復活が通信の失敗で届かないと、それぞれの失敗の文言を表示し、会社の状態は変わらない', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInByApi(page, 'admin');
    const client = await (await page.request.get(`/api/admin/companies/${company.companyId}`)).json();
    const dialog = await openPermissions(page, client.name);
    const companyUrl = `**/api/admin/companies/${company.companyId}`;

    // Permission edit: the switch goes back, the failure is said.
    const enabled = dialog.getByRole('switch', { name: 'アカウントを有効にする' });
    await expect(enabled).toBeChecked();
    await page.route(companyUrl, (route) =>
      route.request().method() === 'PATCH' ? route.abort('failed') : route.continue(),
    );
    await enabled.click();
    await expect(page.getByText('権限編集に失敗しました')).toBeVisible();
    await expect(enabled).toBeChecked();
    await expect(enabled).toBeEnabled();
    await page.unroute(companyUrl);

    // Forced withdrawal.
    await page.route(`${companyUrl}/withdraw`, (route) => route.abort('failed'));
    await dialog.getByRole('button', { name: '強制退会' }).click();
    await confirmIn(page, `${client.name} を強制退会させますか？`, '強制退会');
    await expect(page.getByText('退会処理に失敗しました')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'アカウントを復活' })).toHaveCount(0);
    await page.unroute(`${companyUrl}/withdraw`);
    expect(
      (await (await page.request.get(`/api/admin/companies/${company.companyId}`)).json()).deletedAt,
    ).toBeNull();

    // Withdrawn for real, then the recovery fails.
    await dialog.getByRole('button', { name: '強制退会' }).click();
    await confirmIn(page, `${client.name} を強制退会させますか？`, '強制退会');
    await expect(page.getByText('強制退会させました')).toBeVisible();
    await page.route(`${companyUrl}/recover`, (route) => route.abort('failed'));
    await dialog.getByRole('button', { name: 'アカウントを復活' }).click();
    await confirmIn(page, `${client.name} のアカウントを復活させますか？`, 'アカウントを復活');
    await expect(page.getByText('アカウント復活処理に失敗しました')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'アカウントを復活' })).toBeVisible();
    await page.unroute(`${companyUrl}/recover`);
    await dialog.getByRole('button', { name: 'アカウントを復活' }).click();
    await confirmIn(page, `${client.name} のアカウントを復活させますか？`, 'アカウントを復活');
    await expect(page.getByText('アカウントを復活しました')).toBeVisible();
  });

  test('審査済みにしたとき利用開始のお知らせを送れなかったと答えが返ると、その旨を表示する', async ({
    page,
  }) => {
    const company = await createTestCompany(page.request, { state: 'unverified' });
    await signInByApi(page, 'admin');
    const client = await (await page.request.get(`/api/admin/companies/${company.companyId}`)).json();
    const dialog = await openPermissions(page, client.name);
    // The mail queue refusing the message cannot be caused from outside: the server's real answer is passed on
    // with the flag it sets then (PermissionResult.notificationFailed).
    await page.route(`**/api/admin/companies/${company.companyId}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), notificationFailed: 'verify' } });
    });
    await dialog.getByRole('switch', { name: '審査済み（利用開始）' }).click();
    await expect(page.getByText('利用開始のお知らせの送信に失敗しました')).toBeVisible();
    await expect(dialog.getByRole('switch', { name: '審査済み（利用開始）' })).toBeChecked();
  });

  test('お知らせの投稿と削除が通信の失敗で届かないと「投稿失敗しました。」「削除失敗しました。」を表示する', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/admin/announcement');
    const title = `失敗表示の確認 ${Date.now().toString(36)}`;
    await page.getByRole('combobox', { name: 'カテゴリー' }).click();
    await page.getByRole('option', { name: 'お知らせ' }).click();
    await page.getByLabel(/^タイトル/).fill(title);
    await page.getByLabel(/^テキスト/).fill('確認用の本文です。');

    await page.route('**/api/admin/announcements', (route) => route.abort('failed'));
    await page.getByRole('button', { name: '投稿' }).click();
    await expect(page.getByText('投稿失敗しました。')).toBeVisible();
    await expect(page.getByRole('button', { name: `削除: ${title}` })).toHaveCount(0);
    // The form keeps what was typed for another try.
    await expect(page.getByLabel(/^タイトル/)).toHaveValue(title);
    await page.unroute('**/api/admin/announcements');
    await page.getByRole('button', { name: '投稿' }).click();
    await expect(page.getByText('投稿に成功しました')).toBeVisible();

    await page.route('**/api/admin/announcements/*', (route) =>
      route.request().method() === 'DELETE' ? route.abort('failed') : route.continue(),
    );
    await page.getByRole('button', { name: `削除: ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    await expect(page.getByText('削除失敗しました。')).toBeVisible();
    await expect(page.getByRole('button', { name: `削除: ${title}` })).toBeVisible();
    await page.unroute('**/api/admin/announcements/*');
    await page.getByRole('button', { name: `削除: ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    await expect(page.getByText('削除に成功しました')).toBeVisible();
    await expect(page.getByRole('button', { name: `削除: ${title}` })).toHaveCount(0);
  });

  test('利用明細CSVの内容が違えば解析の失敗、アップロードが届かなければ通信の失敗を表示し、運営設定の保存の失敗は「設定の更新に失敗しました」', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/admin/payment');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'untested-'));
    await expect(page.getByTestId('risk-month')).toHaveValue(/\d{4}年\d{2}月/, SLOW);
    const month = (await page.getByTestId('risk-month').inputValue()).match(/(\d{4})年(\d{2})月/);
    const yymm = `${month![1]!.slice(2)}${month![2]}`;
    // Each file in a folder of its own: the same name, as the operator's two downloads would be.
    const sjis = (name: string, lines: string[]) => {
      const folder = fs.mkdtempSync(path.join(dir, 'f-'));
      const utf8 = path.join(folder, `${name}.utf8`);
      fs.writeFileSync(utf8, lines.join('\r\n'));
      const file = path.join(folder, name);
      fs.writeFileSync(file, execFileSync('iconv', ['-f', 'UTF-8', '-t', 'CP932', utf8]));
      return file;
    };
    const choose = async (file: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('risk-file').click();
      await (await chooser).setFiles(file);
    };

    // Not a usage file: its first header cell is not the user ID.
    await choose(sjis(`riskeyes${yymm}.csv`, ['氏名,メールアドレス', '山田 太郎,taro@example.jp', '']));
    await expect(page.getByText('CSVの解析に失敗しました。ファイルの内容をご確認ください。')).toBeVisible(
      SLOW,
    );

    // A valid file whose upload never reaches the server.
    await choose(
      sjis(`riskeyes${yymm}.csv`, [
        '利用者ID,利用者名,案件ID,調査種類,案件区分,案件名,利用日,商品名,件数,単価,金額',
        'RE-UNTESTED-NEVER-SENT,失敗確認,1,新聞,個人,山田 太郎,2025/01/10,検索料,1,450,￥450',
        '',
      ]),
    );
    await expect(page.getByTestId('risk-preview')).toContainText('1行・1件の利用者・合計 450円', SLOW);
    await page.route('**/api/admin/billing/risk-usage', (route) => route.abort('failed'));
    await page.getByTestId('risk-upload').click();
    await expect(
      page.getByText('CSVのアップロードに失敗しました。通信環境を確認したうえで再度お試しください。'),
    ).toBeVisible();
    await page.unroute('**/api/admin/billing/risk-usage');

    // The operator settings in /config (shared by every test: only a save that fails is tried).
    await page.goto('/config');
    const settings = page.getByTestId('admin-settings-card');
    await expect(settings.getByLabel('ショップID')).toBeEnabled(SLOW);
    await settings.getByLabel(/^運営通知メールアドレス/).fill('ops-untested@refcheck.test');
    await page.route('**/api/admin/config', (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.continue(),
    );
    await settings.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('設定の更新に失敗しました')).toBeVisible();
  });
});
