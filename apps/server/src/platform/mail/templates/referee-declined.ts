/** Issue 36: a referee declined; the candidate is asked to name a replacement. */
import { defineMail } from '../define.ts';

interface RefereeDeclinedMail {
  talentName: string;
  companyName: string;
  refereeName: string;
  /** Formatted in the candidate's language (formatDeadline). */
  deadline: string;
  /** The candidate's page (/talent/instruction → /talent) where the referee is replaced. */
  link: string;
}

const sample = {
  jp: {
    talentName: '山田 太郎',
    companyName: '株式会社アクメ',
    refereeName: '佐藤 花子',
    deadline: '2026年12月01日',
    link: 'https://refcheck.example/talent/instruction?company=c&token=t',
  },
  en: {
    talentName: 'Taro Yamada',
    companyName: 'Acme Inc.',
    refereeName: 'Hanako Sato',
    deadline: '01/12/2026',
    link: 'https://refcheck.example/talent/instruction?company=c&token=t',
  },
  cn: {
    talentName: '王 伟',
    companyName: '艾克米株式会社',
    refereeName: '李 娜',
    deadline: '01/12/2026',
    link: 'https://refcheck.example/talent/instruction?company=c&token=t',
  },
};

export const refereeDeclined = defineMail<RefereeDeclinedMail>({
  name: 'refereeDeclined',
  audience: 'candidate',
  frame: (d) => ({ companyName: d.companyName }),
  sample,
  texts: {
    jp: (d) => ({
      subject: `【${d.companyName}】推薦者の差し替えのお願い`,
      greeting: `${d.talentName}様`,
      paragraphs: [
        `ご登録いただいた推薦者の${d.refereeName}様から、リファレンスチェックへの回答を辞退するとのご連絡がありました。`,
        'お手数ですが、下記のボタンから代わりの推薦者をご登録ください。代わりの推薦者には、ご登録後すぐに依頼メールが送信されます。',
      ],
      details: [['回答期限', d.deadline]],
      action: { label: '代わりの推薦者を登録する', url: d.link },
    }),
    en: (d) => ({
      subject: `[${d.companyName}] Please name another referee`,
      greeting: `Dear ${d.talentName},`,
      paragraphs: [
        `${d.refereeName}, one of the referees you registered, has declined to answer the reference check.`,
        'Please register another referee from the button below. The new referee receives the request as soon as you register them.',
      ],
      details: [['Deadline', d.deadline]],
      action: { label: 'Register another referee', url: d.link },
    }),
    cn: (d) => ({
      subject: `【${d.companyName}】请更换推荐人`,
      greeting: `${d.talentName} 您好：`,
      paragraphs: [
        `您登记的推荐人${d.refereeName}已拒绝回答背景调查。`,
        '请通过以下按钮登记新的推荐人。登记后，新的推荐人将立即收到请求邮件。',
      ],
      details: [['截止日期', d.deadline]],
      action: { label: '登记新的推荐人', url: d.link },
    }),
  },
});

/** The SMS beside the mail, where the company allows SMS reminders. */
export function refereeDeclinedSms(lang: 'jp' | 'en' | 'cn', company: string, referee: string, url: string) {
  if (lang === 'en')
    return `[${company}] ${referee} declined to give a reference. Please name another referee: ${url}`;
  if (lang === 'cn') return `【${company}】推荐人${referee}已拒绝回答。请登记新的推荐人：${url}`;
  return `【${company}】推薦者の${referee}様が回答を辞退されました。代わりの推薦者のご登録をお願いします：${url}`;
}
