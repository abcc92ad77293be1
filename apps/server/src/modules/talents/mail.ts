/** The candidate invitation mail, in the candidate's language. */
import { formatDeadline, type Language } from '@refcheck/domain';
import { escapeHtml, linesToHtml } from '../outbox/html.ts';

export interface InvitationMailInput {
  language: Language;
  talentName: string;
  companyName: string;
  deadline: Date;
  link: string;
  unsubscribeLink: string;
}

export function invitationMail(input: InvitationMailInput) {
  const deadline = formatDeadline(input.deadline, input.language);
  const { talentName: name, companyName: company, link, unsubscribeLink: stop } = input;
  const texts: Record<Language, { subject: string; lines: string[]; stop: string }> = {
    jp: {
      subject: `【${company}】リファレンスチェックご協力のお願い`,
      lines: [
        `${name}様`,
        '',
        `このたびは${company}にご応募いただき、誠にありがとうございます。`,
        '選考の一環として、リファレンスチェック（推薦者への問い合わせ）へのご協力をお願いしております。',
        '下記のURLから内容をご確認のうえ、推薦者のご登録をお願いいたします。',
        '',
        link,
        '',
        `回答期限：${deadline}`,
      ],
      stop: 'リマインドメールの配信停止はこちら',
    },
    en: {
      subject: `[${company}] Request for your cooperation with a reference check`,
      lines: [
        `Dear ${name},`,
        '',
        `Thank you very much for applying to ${company}.`,
        'As part of the selection process, we ask for your cooperation with a reference check.',
        'Please open the link below, check the details and register your referees.',
        '',
        link,
        '',
        `Deadline: ${deadline}`,
      ],
      stop: 'Stop reminder emails',
    },
    cn: {
      subject: `【${company}】关于协助背景调查的请求`,
      lines: [
        `${name} 您好：`,
        '',
        `非常感谢您应聘${company}。`,
        '作为选拔流程的一部分，我们请求您协助进行背景调查。',
        '请通过以下链接确认内容并登记您的推荐人。',
        '',
        link,
        '',
        `截止日期：${deadline}`,
      ],
      stop: '停止发送提醒邮件',
    },
  };
  const t = texts[input.language];
  const text = [...t.lines, '', `${t.stop}: ${stop}`].join('\n');
  const html = `${linesToHtml(t.lines, link)}<p><a href="${escapeHtml(stop)}">${escapeHtml(t.stop)}</a></p>`;
  return { subject: t.subject, text, html };
}
