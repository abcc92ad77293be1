import { expect, signInByApi, test } from '../fixtures.ts';

const SLOW = { timeout: 30_000 };

test('テンプレート質問の一覧は、別のブラウザでの追加・変更・削除を再読み込みなしで表示する', async ({
  page,
  browser,
  asAccount,
}) => {
  await asAccount('owner');
  // A second browser: the company's sub-account, with the list open.
  const other = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const second = await other.newPage();
  await signInByApi(second, 'staff');
  await second.goto('/template_questions');
  await expect(second.getByRole('heading', { name: 'テンプレート質問', level: 1 })).toBeVisible(SLOW);
  // The row that was newest when the list opened (other tests may add templates to the same company meanwhile).
  const firstCells = () =>
    second
      .getByRole('row')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent?.trim() ?? ''));
  const firstBefore = (await firstCells())[1];
  let navigations = 0;
  second.on('framenavigated', (frame) => {
    if (frame === second.mainFrame()) navigations++;
  });

  // The owner adds a template in the first browser.
  const name = `ライブ更新 ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/template_questions');
  await page.getByRole('button', { name: 'テンプレートを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'テンプレートを追加' });
  await dialog.getByLabel('テンプレートの名前').fill(name);
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toBeHidden();

  // It appears in the second browser, newest first, without a reload: above every row that was there before.
  const row = second.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible(SLOW);
  const names = await firstCells();
  const added = names.indexOf(name);
  const before = firstBefore ? names.indexOf(firstBefore) : -1;
  expect(added).toBeGreaterThan(0);
  expect(before === -1 || added < before, `${name} should be listed above ${firstBefore}`).toBe(true);

  // Renamed and then deleted by the owner (through the API): the second browser follows.
  const list = (await (await page.request.get('/api/templates')).json()) as { id: string; name: string }[];
  const id = list.find((t) => t.name === name)!.id;
  const detail = await (await page.request.get(`/api/templates/${id}`)).json();
  const renamed = `${name} 改`;
  const put = await page.request.put(`/api/templates/${id}`, {
    data: { name: renamed, templateType: detail.templateType, questions: detail.questions },
  });
  expect(put.status(), await put.text()).toBe(200);
  await expect(second.getByRole('row', { name: new RegExp(renamed) })).toBeVisible(SLOW);
  expect((await page.request.delete(`/api/templates/${id}`)).status()).toBe(204);
  await expect(second.getByRole('row', { name: new RegExp(name) })).toHaveCount(0, SLOW);
  expect(navigations).toBe(0);
  await other.close();
});
