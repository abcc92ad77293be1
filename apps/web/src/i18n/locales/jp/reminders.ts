/** Reminders (issue 14): the dashboard's next reminder times and switch, the /config SMS setting. */
export const reminders = {
  cardTitle: 'リマインド',
  next: '次回リマインド',
  nextAt: '{{at}} に送信予定',
  none: '予定なし',
  sentCount: '送信済み {{count}}回',
  switchLabel: 'この候補者と推薦者にリマインドを送る',
  switchHelp:
    '推薦者未登録の候補者と未回答の推薦者に、回答期限までにリマインドメールを送ります（9:00〜20:00）。',
  readOnly: 'リマインドの設定はメインアカウントのみ変更できます。',
  switchFailed: 'リマインドの設定を変更できませんでした',
  refNext: 'リマインド {{at}}',
  settingsTitle: 'リマインド',
  smsLabel: '電話番号を登録した推薦者にSMSでもリマインドする',
  smsHelp: 'メールに加えて、回答ページのURLをSMSで送ります（SMS送信料がかかります）。',
  saved: 'リマインドの設定を保存しました',
  saveFailed: 'リマインドの設定を保存できませんでした',
};
