/** The regain-trust (follow-up) request to a candidate. */
import { defineMail } from '../define.ts';

interface RegainTrustMail {
  talentName: string;
  companyName: string;
  /** Formatted in the candidate's language (formatDeadline). */
  deadline: string;
  link: string;
}

const link = 'https://refcheck.example/regain_trust/instruction?company=c&token=t';

export const regainTrustRequest = defineMail<RegainTrustMail>({
  name: 'regainTrustRequest',
  audience: 'candidate',
  frame: (d) => ({ companyName: d.companyName }),
  sample: {
    jp: { talentName: '山田 太郎', companyName: '株式会社アクメ', deadline: '2026年12月01日', link },
    en: { talentName: 'Taro Yamada', companyName: 'Acme Inc.', deadline: '01/12/2026', link },
    cn: { talentName: '王 伟', companyName: '艾克米株式会社', deadline: '01/12/2026', link },
  },
  texts: {
    jp: (d) => ({
      subject: `【${d.companyName}】リファレンスチェックの内容についてご確認のお願い`,
      greeting: `${d.talentName}様`,
      paragraphs: [
        `先日は${d.companyName}のリファレンスチェックにご協力いただき、誠にありがとうございました。`,
        '推薦者の方々からいただいた回答のうち、いくつかの点について、あなたご自身のご説明を伺いたくご連絡いたしました。',
        '下記のボタンから内容をご確認のうえ、ご回答をお願いいたします。',
      ],
      details: [['回答期限', d.deadline]],
      action: { label: '説明を入力する', url: d.link },
    }),
    en: (d) => ({
      subject: `[${d.companyName}] Request for your explanation about your reference check`,
      greeting: `Dear ${d.talentName},`,
      paragraphs: [
        `Thank you for taking part in ${d.companyName}'s reference check.`,
        'We would like to hear your own explanation about some of the answers your referees gave.',
        'Please open the link below, read the questions and send your answers.',
      ],
      details: [['Deadline', d.deadline]],
      action: { label: 'Write your explanation', url: d.link },
    }),
    cn: (d) => ({
      subject: `【${d.companyName}】关于背景调查内容的确认请求`,
      greeting: `${d.talentName} 您好：`,
      paragraphs: [
        `感谢您配合${d.companyName}的背景调查。`,
        '对于推荐人回答中的几点内容，我们希望听取您本人的说明。',
        '请通过以下按钮确认问题并提交您的回答。',
      ],
      details: [['截止日期', d.deadline]],
      action: { label: '填写说明', url: d.link },
    }),
  },
});
