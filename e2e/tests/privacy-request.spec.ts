import {
  createCandidateByApi,
  expect,
  latestMessage,
  type OutboxMessage,
  signInByApi,
  test,
} from '../fixtures.ts';

const relative = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

test('候補者が招待メールのリンクから自分のデータの削除を請求し、企業が承認すると候補者がダッシュボードから消え、結果のメールが届く', async ({
  page,
  browser,
}) => {
  test.slow();
  // 企業（メインアカウント）が候補者を登録し、招待メールを送る。
  await signInByApi(page, 'owner');
  const name = `削除 請求${Math.random().toString(36).slice(2, 6)}`;
  const email = `privacy-${Date.now()}@example.jp`;
  const talentId = await createCandidateByApi(page.request, { name, email });
  const sent = await page.request.post(`/api/talents/${talentId}/invitation`);
  expect(sent.ok(), await sent.text()).toBe(true);
  await page.goto('/company');
  await expect(page.getByTestId('talent-list').getByText(name)).toBeVisible({ timeout: 30_000 });

  // 候補者は招待メールのフッターのリンクを開く。
  const invitation = await latestMessage(page.request, email);
  const link = /https?:\/\/\S+\/privacy\/request\S*/.exec(invitation.text)?.[0];
  expect(link, invitation.text).toBeDefined();
  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await candidate.goto(relative(link!));
  await expect(candidate.getByRole('heading', { name: 'ご自身のデータの開示・削除のご請求' })).toBeVisible();

  // メールアドレスに届いた確認コードで本人確認をする。
  const codeSentAt = new Date();
  await candidate.getByTestId('privacy-email').fill(email);
  await candidate.getByTestId('privacy-send-code').click();
  await expect(candidate.getByText('6桁の確認コードを送信しました', { exact: false })).toBeVisible();
  const codeMail = await latestMessage(page.request, email, codeSentAt);
  expect(codeMail.subject).toContain('確認コード');
  const code = /(\d{6})/.exec(codeMail.text)![1]!;
  await candidate.getByTestId('privacy-code').fill(code);
  await candidate.getByTestId('privacy-verify').click();

  // データを保有している企業が表示され、削除を請求する。
  await expect(candidate.getByText('データを保有している企業')).toBeVisible();
  await candidate.getByTestId('privacy-message').fill('選考を辞退したため、データを削除してください。');
  await candidate.getByTestId('privacy-erase').click();
  await expect(candidate.getByText('削除を請求します。よろしいですか？')).toBeVisible();
  await candidate.getByTestId('privacy-erase-confirm').click();
  await expect(candidate.getByTestId('privacy-erasure-done')).toContainText('削除のご請求を1社に送りました');
  await candidateContext.close();

  // 企業は「開示・削除のご請求」の一覧で請求を確認し、承認する。
  await page.goto('/privacy-requests');
  const row = page.getByTestId('privacy-request-row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('対応待ち');
  await expect(row).toContainText('選考を辞退したため');
  const approvedAt = new Date();
  await row.getByTestId('privacy-approve').click();
  await expect(page.getByText('元に戻せません', { exact: false })).toBeVisible();
  await page.getByTestId('privacy-approve-confirm').click();
  await expect(page.getByText('データを削除しました')).toBeVisible();
  await expect(page.getByTestId('privacy-request-row').filter({ hasText: name })).toHaveCount(0);

  // 候補者はダッシュボードから消えている。
  await page.goto('/company');
  await expect(page.getByTestId('talent-list')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('talent-list').getByText(name)).toHaveCount(0);

  // 結果のメールが候補者に届いている（開発用メールボックス）。招待メールの本文は消えている。
  const outcome = await latestMessage(page.request, email, approvedAt);
  expect(outcome.subject).toContain('データ削除のご請求の結果');
  expect(outcome.text).toContain('承認され');
  const all = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as OutboxMessage[];
  expect(all.every((m) => !m.text.includes(name))).toBe(true);
});
