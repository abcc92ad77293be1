import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  createTestCompany,
  enterCode,
  expect,
  latestCode,
  latestMessage,
  signInByApi,
  signInWith,
  test,
} from '../fixtures.ts';

/** Signs the operator in through /login/admin (password, then the SMS code) in a browser of its own. */
async function operatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login/admin');
  await page.getByLabel('メールアドレス').fill('admin@refcheck.test');
  await page.getByLabel('パスワード').fill('refcheck-demo');
  const since = new Date(Date.now() - 2000);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await enterCode(page, '+819000000001', since);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  return page;
}

/** The operator signed in through the API (the sign-in page is covered above) in a browser of its own. */
async function operatorByApi(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, 'admin');
  return page;
}

/** Opens the permission dialog of the company named `name` from the client list. */
async function openPermissions(admin: Page, name: string, filter?: string) {
  await admin.goto('/admin');
  if (filter) {
    await admin.getByRole('combobox', { name: '絞り込み' }).click();
    await admin.getByRole('option', { name: filter, exact: true }).click();
  }
  await admin.getByRole('textbox', { name: '検索' }).fill(name);
  await admin.getByRole('button', { name: `権限編集: ${name}` }).click();
  const dialog = admin.getByRole('dialog').first();
  await expect(dialog.getByRole('heading', { name })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/**
 * Answers the confirmation that opens over the permission dialog. The button is looked up inside the confirmation
 * once its question shows: looked up at once, `.last()` could still find the dialog's own button (the confirmation not
 * rendered yet), and the click then waited behind the confirmation's overlay until the test timed out.
 */
async function confirmIn(admin: Page, question: string, button: string) {
  const confirmation = admin.getByRole('dialog').filter({ hasText: question });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: button }).click();
}

const reviewText = 'ただいまアカウントを審査しております。審査には30～60分ほどお時間をいただきます。';

test.describe('運営コンソール', () => {
  test('新規登録した会社を未審査の先頭で見つけて審査すると、審査中の表示が再読み込みなしで消え、利用開始メールが届く', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const tag = Date.now().toString(36);
    const email = `review-${tag}@example.test`;
    const companyName = `株式会社審査テスト${tag}`;
    const digits = String(Date.now()).slice(-8);
    await page.goto('/signup');
    await page.getByLabel('会社名').fill(companyName);
    await page.getByLabel('お名前').fill('審査 花子');
    await page.getByLabel('郵便番号（ハイフンなし）').fill('1500001');
    await page.getByLabel(/^住所\s*\*?$/).fill('東京都渋谷区神宮前1-1-1');
    await page.getByLabel('メールアドレス').fill(email);
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
    await expect(page.getByRole('dialog').getByText(reviewText)).toBeVisible({ timeout: 30_000 });

    const admin = await operatorPage(browser);
    await admin.getByRole('combobox', { name: '絞り込み' }).click();
    await admin.getByRole('option', { name: '未審査', exact: true }).click();
    const first = admin.getByTestId('client-row').first();
    await expect(first).toContainText(companyName, { timeout: 20_000 });
    await first.getByRole('button', { name: `権限編集: ${companyName}` }).click();
    await expect(admin.getByRole('heading', { name: companyName })).toBeVisible({ timeout: 20_000 });
    await admin.getByRole('switch', { name: '審査済み（利用開始）' }).click();
    await expect(admin.getByText('権限を更新しました')).toBeVisible();
    await expect(admin.getByTestId('change-history')).toContainText('審査：未審査 → 審査済み');

    // The company's open page drops the review modal by itself (server-sent event), without a reload.
    await expect(page.getByText(reviewText)).toBeHidden({ timeout: 20_000 });
    const mail = await latestMessage(page.request, email);
    expect(mail.subject).toBe('【Refcheck】アカウントのご利用を開始いただけます');
    await admin.context().close();
  });

  test('利用停止すると開いているダッシュボードがログアウトし、ログインできない。復活するとログインできる', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInWith(page, company.owner.email, company.owner.phone);
    await page.goto('/company');
    await expect(page.getByRole('heading', { name: 'お知らせ' })).toBeVisible({ timeout: 30_000 });
    const companyName = (await (await page.request.get('/api/session')).json()).company.name as string;

    const admin = await operatorByApi(browser);
    const dialog = await openPermissions(admin, companyName);
    await dialog.getByRole('button', { name: '強制退会' }).click();
    await confirmIn(admin, 'を強制退会させますか', '強制退会');
    await expect(admin.getByText('強制退会させました')).toBeVisible();

    // The open dashboard is signed out, and the password sign-in is refused with the spec's message.
    await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill(company.owner.email);
    await page.getByLabel('パスワード').fill(company.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByText('アカウントが登録されていないか、権限がありません。')).toBeVisible();

    await dialog.getByRole('button', { name: 'アカウントを復活' }).click();
    await confirmIn(admin, 'のアカウントを復活させますか', 'アカウントを復活');
    await expect(admin.getByText('アカウントを復活しました')).toBeVisible();
    await expect(dialog.getByTestId('change-history')).toContainText('復活');

    await page.context().clearCookies();
    await signInWith(page, company.owner.email, company.owner.phone);
    await page.goto('/company');
    await expect(page.getByRole('heading', { name: 'お知らせ' })).toBeVisible({ timeout: 30_000 });
    await admin.context().close();
  });

  test('運営が投稿したお知らせが開いているダッシュボードに表示され、削除すると消える', async ({
    page,
    browser,
  }) => {
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInWith(page, company.owner.email, company.owner.phone);
    await page.goto('/company');
    await expect(page.getByRole('heading', { name: 'お知らせ' })).toBeVisible({ timeout: 30_000 });

    const admin = await operatorByApi(browser);
    await admin.goto('/admin/announcement');
    await admin.getByRole('button', { name: '投稿' }).click();
    await expect(admin.getByText('カテゴリーを選択してください。')).toBeVisible();
    await expect(admin.getByText('タイトルを入力してください。')).toBeVisible();
    await expect(admin.getByText('テキストを入力してください。')).toBeVisible();

    const title = `メンテナンスのお知らせ ${Date.now().toString(36)} 夜間に一時停止します（約1時間の予定）`;
    await admin.getByRole('combobox', { name: 'カテゴリー' }).click();
    await admin.getByRole('option', { name: 'お知らせ' }).click();
    await admin.getByLabel(/^タイトル/).fill(title);
    await admin.getByLabel(/^テキスト/).fill('サービスを一時停止します。');
    await admin.getByRole('button', { name: '投稿' }).click();
    await expect(admin.getByText('投稿に成功しました')).toBeVisible();

    // 30 characters or more: ellipsised on the dashboard, which updates by itself.
    const shown = `${Array.from(title).slice(0, 29).join('')}…`;
    await expect(page.getByTestId('announcement-title').filter({ hasText: shown })).toBeVisible({
      timeout: 20_000,
    });

    await admin.getByRole('button', { name: `削除: ${title}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    await expect(admin.getByText('削除に成功しました')).toBeVisible();
    await expect(page.getByTestId('announcement-title').filter({ hasText: shown })).toBeHidden({
      timeout: 20_000,
    });
    await admin.context().close();
  });

  test('請求CSVは20件をプレビューしてShift-JISで出力され、RISK EYES利用明細の合計が次の出力に反映される', async ({
    page,
  }) => {
    const seeded = await page.request.post('/api/dev/billing-companies', { data: { count: 22 } });
    expect(seeded.status()).toBe(200);
    const { billed, riskEyesId, excluded } = (await seeded.json()) as {
      billed: { id: string; uid: string }[];
      riskEyesId: string;
      excluded: { unverified: string; sonar: string };
    };
    await signInByApi(page, 'admin');
    await page.goto('/admin/payment');
    await expect(page.getByTestId('billing-preview').locator('tbody tr')).toHaveCount(20, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('billing-total')).toContainText('先頭20件を表示しています');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'billing-'));
    const download = async () => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('billing-download').click(),
      ]);
      const target = path.join(dir, file.suggestedFilename());
      await file.saveAs(target);
      return execFileSync('iconv', ['-f', 'CP932', '-t', 'UTF-8', target], { encoding: 'utf8' });
    };
    const first = await download();
    const lines = first.trim().split('\r\n');
    expect(lines[0]).toBe('ショップID,オーダーID,会員ID,処理区分,利用金額,税送料,請求先名,明細,内訳');
    // 会員ID is the company id, the member the card is saved under (issue 20).
    for (const { id } of billed) expect(first).toContain(`,${id},`);
    expect(first).not.toContain(excluded.unverified);
    expect(first).not.toContain(excluded.sonar);
    const riskLine = (text: string) => text.split('\r\n').find((l) => l.includes(`,${billed[0]!.id},`))!;
    expect(riskLine(first)).toContain('リスクチェック0円');

    // The usage file of the billed month, made with the system iconv.
    const month = (await page.getByTestId('export-month').inputValue()).match(/(\d{4})年(\d{2})月/)!;
    const yymm = `${month[1]!.slice(2)}${month[2]}`;
    const utf8 = path.join(dir, 'usage-utf8.csv');
    fs.writeFileSync(
      utf8,
      [
        '利用者ID,利用者名,案件ID,調査種類,案件区分,案件名,利用日,商品名,件数,単価,金額',
        `${riskEyesId},請求確認,1,新聞,個人,山田 太郎,2025/01/10,検索料,1,450,￥450`,
        `${riskEyesId},請求確認,2,WEB,個人,山田 太郎,2025/01/10,検索料,1,450,￥450`,
        '',
      ].join('\r\n'),
    );
    const sjis = path.join(dir, `riskeyes${yymm}.csv`);
    fs.writeFileSync(sjis, execFileSync('iconv', ['-f', 'UTF-8', '-t', 'CP932', utf8]));
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('risk-file').click();
    await (await chooser).setFiles(sjis);
    await expect(page.getByTestId('risk-preview')).toContainText(`riskeyes${yymm}.csv`);
    await expect(page.getByTestId('risk-preview')).toContainText('2行・1件の利用者・合計 900円');
    await page.getByTestId('risk-upload').click();
    await expect(page.getByText('CSVのアップロードが完了しました')).toBeVisible();

    expect(riskLine(await download())).toContain('リスクチェック900円');
  });
});
