import { expect, test } from '../fixtures.ts';

const SLOW = { timeout: 30_000 };

test.describe('ご利用ガイド', () => {
  test('ダッシュボードのガイドの各タイルが記事を開き、メニューからガイドの一覧へ行ける', async ({
    page,
    asAccount,
  }) => {
    test.setTimeout(180_000);
    await asAccount('owner');
    const tiles = [
      { name: '候補者を登録する', slug: 'candidates', heading: '候補者を登録する（1名ずつ・CSV一括）' },
      { name: '招待メールを送る', slug: 'invitations', heading: '招待メールを送る・送信を予約する' },
      { name: '推薦者の回答を待つ', slug: 'referees', heading: '推薦者の回答状況とリマインド' },
      { name: 'レポートを確認する', slug: 'report', heading: 'レポートとPDFを読む' },
    ];
    for (const tile of tiles) {
      await page.goto('/company');
      await expect(page.getByRole('heading', { name: 'ご利用ガイド' })).toBeVisible(SLOW);
      await expect(page.getByTestId('guide-tile')).toHaveCount(4);
      await page.getByRole('link', { name: new RegExp(tile.name) }).click();
      await expect(page).toHaveURL(new RegExp(`/guide/${tile.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: tile.heading })).toBeVisible(SLOW);
      await expect(page.getByRole('heading', { level: 2, name: '手順' })).toBeVisible();
      await expect(page.getByRole('img', { name: `画面のイメージ：${tile.heading}` })).toBeVisible();
      await expect(page.getByText('ポイント', { exact: true })).toBeVisible();
    }

    // The menu's guide entry opens the list of every article, including the regain-trust request.
    await page.getByRole('link', { name: 'ガイドの一覧へ' }).click();
    await expect(page).toHaveURL(/\/guide$/);
    await page.goto('/company');
    await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor();
    await page.getByTestId('nav-guide').click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ご利用ガイド' })).toBeVisible(SLOW);
    await expect(page.getByRole('article')).toHaveCount(5);
    await page.getByRole('link', { name: '候補者への確認依頼（信頼回復）' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: '候補者への確認依頼（信頼回復）' }),
    ).toBeVisible();
    await expect(page.getByText('確認依頼メールを送信')).toBeVisible();
  });

  test('推薦者のページからよくあるご質問を開ける', async ({ page, context }) => {
    const seeded = await (
      await page.request.post('/api/dev/reference-checks', {
        data: { talentName: '候補 質問', referees: [{ name: '推薦 質問', language: 'jp' }] },
      })
    ).json();
    await page.goto(seeded.referees[0].link);
    await expect(page).toHaveURL(/\/referee\/instruction$/, SLOW);
    const [faq] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'よくあるご質問' }).click(),
    ]);
    await expect(faq).toHaveURL(/\/faq\/referee$/);
    await expect(faq.getByRole('heading', { level: 1, name: 'よくあるご質問（推薦者の方）' })).toBeVisible(
      SLOW,
    );
    await faq.getByRole('button', { name: '回答は誰が見ますか？' }).click();
    await expect(
      faq.getByText('回答を見られるのは、依頼した企業の採用担当者だけです。候補者ご本人には表示されません。'),
    ).toBeVisible();
    await expect(faq.getByText('なぜ電話番号の認証が必要なのですか？')).toBeVisible();
    // The referee's page itself stays where it was.
    await expect(page).toHaveURL(/\/referee\/instruction$/);
  });
});
