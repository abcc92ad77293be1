import { expect, signInByApi, test } from '../fixtures.ts';

test('メインアカウントがAPIキーを作成し、一度だけ表示されたキーを一覧の接頭辞で確認して無効化する', async ({
  page,
}) => {
  await signInByApi(page, 'owner');
  await page.goto('/config');
  const card = page.getByTestId('api-keys-card');
  await expect(card.getByRole('heading', { name: 'APIキー' })).toBeVisible();

  const name = `ATS連携 ${Date.now()}`;
  await card.getByRole('button', { name: 'APIキーを作成' }).click();
  const dialog = page.getByRole('dialog', { name: 'APIキーを作成' });
  // An empty name: the domain schema's message, before any request.
  await dialog.getByRole('button', { name: '作成', exact: true }).click();
  await expect(dialog.getByText('APIキーの名前を入力してください')).toBeVisible();
  await dialog.getByRole('textbox', { name: '名前' }).fill(name);
  await dialog.getByRole('button', { name: '作成', exact: true }).click();

  // The key, once, with its warning and a copy button.
  const created = page.getByRole('dialog', { name: 'APIキーを作成しました' });
  await expect(created.getByText('このキーは今回のみ表示されます')).toBeVisible();
  const key = (await created.getByTestId('api-key-value').textContent())!.trim();
  expect(key).toMatch(/^rck_[A-Za-z0-9_-]{43}$/);
  await expect(created.getByRole('button', { name: 'コピー' })).toBeVisible();

  // The key opens the public API.
  const ok = await page.request.get('/api/v1/candidates?limit=1', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(ok.status()).toBe(200);

  await created.getByRole('button', { name: 'キーを保管しました' }).click();
  await expect(created).toBeHidden();

  // Listed by its prefix only: the key itself is not on the page any more.
  const row = card.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole('button', { name: `「${name}」を無効化` }).click();
  const confirm = page.getByRole('dialog', { name: 'APIキーを無効化しますか？' });
  await expect(confirm.getByText('元に戻すことはできません')).toBeVisible();
  await confirm.getByRole('button', { name: '無効化', exact: true }).click();
  await expect(page.getByText(`「${name}」を無効化しました。`)).toBeVisible();
  await expect(row.getByText('無効', { exact: true })).toBeVisible();

  const refused = await page.request.get('/api/v1/candidates?limit=1', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);
});
