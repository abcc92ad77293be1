/** Mails to a referee: the request and its reminder. */
import { defineMail } from '../define.ts';

interface RefereeMail {
  refereeName: string;
  talentName: string;
  companyName: string;
  deadline: string;
  minutes: number;
  link: string;
  unsubscribeLink: string;
}

const frame = (d: RefereeMail) => ({ companyName: d.companyName, unsubscribeUrl: d.unsubscribeLink });
const urls = {
  link: 'https://refcheck.example/referee/instruction?company=c&token=t',
  unsubscribeLink: 'https://refcheck.example/referee/unsubscribe/remind?company=c&token=u',
};
const sample = {
  jp: {
    refereeName: '佐藤 花子',
    talentName: '山田 太郎',
    companyName: '株式会社アクメ',
    deadline: '2026年12月01日',
    minutes: 12,
    ...urls,
  },
  en: {
    refereeName: 'Hanako Sato',
    talentName: 'Taro Yamada',
    companyName: 'Acme Inc.',
    deadline: '01/12/2026',
    minutes: 12,
    ...urls,
  },
  cn: {
    refereeName: '李 娜',
    talentName: '王 伟',
    companyName: '艾克米株式会社',
    deadline: '01/12/2026',
    minutes: 12,
    ...urls,
  },
};

export const refereeRequest = defineMail<RefereeMail>({
  name: 'refereeRequest',
  audience: 'referee',
  frame,
  sample,
  texts: {
    jp: (d) => ({
      subject: `【${d.companyName}】${d.talentName}様のリファレンスチェックご協力のお願い`,
      greeting: `${d.refereeName}様`,
      paragraphs: [
        `${d.talentName}様が${d.companyName}の選考に応募され、${d.refereeName}様を推薦者としてご登録されました。`,
        `${d.talentName}様のお仕事ぶりについて、リファレンスチェック（アンケートへのご回答）にご協力をお願いいたします。`,
        `ご回答の所要時間は約${d.minutes}分です。携帯電話番号のSMS認証のあと、下記のボタンからご回答ください。`,
      ],
      details: [['回答期限', d.deadline]],
      action: { label: '回答を始める', url: d.link },
      notes: ['ご回答の内容は選考の参考としてのみ利用され、お名前とともに公開されることはありません。'],
    }),
    en: (d) => ({
      subject: `[${d.companyName}] Request for a reference for ${d.talentName}`,
      greeting: `Dear ${d.refereeName},`,
      paragraphs: [
        `${d.talentName} has applied to ${d.companyName} and named you as a referee.`,
        `We would be grateful if you could answer a short questionnaire about working with ${d.talentName}.`,
        `It takes about ${d.minutes} minutes. After verifying your mobile number by SMS, please answer at the link below.`,
      ],
      details: [['Deadline', d.deadline]],
      action: { label: 'Start answering', url: d.link },
      notes: ['Your answers are used only for this selection and are never published with your name.'],
    }),
    cn: (d) => ({
      subject: `【${d.companyName}】关于${d.talentName}背景调查的协助请求`,
      greeting: `${d.refereeName} 您好：`,
      paragraphs: [
        `${d.talentName}应聘了${d.companyName}，并将您登记为推荐人。`,
        `恳请您协助填写一份关于${d.talentName}工作表现的问卷（背景调查）。`,
        `回答约需${d.minutes}分钟。通过短信验证手机号码后，请通过以下链接作答。`,
      ],
      details: [['截止日期', d.deadline]],
      action: { label: '开始回答', url: d.link },
      notes: ['您的回答仅用于本次选拔参考，不会与您的姓名一同公开。'],
    }),
  },
});

export const refereeReminder = defineMail<RefereeMail>({
  name: 'refereeReminder',
  audience: 'referee',
  frame,
  sample,
  texts: {
    jp: (d) => ({
      subject: `【${d.companyName}】【リマインド】${d.talentName}様のリファレンスチェックご回答のお願い`,
      greeting: `${d.refereeName}様`,
      paragraphs: [
        `${d.talentName}様のリファレンスチェックへのご回答がまだ完了していません。`,
        `所要時間は約${d.minutes}分です。途中まで入力された内容は保存されていますので、下記のボタンから続きをご回答ください。`,
      ],
      details: [['回答期限', d.deadline]],
      action: { label: '回答を続ける', url: d.link },
      notes: ['すでにご回答済みの場合は、行き違いですのでご容赦ください。'],
    }),
    en: (d) => ({
      subject: `[${d.companyName}] Reminder: your reference for ${d.talentName}`,
      greeting: `Dear ${d.refereeName},`,
      paragraphs: [
        `Your reference for ${d.talentName} has not been completed yet.`,
        `It takes about ${d.minutes} minutes. What you have entered so far is saved; please continue with the button below.`,
      ],
      details: [['Deadline', d.deadline]],
      action: { label: 'Continue answering', url: d.link },
      notes: ['If you have just completed it, please disregard this email.'],
    }),
    cn: (d) => ({
      subject: `【${d.companyName}】【提醒】请完成关于${d.talentName}的背景调查`,
      greeting: `${d.refereeName} 您好：`,
      paragraphs: [
        `您尚未完成关于${d.talentName}的背景调查问卷。`,
        `回答约需${d.minutes}分钟。已填写的内容已保存，请通过以下按钮继续作答。`,
      ],
      details: [['截止日期', d.deadline]],
      action: { label: '继续回答', url: d.link },
      notes: ['如您已完成回答，请忽略此邮件。'],
    }),
  },
});
