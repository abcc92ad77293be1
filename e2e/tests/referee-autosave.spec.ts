import { expect, test } from '../fixtures.ts';
import { consentAndVerify } from '../referee.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('推薦者が遅い回線で一時的にオフラインになっても、最後に入力した回答が保存され再読み込み後も残る', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const seeded = await (
    await page.request.post('/api/dev/reference-checks', {
      data: { talentName: '候補 保存', referees: [{ name: '推薦 保存', language: 'jp' }] },
    })
  ).json();
  await page.goto(seeded.referees[0].link);
  await expect(page).toHaveURL(/\/referee\/instruction$/);
  await consentAndVerify(page);
  await expect(page).toHaveURL(/\/referee\/answer\/descriptions$/, { timeout: 30_000 });

  const answer = page.locator('textarea:not([aria-hidden])').first();
  const state = page.getByTestId('referee-save-state');
  // A slow mobile network: every request takes 600 ms more, at about 40 KB/s.
  const cdp = await context.newCDPSession(page);
  const network = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 600,
      downloadThroughput: 40_000,
      uploadThroughput: 40_000,
    });
  await cdp.send('Network.enable');
  await network(false);
  await answer.pressSequentially('前職では営業チームを率い、', { delay: 40 });

  // The network drops for a moment while the referee keeps typing.
  await network(true);
  await answer.pressSequentially('顧客との信頼関係を築きました。', { delay: 40 });
  await expect(state).toHaveText('オフラインです。接続が戻ると自動で保存します', { timeout: 30_000 });
  await answer.pressSequentially('後輩の育成にも熱心でした。', { delay: 40 });
  await network(false);
  await answer.pressSequentially('以上です', { delay: 40 });
  const typed = '前職では営業チームを率い、顧客との信頼関係を築きました。後輩の育成にも熱心でした。以上です';
  await expect(answer).toHaveValue(typed);
  await expect(state).toHaveText('保存しました', { timeout: 60_000 });

  await page.reload();
  await expect(page.locator('textarea:not([aria-hidden])').first()).toHaveValue(typed, { timeout: 60_000 });
});
