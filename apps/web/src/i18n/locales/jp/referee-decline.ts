/** Issue 36: the referee's 「回答を辞退する」 and the candidate's replacement of a referee. */
export const refereeDecline = {
  open: '回答を辞退する',
  title: '回答を辞退する',
  intro:
    '辞退の理由を選択してください。候補者には、代わりの推薦者を登録するよう依頼が届きます（理由は候補者に伝わりません）。',
  reason: '辞退の理由',
  reasons: {
    unfamiliar: '候補者をよく知らない',
    noTime: '時間が取れない',
    companyPolicy: '会社の方針で回答できない',
    other: 'その他',
  },
  text: '理由（その他を選んだ場合は必須）',
  submit: '辞退する',
  cancel: 'キャンセル',
  failed: '辞退できませんでした。時間をおいて再度お試しください。',
  doneTitle: 'ご連絡ありがとうございました',
  doneText: '回答の辞退を承りました。このページを閉じていただいて構いません。',
  declined: '辞退',
  replace: '代わりの推薦者を登録する',
  replaceTitle: '代わりの推薦者を登録',
  replaceIntro:
    '{{name}}様の代わりに、同じ関係性・期間の推薦者を登録してください。登録すると、すぐに依頼メールが送信されます。',
  replaceLeft: 'この枠で差し替えできる残り回数：{{count}}回',
  replaceReasonDeclined: '回答を辞退されました',
  replaceReasonNotOpened: '依頼メールがまだ開かれていません',
  replaceDone: '代わりの推薦者に依頼メールを送信しました',
  replaceFailed: '登録できませんでした。入力内容をご確認ください。',
};
