/**
 * The short FAQs linked from the candidate's and the referee's pages (issue 27), in jp, en and cn: why the phone
 * code, who sees the answers, how to decline or erase. A lazily loaded chunk of its own.
 */
import type { Language } from '@refcheck/domain';

export type FaqFlow = 'talent' | 'referee';

export interface FaqEntry {
  q: string;
  a: string;
}

export const FAQ_TEXT: Record<Language, { title: Record<FaqFlow, string>; lead: string; contact: string }> = {
  jp: {
    title: { talent: 'よくあるご質問（候補者の方）', referee: 'よくあるご質問（推薦者の方）' },
    lead: 'リファレンスチェックについて、よくいただくご質問にお答えします。',
    contact: 'ほかにご不明な点があれば、お問い合わせ先までご連絡ください。',
  },
  en: {
    title: { talent: 'FAQ for candidates', referee: 'FAQ for referees' },
    lead: 'Answers to the questions we are asked most about reference checks.',
    contact: 'For anything else, please write or call us.',
  },
  cn: {
    title: { talent: '常见问题（候选人）', referee: '常见问题（推荐人）' },
    lead: '解答有关背景调查的常见问题。',
    contact: '如有其他疑问，请联系我们。',
  },
};

export const FAQ: Record<Language, Record<FaqFlow, FaqEntry[]>> = {
  jp: {
    talent: [
      {
        q: 'リファレンスチェックとは何ですか？',
        a: '応募先の企業が、あなたと一緒に働いたことのある方（推薦者）に、あなたの仕事ぶりについてオンラインでお尋ねするものです。推薦者はあなたご自身に選んでいただきます。',
      },
      {
        q: '推薦者の回答は誰が見ますか？',
        a: '回答を見られるのは、依頼した企業の採用担当者だけです。候補者ご本人や、ほかの推薦者には表示されません。',
      },
      {
        q: 'なぜ推薦者に電話番号の認証をお願いするのですか？',
        a: '推薦者ご本人が回答していることを確かめ、なりすましを防ぐためです。推薦者の携帯電話にSMSで認証コードが届きます。',
      },
      {
        q: '辞退することはできますか？',
        a: 'できます。推薦者の登録画面の「リファレンスチェックを辞退する」から、理由を添えて辞退できます。辞退したことは企業に伝わります。',
      },
      {
        q: '登録した情報を消してもらえますか？',
        a: '情報は依頼した企業が管理しています。削除をご希望の場合は企業の採用担当者に、またはお問い合わせ先までご連絡ください。企業が削除した情報は、一定期間の後に完全に消去されます。',
      },
    ],
    referee: [
      {
        q: 'なぜ電話番号の認証が必要なのですか？',
        a: 'ご本人が回答していることを確かめ、なりすましを防ぐためです。SMSで届く6桁のコードを入力してください。電話番号が回答と一緒に公開されることはありません。',
      },
      {
        q: '回答は誰が見ますか？',
        a: '回答を見られるのは、依頼した企業の採用担当者だけです。候補者ご本人には表示されません。',
      },
      {
        q: '回答の途中でやめても大丈夫ですか？',
        a: '入力した内容は自動で保存されます。回答期限までなら、同じURLから続きを入力できます。',
      },
      {
        q: '回答を断ることはできますか？',
        a: '回答は任意です。回答しない場合はページを閉じてください。リマインドメールは、メール内のリンクから停止できます。',
      },
      {
        q: '自分の情報を消してもらえますか？',
        a: '情報は依頼した企業が管理しています。削除をご希望の場合は、お問い合わせ先までご連絡ください。企業が削除した情報は、一定期間の後に完全に消去されます。',
      },
    ],
  },
  en: {
    talent: [
      {
        q: 'What is a reference check?',
        a: 'The company you applied to asks people who worked with you (your referees) about your work, online. You choose your referees yourself.',
      },
      {
        q: 'Who sees the referees’ answers?',
        a: 'Only the hiring staff of the company that asked. Neither you nor the other referees see them.',
      },
      {
        q: 'Why must referees confirm their phone number?',
        a: 'To make sure the referee is the one answering and no one else poses as them. They receive a code by SMS on their mobile phone.',
      },
      {
        q: 'Can I decline?',
        a: 'Yes. Use “Decline the reference check” on the referee registration page and give a reason. The company is told that you declined.',
      },
      {
        q: 'Can my information be erased?',
        a: 'The company that asked manages your information. To have it erased, ask its hiring staff or contact us. Information the company deletes is erased for good after a set period.',
      },
    ],
    referee: [
      {
        q: 'Why do I have to confirm my phone number?',
        a: 'To make sure you are the one answering and no one else poses as you. Enter the 6-digit code sent by SMS. Your number is never shown with your answers.',
      },
      {
        q: 'Who sees my answers?',
        a: 'Only the hiring staff of the company that asked. The candidate does not see them.',
      },
      {
        q: 'Can I stop half-way?',
        a: 'What you type is saved automatically. Until the deadline you can continue from the same link.',
      },
      {
        q: 'Can I decline to answer?',
        a: 'Answering is voluntary: if you do not wish to answer, just close the page. Reminder emails can be stopped from the link in the email.',
      },
      {
        q: 'Can my information be erased?',
        a: 'The company that asked manages your information. To have it erased, please contact us. Information the company deletes is erased for good after a set period.',
      },
    ],
  },
  cn: {
    talent: [
      {
        q: '什么是背景调查？',
        a: '您应聘的企业会在线询问曾与您共事的人（推荐人）有关您的工作表现。推荐人由您本人选择。',
      },
      {
        q: '谁能看到推荐人的回答？',
        a: '只有提出请求的企业的招聘负责人可以看到。您本人和其他推荐人都看不到。',
      },
      {
        q: '为什么需要推荐人验证电话号码？',
        a: '为了确认是推荐人本人在回答，防止冒充。推荐人的手机会收到短信验证码。',
      },
      {
        q: '可以拒绝吗？',
        a: '可以。在推荐人登记画面点击“拒绝背景调查”，并填写理由即可。企业会收到您拒绝的通知。',
      },
      {
        q: '可以删除我登记的信息吗？',
        a: '信息由提出请求的企业管理。如需删除，请联系企业的招聘负责人或我们的客服。企业删除的信息会在一定期间后被彻底清除。',
      },
    ],
    referee: [
      {
        q: '为什么需要验证电话号码？',
        a: '为了确认是您本人在回答，防止冒充。请输入短信收到的6位验证码。您的电话号码不会与回答一起公开。',
      },
      {
        q: '谁能看到我的回答？',
        a: '只有提出请求的企业的招聘负责人可以看到。候选人本人看不到。',
      },
      {
        q: '可以中途停止吗？',
        a: '输入的内容会自动保存。在回答期限之前，可以通过同一链接继续填写。',
      },
      {
        q: '可以拒绝回答吗？',
        a: '回答是自愿的。如不希望回答，关闭页面即可。提醒邮件可以通过邮件中的链接停止。',
      },
      {
        q: '可以删除我的信息吗？',
        a: '信息由提出请求的企业管理。如需删除，请联系我们的客服。企业删除的信息会在一定期间后被彻底清除。',
      },
    ],
  },
};
