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
  smsHelp:
    '依頼メールと1通目のリマインドの後もリンクを開いていない推薦者に、2回目のリマインドで回答ページのURLをSMSでも1回だけ送ります（SMS送信料がかかります）。',
  saved: 'リマインドの設定を保存しました',
  saveFailed: 'リマインドの設定を保存できませんでした',
  windowLabel: 'リマインドを送る時間帯',
  windowEvening: '推薦者の夜間（平日19:00〜20:30、土日は午前中）',
  windowOffice: '営業時間内',
  replaceLabel: 'リンクを開いていない推薦者を候補者が差し替えられるようにする',
  replaceDays: '差し替えできるまでの日数',
  replaceDaysRange: '1〜30日で入力してください',
  maxReplacements: '1枠あたりの差し替え回数の上限',
  maxReplacementsRange: '0〜5回で入力してください',
  save: 'リマインドの設定を保存する',
};
