/**
 * Issue 22, the parts built last: the referee corrects the relationship and period the candidate stated (the company
 * sees 「関係・期間の訂正」 with both versions and an icon on the referee's row), and step-up identification (the
 * company's switch on /config; a referee in a check at 中 or above is asked for the identification image).
 */
import type { Page } from '@playwright/test';
import { createTestCompany, expect, signInWith, test } from '../fixtures.ts';
import { CARD_PNG, consentAndVerify } from '../referee.ts';

const SLOW = { timeout: 30_000 };

interface Seeded {
  companyId: string;
  talentId: string;
  referees: { token: string }[];
}

/** A check of the owner's company (the seed states 直属の上司, 2020-04 to now, for each referee). */
async function seedCheck(page: Page, ownerEmail: string, talentName: string, refereeName: string) {
  const response = await page.request.post('/api/dev/reference-checks', {
    data: { ownerEmail, talentName, referees: [{ name: refereeName }] },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Seeded;
}

/** Opens the referee's link in `page`, consents and verifies a phone: ends on the first questions page. */
async function verifyAsReferee(page: Page, seeded: Seeded) {
  const r = seeded.referees[0]!;
  await page.goto(`/referee?company=${seeded.companyId}&talent=${seeded.talentId}&token=${r.token}`);
  await expect(page).toHaveURL(/\/referee\/instruction$/, SLOW);
  await consentAndVerify(page);
  await expect(page).toHaveURL(/\/referee\/answer\/descriptions$/, SLOW);
}

/** On the first questions page: 修正する → 同僚, 2021年10月 to 2023年3月, saved. */
async function correctRelationship(page: Page) {
  const card = page.getByTestId('relationship-check');
  await expect(card.getByText('関係：直属の上司　期間：2020年4月〜現在')).toBeVisible();
  const question = card.getByRole('radiogroup', { name: '候補者との関係・期間は正しいですか' });
  await question.getByRole('radio', { name: '修正する' }).check();
  await card.getByLabel('現在も一緒に働いている').uncheck();
  await card.getByRole('combobox', { name: '関係' }).selectOption({ label: '同僚' });
  await card.getByLabel('開始年月').fill('2021-10');
  await card.getByLabel('終了年月').fill('2023-03');
  await card.getByRole('button', { name: '回答を保存' }).click();
  await expect(card.getByText('回答を保存しました')).toBeVisible();
}

test('推薦者が関係・期間を訂正すると、ステータスに両方の内容つきの「注意」が表示され、推薦者の行にアイコンが表示される', async ({
  page,
  browser,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `訂正 検証${tag}`;
  const refereeName = `推薦 三郎${tag}`;
  const company = await createTestCompany(page.request, { state: 'active' });
  await signInWith(page, company.owner.email, company.owner.phone);
  const seeded = await seedCheck(page, company.owner.email, name, refereeName);

  // The referee, in a browser of their own, corrects the statement before the questions.
  const refereeContext = await browser.newContext();
  const referee = await refereeContext.newPage();
  await verifyAsReferee(referee, seeded);
  // Without a choice, saving asks for one.
  await referee.getByTestId('relationship-check').getByRole('button', { name: '回答を保存' }).click();
  await expect(referee.getByText('「正しい」または「修正する」を選択してください')).toBeVisible();
  await correctRelationship(referee);
  // The referee never sees any signal.
  await expect(referee.getByText('なりすましリスク')).toHaveCount(0);
  await refereeContext.close();

  // The company: the status tab shows the warning with both versions.
  await page.goto('/company');
  await page.getByRole('textbox', { name: '氏名・メールアドレスで検索' }).fill(name);
  await page.getByTestId('talent-list').getByText(name).first().click();
  await page.getByRole('tab', { name: 'ステータス' }).click();
  const panel = page.getByTestId('trust-signals');
  await expect(panel.getByTestId('risk-level')).toHaveText('なりすましリスク：中', SLOW);
  const signal = panel.getByTestId('risk-signal-relationshipCorrected');
  await expect(signal.getByText('注意')).toBeVisible();
  await expect(signal.getByText('推薦者が、候補者の申告した関係または期間を訂正しました。')).toBeVisible();
  await expect(
    signal.getByText(
      `${refereeName}　候補者の申告：直属の上司　2020年4月〜現在　推薦者の訂正：同僚　2021年10月〜2023年3月`,
    ),
  ).toBeVisible();

  // The referee's row: an icon named by its severity and the signal, reachable by keyboard with its tooltip.
  await page.getByRole('tab', { name: '推薦者情報' }).click();
  const icon = page
    .getByTestId('referee-table')
    .getByRole('img', { name: 'なりすましリスク（注意）：関係・期間の訂正' });
  await expect(icon).toBeVisible();
  // Reached with the keyboard (Tab from the control before it): the tooltip opens on keyboard focus.
  await icon.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(icon).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('なりすましリスク（注意）：関係・期間の訂正');

  // The report: the same icon on the referee's row and the detail in the fraud-risk panel.
  await page.goto(`/company/talents/${seeded.talentId}/report`);
  await expect(page.getByRole('img', { name: 'なりすましリスク（注意）：関係・期間の訂正' })).toBeVisible(
    SLOW,
  );
  await expect(
    page.getByTestId('trust-signals').getByText(/推薦者の訂正：同僚　2021年10月〜2023年3月/),
  ).toBeVisible();
});

test('「リスクが中以上のチェックでは本人確認書類の画像を必須にする」をオンにすると、リスクが中以上の推薦者は回答の完了前に本人確認を求められる', async ({
  page,
  browser,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const company = await createTestCompany(page.request, { state: 'active' });
  await signInWith(page, company.owner.email, company.owner.phone);
  // This company does not ask every referee for the image.
  const current = await (await page.request.get('/api/company/settings')).json();
  const put = await page.request.put('/api/company/settings', {
    data: { ...current, isBusinessCardRequired: false },
  });
  expect(put.status(), await put.text()).toBe(200);

  // The switch on /config, off by default, with its help text.
  await page.goto('/config');
  const card = page.getByTestId('step-up-settings');
  await expect(card.getByRole('heading', { name: '本人確認の強化' })).toBeVisible(SLOW);
  const toggle = card.getByRole('switch', {
    name: 'リスクが中以上のチェックでは本人確認書類の画像を必須にする',
  });
  await expect(toggle).not.toBeChecked();
  await expect(card.getByText('推薦者にリスクの内容は表示されません。', { exact: false })).toBeVisible();
  await toggle.check();
  await expect(page.getByText('設定を保存しました')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'リスクが中以上のチェックでは本人確認書類の画像を必須にする' }),
  ).toBeChecked(SLOW);

  // A referee whose correction puts the check at 中 answers, and is asked for the image before completing.
  const seeded = await seedCheck(page, company.owner.email, `段階 検証${tag}`, `推薦 四郎${tag}`);
  const refereeContext = await browser.newContext();
  const referee = await refereeContext.newPage();
  await verifyAsReferee(referee, seeded);
  await correctRelationship(referee);
  await expect(referee.getByText('本人確認', { exact: true }).first()).toBeVisible(); // the step appears
  const texts = referee.locator('textarea:not([aria-hidden])');
  const count = await texts.count();
  for (let i = 0; i < count; i++) {
    await texts.nth(i).fill(`まじめに働いていました（${i + 1}）`);
    await texts.nth(i).blur();
  }
  await referee.getByTestId('referee-next').click();
  await expect(referee).toHaveURL(/\/referee\/answer\/selections$/, SLOW);
  const groups = referee.getByRole('radiogroup');
  // The descriptions page's relationship check (a radio group too) must be gone before counting.
  await expect(referee.getByTestId('relationship-check')).toHaveCount(0);
  await expect(groups.first()).toBeVisible();
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).locator('[data-level="4"]').click();
  await referee.getByTestId('referee-next').click();

  await expect(referee).toHaveURL(/\/referee\/identification$/, SLOW);
  await expect(referee.getByRole('heading', { name: '本人確認' })).toBeVisible();
  await expect(
    referee.getByText('名刺または社員証など、ご所属を確認できる画像を選択してください'),
  ).toBeVisible();
  await referee
    .getByTestId('referee-file')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: CARD_PNG });
  await referee.getByTestId('referee-next').click();
  await expect(referee).toHaveURL(/\/referee\/complete$/);
  await referee.getByTestId('referee-submit').click();
  await expect(referee.getByTestId('referee-done')).toBeVisible(SLOW);
  await refereeContext.close();
});
