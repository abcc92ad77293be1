/** The mail language card of /config and the dev mail template preview. */
export const mail = {
  languageCard: {
    title: 'メールの言語',
    description: 'Refcheckからあなたに届くメール（パスワード再設定、回答完了のお知らせなど）の言語です。',
    label: '言語',
  },
  languages: { jp: '日本語', en: 'English', cn: '中文' },
  templates: {
    lead: '製品が送るすべてのメールを、サンプルデータで3言語のまま確認できます。本番環境では表示されません。',
    open: 'メールテンプレート',
    template: 'テンプレート',
    subject: '件名',
    audience: { company: '企業ユーザー', candidate: '候補者', referee: '推薦者', operator: '運営' },
  },
} as const;
