/** The request mail a referee receives once the candidate has registered them, in the referee's language. */
import { formatDeadline, type Language } from '@refcheck/domain';
import { escapeHtml, linesToHtml } from '../outbox/html.ts';

export interface RefereeRequestMailInput {
  language: Language;
  refereeName: string;
  talentName: string;
  companyName: string;
  deadline: Date;
  minutes: number;
  link: string;
  unsubscribeLink: string;
}

export function refereeRequestMail(input: RefereeRequestMailInput) {
  const deadline = formatDeadline(input.deadline, input.language);
  const { refereeName: referee, talentName: talent, companyName: company, minutes, link } = input;
  const texts: Record<Language, { subject: string; lines: string[]; stop: string }> = {
    jp: {
      subject: `【${company}】${talent}様のリファレンスチェックご協力のお願い`,
      lines: [
        `${referee}様`,
        '',
        `${talent}様が${company}の選考に応募され、${referee}様を推薦者としてご登録されました。`,
        `${talent}様のお仕事ぶりについて、リファレンスチェック（アンケートへのご回答）にご協力をお願いいたします。`,
        `ご回答の所要時間は約${minutes}分です。携帯電話番号のSMS認証のあと、下記のURLからご回答ください。`,
        '',
        link,
        '',
        `回答期限：${deadline}`,
        'ご回答の内容は選考の参考としてのみ利用され、お名前とともに公開されることはありません。',
      ],
      stop: 'リマインドメールの配信停止はこちら',
    },
    en: {
      subject: `[${company}] Request for a reference for ${talent}`,
      lines: [
        `Dear ${referee},`,
        '',
        `${talent} has applied to ${company} and named you as a referee.`,
        `We would be grateful if you could answer a short questionnaire about working with ${talent}.`,
        `It takes about ${minutes} minutes. After verifying your mobile number by SMS, please answer at the link below.`,
        '',
        link,
        '',
        `Deadline: ${deadline}`,
        'Your answers are used only for this selection and are never published with your name.',
      ],
      stop: 'Stop reminder emails',
    },
    cn: {
      subject: `【${company}】关于${talent}背景调查的协助请求`,
      lines: [
        `${referee} 您好：`,
        '',
        `${talent}应聘了${company}，并将您登记为推荐人。`,
        `恳请您协助填写一份关于${talent}工作表现的问卷（背景调查）。`,
        `回答约需${minutes}分钟。通过短信验证手机号码后，请通过以下链接作答。`,
        '',
        link,
        '',
        `截止日期：${deadline}`,
        '您的回答仅用于本次选拔参考，不会与您的姓名一同公开。',
      ],
      stop: '停止发送提醒邮件',
    },
  };
  const t = texts[input.language];
  return {
    subject: t.subject,
    text: [...t.lines, '', `${t.stop}: ${input.unsubscribeLink}`].join('\n'),
    html: `${linesToHtml(t.lines, link)}<p><a href="${escapeHtml(input.unsubscribeLink)}">${escapeHtml(t.stop)}</a></p>`,
  };
}
