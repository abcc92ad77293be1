import { expect, test } from '../fixtures.ts';
import { openExpecting404 } from '../navigation.ts';

const sidebar = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'メインメニュー' });

test.describe('ルートガード（未ログイン）', () => {
  test('存在しないパスは 404 ページに移動する', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('ページが見つかりません')).toBeVisible();
    await expect(
      page.getByText('お探しのページは見つかりませんでした。URLが正しいかご確認ください。'),
    ).toBeVisible();
  });

  test('/ はログイン画面に移動する', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  });

  for (const path of [
    '/company',
    '/company/accounts',
    '/template_questions',
    '/admin',
    '/admin/payment',
    '/config',
  ]) {
    test(`保護されたページ ${path} はログイン画面に移動し、戻り先を保持する`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/login\\?redirect=${encodeURIComponent(path).replaceAll('%2F', '(%2F|/)')}`),
      );
      await expect(page.getByLabel('メールアドレス')).toBeVisible();
    });
  }

  test('候補者・推薦者のページはログインなしで開ける', async ({ page }) => {
    // The referee pages need a referee link (without one they go to /404): open one first, then the page itself.
    const seeded = await page.request.post('/api/dev/reference-checks', {
      data: { referees: [{ name: '推薦 一郎' }] },
    });
    await page.goto((await seeded.json()).referees[0].link);
    await expect(page).toHaveURL(/\/referee\/instruction$/);
    await page.goto('/referee/instruction');
    await expect(page).toHaveURL(/\/referee\/instruction$/);
    await expect(page.getByText('ご回答のお願い').first()).toBeVisible();
    // A candidate page without a valid link is the spec's /404 (never the login page). The flow entry goes there
    // with a full page load that can start before this one's load event: wait for the response only.
    await openExpecting404(page, '/talent/instruction');
  });
});

test.describe('ルートガード（クライアント）', () => {
  test.beforeEach(async ({ asAccount }) => asAccount('owner'));

  test('/ はダッシュボードへ、/login は / へ移動する', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/company$/);
  });

  // Wrong role → login (spec), and a signed-in user on /login → / (spec): the user lands on their own home.
  test('管理者専用ページは開けず、ログイン画面を経てダッシュボードに戻る', async ({ page }) => {
    await page.goto('/admin/announcement');
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { name: 'お知らせ管理' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  });

  test('サイドバーにはクライアントのページだけが並ぶ', async ({ page }) => {
    await page.goto('/company');
    const nav = sidebar(page);
    for (const label of ['ダッシュボード', 'テンプレート質問', 'アカウント管理', '設定']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'クライアント一覧' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'お知らせ管理' })).toHaveCount(0);
    await expect(page.getByText('スタンダードプラン', { exact: true })).toBeVisible();
    await expect(page.getByText('山田 花子')).toBeVisible();
  });

  test('各ページは実際のレイアウトの中に表示される', async ({ page }) => {
    await page.goto('/template_questions');
    await expect(page.getByRole('heading', { name: 'テンプレート質問' })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
  });
});

test.describe('ルートガード（管理者）', () => {
  test.beforeEach(async ({ asAccount }) => asAccount('admin'));

  test('/ はクライアント一覧へ移動し、管理者バッジを表示する', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'クライアント一覧' })).toBeVisible();
    await expect(page.getByText('管理者', { exact: true })).toBeVisible();
  });

  test('クライアント専用ページは開けず、ログイン画面を経てクライアント一覧に戻る', async ({ page }) => {
    await page.goto('/company/accounts');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'アカウント管理' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'クライアント一覧' })).toBeVisible();
  });

  test('サイドバーには管理者のページだけが並ぶ', async ({ page }) => {
    await page.goto('/admin');
    const nav = sidebar(page);
    for (const label of ['クライアント一覧', '請求・利用料', 'お知らせ管理', '設定']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'ダッシュボード' })).toHaveCount(0);
  });
});

test('ライトプランのトライアル中の会社は残り日数を表示する', async ({ page, asAccount }) => {
  await asAccount('light');
  await page.goto('/company');
  await expect(page.getByText('ライトプラン', { exact: true })).toBeVisible();
  await expect(page.getByText('トライアル残り10日')).toBeVisible();
});
