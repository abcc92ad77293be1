import { createTestCompany, expect, latestMessage, signInWith, test } from '../fixtures.ts';

test.describe('メールの言語', () => {
  test('設定画面でメールの言語を英語にすると、パスワード再設定メールが英語で届く', async ({ page }) => {
    const company = await createTestCompany(page.request, { state: 'active' });
    await signInWith(page, company.owner.email, company.owner.phone);
    await page.goto('/config');
    const card = page.getByTestId('mail-language-card');
    await expect(card.getByRole('heading', { name: 'メールの言語' })).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('radio', { name: '日本語' })).toBeChecked();
    await card.getByText('English', { exact: true }).click();
    await expect(page.getByText('更新に成功しました').first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('mail-language-card').getByRole('radio', { name: 'English' })).toBeChecked({
      timeout: 20_000,
    });

    const since = new Date(Date.now() - 2000);
    const requested = await page.request.post('/api/auth/request-password-reset', {
      data: { email: company.owner.email },
      headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
    });
    expect(requested.status()).toBe(200);
    const mail = await latestMessage(page.request, company.owner.email, since);
    expect(mail.subject).toBe('[Refcheck] Resetting your password');
  });

  test('開発用メールボックスで各テンプレートを3言語で確認できる', async ({ page }) => {
    await page.goto('/dev/outbox/templates?template=talentInvitation&language=jp');
    await expect(page.getByRole('heading', { name: 'メールテンプレート' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('mail-preview-subject')).toHaveText(
      '【株式会社アクメ】リファレンスチェックご協力のお願い',
    );
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByTestId('mail-preview-subject')).toHaveText(
      '[Acme Inc.] Request for your cooperation with a reference check',
    );
    const mail = page.frameLocator('iframe[title^="[Acme Inc.]"]');
    await expect(mail.getByText('Register referees')).toBeVisible();
    await expect(mail.getByText('Stop reminder emails')).toBeVisible();
  });
});
