import { TestIdp } from '../../apps/server/test/saml-idp.ts';
import { ACCOUNTS, expect, test } from '../fixtures.ts';

/**
 * SAML single sign-on against a local Entra-style IdP (the API tests' one) on a loopback port: it answers the
 * AuthnRequest at once for `userEmail` with a signed assertion, through the browser (auto-submitted form to the ACS).
 */
const idp = new TestIdp();

test.beforeAll(async () => {
  await idp.start();
  idp.userEmail = ACCOUNTS.owner;
});
test.afterAll(() => idp.stop());

test.describe('シングルサインオン', () => {
  // The second test signs in against the IdP the first one registered for the demo company: run them in order.
  test.describe.configure({ mode: 'serial' });

  test('デモのメインアカウントがIdPを登録してSSO連携し、ログアウト後にMicrosoftでログインする', async ({
    page,
    asAccount,
  }) => {
    await asAccount('owner');
    await page.goto('/config');
    const card = page.getByTestId('sso-card');
    await expect(
      card.getByRole('heading', { name: 'シングルサインオン（Microsoft Entra ID）' }),
    ).toBeVisible();
    await expect(card.getByText('この企業ではシングルサインオンが設定されていません。')).toBeVisible();
    // The values to copy into Entra ID are shown to the main account.
    await expect(card.getByLabel('応答URL（Assertion Consumer Service URL）')).toHaveValue(
      /\/api\/auth\/sso\/saml2\/sp\/acs\/company-/,
    );

    // Register the IdP with its federation metadata (which starts with a byte-order mark, like Entra's).
    await card.getByRole('button', { name: 'IDプロバイダーを登録する' }).click();
    const dialog = page.getByRole('dialog', { name: 'IDプロバイダーの登録' });
    await dialog.getByLabel('またはXMLを貼り付け').fill(idp.metadataXml());
    await dialog.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('IDプロバイダーを登録しました')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(idp.entityId)).toBeVisible();
    await expect(card.getByText('未連携')).toBeVisible();

    // Link the account: SP-initiated SAML in a popup that reports back and closes.
    const linkPopup = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Microsoft アカウントと連携する' }).click();
    const popup = await linkPopup;
    // The popup goes to the IdP, posts back to the ACS and boots the web app on /sso/complete before it reports:
    // about 3 s on a loaded 2-core machine (measured from a trace), more when the whole suite runs beside it.
    await expect(page.getByText('シングルサインオンの連携が完了しました')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(card.getByText('連携済み')).toBeVisible();
    await expect(card.getByRole('button', { name: '連携を解除する' })).toBeVisible();

    // Sign out, then sign in with the SSO button: no password, no SMS code.
    await page.getByRole('button', { name: 'ログアウト' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('メールアドレス').fill(ACCOUNTS.owner);
    const signInPopup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Microsoft でログイン' }).click();
    const popup2 = await signInPopup;
    await expect(page).toHaveURL(/\/company$/, { timeout: 30_000 });
    await expect.poll(() => popup2.isClosed()).toBe(true);
    await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  });

  test('連携していないアカウントはSSOでログインできず、SAMLログインの失敗を表示する', async ({ page }) => {
    // The IdP answers for the sub-account, which has not linked its account.
    idp.userEmail = ACCOUNTS.staff;
    try {
      await page.goto('/login');
      await page.getByLabel('メールアドレス').fill(ACCOUNTS.staff);
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Microsoft でログイン' }).click();
      const opened = await popup;
      await expect(
        page.getByText('SAMLログインに失敗しました。通信環境を確認したうえで再度お試しください。'),
      ).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => opened.isClosed()).toBe(true);
      await expect(
        page.getByText('このアカウントはまだSSO連携されていません。', { exact: false }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
    } finally {
      idp.userEmail = ACCOUNTS.owner;
    }
  });
});
