import { createTestCompany, expect, latestMessage, signInWith, test } from '../fixtures.ts';

/**
 * Issue 36: the SMS a company causes are counted for the operator. A fresh company turns SMS reminders on and asks
 * a candidate for a replacement of a referee who declined (the decline notice goes by SMS too); the operator's
 * 「SMS送信数」 card on /admin/payment then counts it for that company, this month.
 */
test('企業が送ったSMS（辞退のお知らせ）が、運営者の支払い画面のSMS送信数に企業別に数えられる', async ({
  page,
  playwright,
  baseURL,
  asAccount,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const company = await createTestCompany(page.request, { state: 'active' });
  const owner = await playwright.request.newContext({ baseURL });
  await signInWith({ request: owner }, company.owner.email, company.owner.phone);
  const companyName = (await (await owner.get('/api/session')).json()).company.name as string;
  const on = await owner.put('/api/company/reminder-settings', { data: { sms: true } });
  expect(on.status(), await on.text()).toBe(200);

  // A check whose one referee declined (the decline itself has its own spec: funnel-decline.spec.ts).
  const candidatePhone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const seeded = await owner.post('/api/dev/reference-checks', {
    data: {
      ownerEmail: company.owner.email,
      talentName: `SMS 太郎${tag}`,
      talentEmail: `sms-${tag}@example.jp`,
      talentPhoneNumber: candidatePhone,
      invitedDaysAgo: 1,
      referees: [{ name: '辞退 一郎', email: `sms-decline-${tag}@corp.example.jp`, declined: true }],
    },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);
  const { talentId } = (await seeded.json()) as { talentId: string };
  // 「候補者に差し替えを依頼」: the mail, and the SMS the company's switch allows.
  const asked = await owner.post(`/api/company/funnel/checks/${talentId}/replacement-request`);
  expect(asked.status(), await asked.text()).toBe(200);
  const sms = await latestMessage(owner, `+81${candidatePhone.slice(1)}`);
  expect(sms.channel).toBe('sms');
  expect(sms.text).toContain('辞退 一郎');
  await owner.dispose();

  await asAccount('admin');
  await page.goto('/admin/payment');
  const card = page.getByTestId('sms-usage');
  await expect(card.getByRole('heading', { name: 'SMS送信数' })).toBeVisible();
  // This month (Tokyo) is offered first.
  const [year, month] = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7).split('-');
  await expect(card.getByTestId('sms-month')).toHaveValue(`${year}年${month}月`);
  const table = card.getByRole('table', { name: `${year}年${month}月の企業別SMS送信数` });
  const row = table.getByRole('row', { name: new RegExp(companyName) });
  // 企業, リマインド, 辞退のお知らせ, 合計.
  await expect(row.getByRole('cell')).toHaveText([companyName, '0', '1', '1']);
});
