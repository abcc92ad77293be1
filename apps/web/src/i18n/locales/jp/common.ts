export const common = {
  appName: 'Refcheck',
  comingSoon: {
    badge: '準備中',
    text: 'この機能は現在準備中です。公開までしばらくお待ちください。',
  },
  actions: {
    copy: 'コピー',
    copied: 'コピーしました',
    backHome: 'ホームへ戻る',
    backToLogin: 'ログイン画面へ',
    close: '閉じる',
    cancel: 'キャンセル',
    retry: '再読み込み',
  },
  errors: {
    network: '通信エラーが発生しました',
    unexpected: '予期せぬエラーが発生しました',
    tooManyRequests: 'リクエストが集中しています。しばらくしてから再度お試しください。',
    loadFailed: '読み込みに失敗しました',
    errorCode: 'エラーコード: {{code}}',
  },
  language: {
    label: '表示言語',
  },
  pagination: {
    first: '最初のページ',
    previous: '前のページ',
    next: '次のページ',
    last: '最後のページ',
  },
} as const;
