import { createCandidateByApi, expect, latestMessage, signInByApi, test } from '../fixtures.ts';
import { expectFocusKept, isFocused, tabTo } from '../keyboard.ts';
import { CARD_PNG } from '../referee.ts';

/**
 * Keyboard only (issue 26): no click, no fill; Tab, Shift+Tab, the arrow keys, Space, Enter and typing. Each test
 * checks that the focus is never lost to the page body after an autosave or a dialog closing.
 */

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('推薦者がキーボードだけで全ステップを回答し、選択式の質問は1問につきTab1回で移動できる', async ({
    page,
    browser,
  }) => {
    const owner = await browser.newContext();
    await signInByApi({ request: owner.request }, 'owner');
    const seeded = await owner.request.post('/api/dev/reference-checks', {
      data: { referees: [{ name: '鍵盤 一郎' }] },
    });
    expect(seeded.status()).toBe(200);
    const link = (await seeded.json()).referees[0].link as string;
    await owner.close();

    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page).toHaveURL(/\/referee\/instruction$/);
    // Consent: Space on the checkbox, Enter on the button.
    await tabTo(page, page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await tabTo(page, page.getByTestId('referee-next'));
    await page.keyboard.press('Enter');

    // Phone number, then the SMS code.
    await expect(page).toHaveURL(/\/referee\/authentication$/);
    const phone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await tabTo(page, page.getByTestId('referee-phone'));
    await page.keyboard.type(phone);
    await page.keyboard.press('Enter'); // submits the form
    const sms = await latestMessage(page.request, `+81${phone.slice(1)}`);
    const code = /(\d{6})/.exec(sms.text)![1]!;
    await tabTo(page, page.getByTestId('referee-code'));
    await page.keyboard.type(code);
    await tabTo(page, page.getByTestId('referee-verify'));
    await page.keyboard.press('Enter');

    // Written answers: typed, autosaved; the focus stays in the field while the answer saves.
    await expect(page).toHaveURL(/\/referee\/answer\/descriptions$/);
    const texts = page.locator('textarea:not([aria-hidden])');
    await expect(texts.first()).toBeVisible();
    const count = await texts.count();
    for (let i = 0; i < count; i++) {
      await tabTo(page, texts.nth(i));
      await page.keyboard.type(`誠実に業務に取り組んでいました（${i + 1}）`);
    }
    await expect(page.getByTestId('referee-save-state')).toHaveText('保存しました');
    await expectFocusKept(page, 'an autosave of a written answer');
    expect(await isFocused(texts.nth(count - 1))).toBe(true);
    await tabTo(page, page.getByTestId('referee-next'));
    await page.keyboard.press('Enter');

    // Five-choice questions: one Tab stop per question; Space chooses, the arrow keys move the choice.
    await expect(page).toHaveURL(/\/referee\/answer\/selections$/);
    const groups = page.getByRole('radiogroup');
    // Waits for the selections page itself (the descriptions page's relationship check is a radio group too).
    await expect(groups).toHaveCount(16);
    const groupCount = await groups.count();
    await tabTo(page, groups.first().getByRole('radio').first());
    for (let i = 0; i < groupCount; i++) {
      const radios = groups.nth(i).getByRole('radio');
      await expect(radios.first()).toBeFocused();
      await page.keyboard.press('Space'); // level 1
      await page.keyboard.press('ArrowDown'); // level 2
      await page.keyboard.press('ArrowDown'); // level 3
      await page.keyboard.press('ArrowUp'); // level 2
      await expect(radios.nth(1)).toBeFocused();
      await expect(radios.nth(1)).toHaveAttribute('aria-checked', 'true');
      if (i < groupCount - 1) await page.keyboard.press('Tab'); // one press: the next question
    }
    await expect(page.getByTestId('referee-save-state')).toHaveText('保存しました');
    await expectFocusKept(page, 'an autosave of a choice');
    // Back into the answered questions: each Shift+Tab lands on the chosen answer of the question before.
    await page.keyboard.press('Shift+Tab');
    await expect(
      groups
        .nth(groupCount - 2)
        .getByRole('radio')
        .nth(1),
    ).toBeFocused();
    await tabTo(page, page.getByTestId('referee-next'));
    await page.keyboard.press('Enter');

    // Identification: the button opens the file chooser from the keyboard.
    await expect(page).toHaveURL(/\/referee\/identification$/);
    // Waiting starts before the Tab presses: it turns on Chromium's file-chooser interception, a step of its own that
    // a single key press sent together with it could overtake (the native chooser then opened, and no event came).
    const chooserOpened = page.waitForEvent('filechooser');
    const choose = page.getByRole('button', { name: '画像を選択' });
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: 'card.png', mimeType: 'image/png', buffer: CARD_PNG });
    await tabTo(page, page.getByTestId('referee-next'));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/referee\/complete$/);
    await tabTo(page, page.getByTestId('referee-submit'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('referee-done')).toBeVisible();
  });
});

test('会社がキーボードだけで候補者を追加し、ダイアログを閉じてもフォーカスが失われない', async ({ page }) => {
  await signInByApi(page, 'owner');
  await page.goto('/company');
  const add = page.getByRole('button', { name: '候補者を追加' });
  const dialog = page.getByRole('dialog', { name: '候補者の追加' });

  // Opened and closed with Escape: the focus goes back to the button that opened it.
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusKept(page, 'the dialog closed with Escape');
  await expect(add).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const name = `鍵盤 花子${Math.random().toString(36).slice(2, 6)}`;
  await tabTo(page, dialog.getByLabel('氏名'));
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByLabel('メールアドレス'));
  await page.keyboard.type(`kb-${Date.now()}@example.jp`);
  await tabTo(page, dialog.getByLabel('電話番号'));
  await page.keyboard.type('09011112222');
  const row = dialog.getByTestId('breakdown-row').first();
  for (const [label, option] of [
    ['関係性', '直属の上司'],
    ['一緒に働いていた時期', '現職'],
  ] as const) {
    const combobox = row.getByRole('combobox', { name: label });
    await tabTo(page, combobox);
    await page.keyboard.press('ArrowDown'); // opens the list
    const wanted = page.getByRole('option', { name: option });
    await expect(wanted).toBeVisible();
    for (let i = 0; i < 10 && (await wanted.getAttribute('data-combobox-selected')) === null; i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(combobox).toHaveValue(option);
  }
  await tabTo(page, dialog.getByRole('button', { name: '追加する' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('talent-detail').getByRole('heading', { name })).toBeVisible();
  await expectFocusKept(page, 'the add-candidate dialog closed after saving');
});

test('キーボードで選んだ選択肢は、ページが重くても Enter で確定する（関係性・一緒に働いていた時期）', async ({
  page,
}) => {
  // A busy page (issue 38: the full suite on two cores) runs key presses before zero-delay timers. The timers set
  // while the list opens are held here, and the first of them runs between the arrow keys and Enter, as it did in the
  // failed run (関係性 stayed empty, the list open): Enter must still take the option the arrow keys highlighted.
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const setTimer = window.setTimeout;
    const control = { hold: false, held };
    (window as unknown as { timers: typeof control }).timers = control;
    window.setTimeout = ((handler: () => void, delay?: number, ...args: unknown[]) => {
      if (!control.hold || delay) return setTimer(handler, delay, ...args);
      held.push(() => handler());
      return 0;
    }) as typeof window.setTimeout;
  });
  const timers = {
    hold: (on: boolean) =>
      page.evaluate((hold) => {
        (window as unknown as { timers: { hold: boolean } }).timers.hold = hold;
      }, on),
    /** Runs the first `count` held timers (all when absent), in the order they were set. */
    release: (count?: number) =>
      page.evaluate((n) => {
        const { held } = (window as unknown as { timers: { held: (() => void)[] } }).timers;
        for (const run of held.splice(0, n ?? held.length)) run();
      }, count),
  };
  await signInByApi(page, 'owner');
  await page.goto('/company');
  const dialog = page.getByRole('dialog', { name: '候補者の追加' });
  await tabTo(page, page.getByRole('button', { name: '候補者を追加' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const row = dialog.getByTestId('breakdown-row').first();
  for (const [label, option] of [
    ['関係性', '直属の上司'],
    ['一緒に働いていた時期', '現職'],
  ] as const) {
    const combobox = row.getByRole('combobox', { name: label });
    await tabTo(page, combobox);
    await timers.hold(true);
    await page.keyboard.press('ArrowDown'); // opens the list
    await timers.hold(false);
    const wanted = page.getByRole('option', { name: option });
    await expect(wanted).toBeVisible();
    for (let i = 0; i < 10 && (await wanted.getAttribute('data-combobox-selected')) === null; i++) {
      await page.keyboard.press('ArrowDown');
    }
    await timers.release(1); // the first timer the opening set runs now, before Enter
    await page.keyboard.press('Enter');
    await timers.release();
    await expect(combobox).toHaveValue(option);
    await expect(page.getByRole('listbox')).toBeHidden();
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('候補者がキーボードだけで同意し推薦者を登録する', async ({ page, browser }) => {
    const owner = await browser.newContext();
    await signInByApi({ request: owner.request }, 'owner');
    const email = `kb-cand-${Date.now()}@example.jp`;
    const talentId = await createCandidateByApi(owner.request, { name: '鍵盤 次郎', email });
    expect((await owner.request.post(`/api/talents/${talentId}/invitation`)).ok()).toBe(true);
    const mail = await latestMessage(owner.request, email);
    await owner.close();
    const link = /https?:\/\/\S+\/talent\/instruction\S*/.exec(mail.text)![0];

    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await tabTo(page, page.getByLabel('プライバシーポリシーに同意する'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: '同意して次へ' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/talent$/);
    const card = page.getByTestId('referee-card').first();
    for (const [label, value] of [
      ['氏名', '推薦 鍵盤'],
      ['メールアドレス', `kb-ref-${Date.now()}@corp.example.jp`],
      ['所属会社名', '株式会社サンプル'],
      ['役職', '課長'],
    ] as const) {
      await tabTo(page, card.getByLabel(label));
      await page.keyboard.type(value);
    }
    await tabTo(page, card.getByLabel('一緒に働き始めた年月'));
    // Chromium's month field: the up arrow sets each segment (year, month) to this month's.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await expect(card.getByLabel('一緒に働き始めた年月')).toHaveValue(/^\d{4}-\d{2}$/);
    await tabTo(page, card.getByLabel('現在も一緒に働いている'));
    await page.keyboard.press('Space');
    for (const [label, option] of [
      ['職種（大分類）', '営業'],
      ['職種（小分類）', null],
    ] as const) {
      const combobox = card.getByRole('combobox', { name: label });
      await tabTo(page, combobox);
      await page.keyboard.press('ArrowDown'); // opens the list
      if (option) {
        const wanted = page.getByRole('option', { name: option, exact: true });
        await expect(wanted).toBeVisible();
        for (let i = 0; i < 20 && (await wanted.getAttribute('data-combobox-selected')) === null; i++) {
          await page.keyboard.press('ArrowDown');
        }
      } else {
        await expect(page.getByRole('option').first()).toBeVisible();
        if ((await page.getByRole('option').first().getAttribute('data-combobox-selected')) === null) {
          await page.keyboard.press('ArrowDown');
        }
      }
      await page.keyboard.press('Enter');
      await expect(combobox).not.toHaveValue('');
      await expectFocusKept(page, `choosing ${label}`);
    }
    await tabTo(page, page.getByRole('button', { name: 'URLを発行する' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/talent\/complete$/);
    await expect(page.getByTestId('referee-link')).toHaveCount(1);
  });
});
