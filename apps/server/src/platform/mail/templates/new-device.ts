/** Mail to a company user or operator: a sign-in from a device not seen for this account in 90 days (issue 34 item 5). */
import { defineMail } from '../define.ts';

interface NewDeviceData {
  name: string;
  /** The sign-in time in Japan time, already formatted for the language. */
  time: string;
  /** "Chrome (Windows)", or the language's "unknown device". */
  device: string;
  ip: string;
  /** 設定's 「ログイン中の端末」 card, where the session can be ended. */
  sessionsUrl: string;
  supportMail: string;
}

const SESSIONS = 'https://refcheck.example/config#sessions';
const SUPPORT = 'support@refcheck.example';

export const newDeviceSignIn = defineMail<NewDeviceData>({
  name: 'newDeviceSignIn',
  audience: 'company',
  sample: {
    jp: {
      name: '山田 太郎',
      time: '2026年04月01日 09:30（日本時間）',
      device: 'Chrome (Windows)',
      ip: '203.0.113.10',
      sessionsUrl: SESSIONS,
      supportMail: SUPPORT,
    },
    en: {
      name: 'Taro Yamada',
      time: '1 Apr 2026, 09:30 (Japan time)',
      device: 'Chrome (Windows)',
      ip: '203.0.113.10',
      sessionsUrl: SESSIONS,
      supportMail: SUPPORT,
    },
    cn: {
      name: '王 伟',
      time: '2026年4月1日 09:30（日本时间）',
      device: 'Chrome (Windows)',
      ip: '203.0.113.10',
      sessionsUrl: SESSIONS,
      supportMail: SUPPORT,
    },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】新しい端末からログインがありました',
      greeting: `${d.name}様`,
      paragraphs: [
        'お使いのRefcheckアカウントに、これまで使われていない端末からログインがありました。',
        'お心当たりがない場合は、すぐに「ログイン中の端末」からその端末をログアウトさせ、パスワードを変更してください。',
      ],
      details: [
        ['日時', d.time],
        ['端末', d.device],
        ['IPアドレス', d.ip],
      ],
      action: { label: 'ログイン中の端末を確認する', url: d.sessionsUrl },
      notes: [`ご不明な点は ${d.supportMail} までお問い合わせください。`],
    }),
    en: (d) => ({
      subject: '[Refcheck] New sign-in from a new device',
      greeting: `Dear ${d.name},`,
      paragraphs: [
        'Your Refcheck account was just signed in to from a device it has not been used on before.',
        'If this was not you, sign that device out at once under "Signed-in devices" and change your password.',
      ],
      details: [
        ['Time', d.time],
        ['Device', d.device],
        ['IP address', d.ip],
      ],
      action: { label: 'Review signed-in devices', url: d.sessionsUrl },
      notes: [`Questions? Contact ${d.supportMail}.`],
    }),
    cn: (d) => ({
      subject: '【Refcheck】有新设备登录了您的账户',
      greeting: `${d.name} 您好：`,
      paragraphs: [
        '您的Refcheck账户刚刚在一台从未使用过的设备上登录。',
        '如果这不是您本人的操作，请立即在「已登录的设备」中将该设备退出登录，并更改密码。',
      ],
      details: [
        ['时间', d.time],
        ['设备', d.device],
        ['IP地址', d.ip],
      ],
      action: { label: '查看已登录的设备', url: d.sessionsUrl },
      notes: [`如有疑问，请联系 ${d.supportMail}。`],
    }),
  },
});
