import { createTestCompany, expect, latestCode, latestMessage, signInWith, test } from '../fixtures.ts';

const unique = () => Math.random().toString(36).slice(2, 8);
const deadline = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

test('PUBLIC_URL と別のループバックアドレス（localhost）で開いてもログインできる', async ({ page }) => {
  const company = await createTestCompany(page.request, { state: 'active' });
  // The server's PUBLIC_URL is http://127.0.0.1:<port>; the user opens http://localhost:<port>.
  const origin = `http://localhost:${process.env.E2E_PORT}`;
  await page.goto(`${origin}/login`);
  await page.getByLabel('メールアドレス').fill(company.owner.email);
  await page.getByLabel('パスワード').fill(company.password);
  const since = new Date(Date.now() - 2000);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'SMS認証' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('INVALID_ORIGIN')).toHaveCount(0);
  await page.getByLabel('認証コード').fill(await latestCode(page.request, company.owner.phone, since));
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page).toHaveURL(`${origin}/company`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
});

test('日本の携帯番号は 080-2814-2589 のように表示される', async ({ page }) => {
  const company = await createTestCompany(page.request, { state: 'active' });
  await signInWith(page, company.owner.email, company.owner.phone);
  const name = `電話 ${unique()}`;
  const created = await page.request.post('/api/talents', {
    data: {
      name,
      email: `tel-${unique()}@example.jp`,
      countryCode: '+81',
      phoneNumber: '08028142589',
      deadline: deadline(),
      refereeBreakdown: [
        { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect((await created.json()).phoneNumber).toBe('+818028142589');
  await page.goto('/company');
  await page.getByText(name).first().click();
  const detail = page.getByTestId('talent-detail');
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await expect(detail.getByText(/080-2814-2589/)).toBeVisible();
  await expect(detail.getByText(/\+81 08028142589/)).toHaveCount(0);
});

test('フリーメールの推薦者を登録しようとすると、トーストが何が問題かを伝える', async ({ page, browser }) => {
  const company = await createTestCompany(page.request, { state: 'active' });
  await signInWith(page, company.owner.email, company.owner.phone);
  const email = `free-${unique()}@example.jp`;
  const created = await page.request.post('/api/talents', {
    data: {
      name: `候補 ${unique()}`,
      email,
      phoneNumber: '09011112222',
      deadline: deadline(),
      refereeBreakdown: [
        { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const invited = await page.request.post(`/api/talents/${(await created.json()).id}/invitation`);
  expect(invited.ok(), await invited.text()).toBe(true);
  const mail = await latestMessage(page.request, email);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/talent\/instruction\?\S+/)![0]);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
  const candidate = await phone.newPage();
  await candidate.goto(link.pathname + link.search);
  await candidate.getByLabel('プライバシーポリシーに同意する').check();
  await candidate.getByRole('button', { name: '同意して次へ' }).click();
  await expect(candidate).toHaveURL(/\/talent$/);
  const card = candidate.getByTestId('referee-card').first();
  await card.getByLabel('氏名').fill('推薦 太郎');
  await card.getByLabel('メールアドレス').fill('referee@gmail.com');
  await card.getByLabel('所属会社名').fill('株式会社サンプル');
  await card.getByLabel('役職').fill('課長');
  await card.getByLabel('一緒に働き始めた年月').fill('2020-04');
  await card.getByLabel('現在も一緒に働いている').check();
  await card.getByRole('combobox', { name: '職種（大分類）' }).click();
  await candidate.getByRole('option', { name: '営業', exact: true }).click();
  await card.getByRole('combobox', { name: '職種（小分類）' }).click();
  await candidate.getByRole('option').first().click();
  await candidate.getByRole('button', { name: 'URLを発行する' }).click();

  await expect(card.getByText('フリーメールアドレスはご利用いただけません')).toBeVisible();
  const toast = candidate.locator('.mantine-Notification-root');
  await expect(toast).toContainText('フリーメールアドレスはご利用いただけません');
  await expect(toast).not.toContainText('未入力の項目があります');
  await phone.close();
});
