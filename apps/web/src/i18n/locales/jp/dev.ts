export const dev = {
  outbox: {
    lead: '開発環境で送信されたメールとSMSの一覧です。本番環境では表示されません。',
    filter: '宛先で絞り込み',
    filterPlaceholder: 'メールアドレスまたは電話番号',
    autoRefresh: '{{seconds}}秒ごとに自動更新',
    refresh: '今すぐ更新',
    empty: 'メッセージはまだありません。',
    unavailable: 'このサーバーでは開発用メールボックスを利用できません。',
    noSubject: '（件名なし）',
    text: 'テキスト',
    html: 'HTML',
    error: 'エラー',
    count: '{{count}}件',
    channel: { mail: 'メール', sms: 'SMS' },
    status: { queued: '送信待ち', sent: '送信済み', recorded: '記録のみ（未送信）', failed: '失敗' },
  },
} as const;
