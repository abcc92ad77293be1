/** Mails to a candidate (talent): the invitation and its reminder. */
import { defineMail } from '../define.ts';

interface CandidateMail {
  talentName: string;
  companyName: string;
  /** Formatted in the candidate's language (formatDeadline). */
  deadline: string;
  link: string;
  unsubscribeLink: string;
}

const frame = (d: CandidateMail) => ({ companyName: d.companyName, unsubscribeUrl: d.unsubscribeLink });

const sample = {
  jp: {
    talentName: '山田 太郎',
    companyName: '株式会社アクメ',
    deadline: '2026年12月01日',
    link: 'https://refcheck.example/talent/instruction?company=c&token=t',
    unsubscribeLink: 'https://refcheck.example/talent/unsubscribe/remind?company=c&token=u',
  },
  en: {
    talentName: 'Taro Yamada',
    companyName: 'Acme Inc.',
    deadline: '01/12/2026',
    link: 'https://refcheck.example/talent/instruction?company=c&token=t',
    unsubscribeLink: 'https://refcheck.example/talent/unsubscribe/remind?company=c&token=u',
  },
  cn: {
    talentName: '王 伟',
    companyName: '艾克米株式会社',
    deadline: '01/12/2026',
    link: 'https://refcheck.example/talent/instruction?company=c&token=t',
    unsubscribeLink: 'https://refcheck.example/talent/unsubscribe/remind?company=c&token=u',
  },
};

export const talentInvitation = defineMail<CandidateMail>({
  name: 'talentInvitation',
  audience: 'candidate',
  frame,
  sample,
  texts: {
    jp: (d) => ({
      subject: `【${d.companyName}】リファレンスチェックご協力のお願い`,
      greeting: `${d.talentName}様`,
      paragraphs: [
        `このたびは${d.companyName}にご応募いただき、誠にありがとうございます。`,
        '選考の一環として、リファレンスチェック（推薦者への問い合わせ）へのご協力をお願いしております。',
        '下記のボタンから内容をご確認のうえ、推薦者のご登録をお願いいたします。',
      ],
      details: [['回答期限', d.deadline]],
      action: { label: '推薦者を登録する', url: d.link },
    }),
    en: (d) => ({
      subject: `[${d.companyName}] Request for your cooperation with a reference check`,
      greeting: `Dear ${d.talentName},`,
      paragraphs: [
        `Thank you very much for applying to ${d.companyName}.`,
        'As part of the selection process, we ask for your cooperation with a reference check.',
        'Please open the link below, check the details and register your referees.',
      ],
      details: [['Deadline', d.deadline]],
      action: { label: 'Register referees', url: d.link },
    }),
    cn: (d) => ({
      subject: `【${d.companyName}】关于协助背景调查的请求`,
      greeting: `${d.talentName} 您好：`,
      paragraphs: [
        `非常感谢您应聘${d.companyName}。`,
        '作为选拔流程的一部分，我们请求您协助进行背景调查。',
        '请通过以下链接确认内容并登记您的推荐人。',
      ],
      details: [['截止日期', d.deadline]],
      action: { label: '登记推荐人', url: d.link },
    }),
  },
});

export const talentReminder = defineMail<CandidateMail>({
  name: 'talentReminder',
  audience: 'candidate',
  frame,
  sample,
  texts: {
    jp: (d) => ({
      subject: `【${d.companyName}】【リマインド】推薦者のご登録をお願いいたします`,
      greeting: `${d.talentName}様`,
      paragraphs: [
        `先日ご案内した${d.companyName}のリファレンスチェックについて、推薦者のご登録がまだ完了していません。`,
        'お手数ですが、回答期限までに下記のボタンから推薦者をご登録ください。',
      ],
      details: [['回答期限', d.deadline]],
      action: { label: '推薦者を登録する', url: d.link },
      notes: ['すでにご登録済みの場合は、行き違いですのでご容赦ください。'],
    }),
    en: (d) => ({
      subject: `[${d.companyName}] Reminder: please register your referees`,
      greeting: `Dear ${d.talentName},`,
      paragraphs: [
        `Your referees for the reference check of ${d.companyName} have not been registered yet.`,
        'Please register them with the button below before the deadline.',
      ],
      details: [['Deadline', d.deadline]],
      action: { label: 'Register referees', url: d.link },
      notes: ['If you have just registered them, please disregard this email.'],
    }),
    cn: (d) => ({
      subject: `【${d.companyName}】【提醒】请登记您的推荐人`,
      greeting: `${d.talentName} 您好：`,
      paragraphs: [
        `您在${d.companyName}的背景调查中尚未完成推荐人的登记。`,
        '请在截止日期之前通过以下按钮登记推荐人。',
      ],
      details: [['截止日期', d.deadline]],
      action: { label: '登记推荐人', url: d.link },
      notes: ['如您已完成登记，请忽略此邮件。'],
    }),
  },
});
