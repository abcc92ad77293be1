/** Notifications to the operator's address. */
import { defineMail } from '../define.ts';

export const adminSignup = defineMail<{
  companyName: string;
  staffName: string;
  email: string;
  plan: string;
}>({
  name: 'adminSignup',
  audience: 'operator',
  sample: {
    jp: {
      companyName: '株式会社アクメ',
      staffName: '山田 太郎',
      email: 'taro@acme.example',
      plan: 'standard',
    },
    en: { companyName: 'Acme Inc.', staffName: 'Taro Yamada', email: 'taro@acme.example', plan: 'standard' },
    cn: { companyName: '艾克米株式会社', staffName: '王 伟', email: 'taro@acme.example', plan: 'standard' },
  },
  texts: {
    jp: (d) => ({
      subject: `【Refcheck】新規登録: ${d.companyName}`,
      paragraphs: ['新しい会社が登録されました。審査をお願いします。'],
      details: [
        ['会社名', d.companyName],
        ['担当者', d.staffName],
        ['メールアドレス', d.email],
        ['プラン', d.plan],
      ],
    }),
    en: (d) => ({
      subject: `[Refcheck] New sign-up: ${d.companyName}`,
      paragraphs: ['A new company has signed up. Please review it.'],
      details: [
        ['Company', d.companyName],
        ['Contact', d.staffName],
        ['Email', d.email],
        ['Plan', d.plan],
      ],
    }),
    cn: (d) => ({
      subject: `【Refcheck】新注册：${d.companyName}`,
      paragraphs: ['有新公司注册。请进行审核。'],
      details: [
        ['公司名称', d.companyName],
        ['负责人', d.staffName],
        ['邮箱地址', d.email],
        ['套餐', d.plan],
      ],
    }),
  },
});

export const adminSubAccountSignup = defineMail<{ name: string; email: string; companyId: string }>({
  name: 'adminSubAccountSignup',
  audience: 'operator',
  sample: {
    jp: { name: '鈴木 一郎', email: 'ichiro@acme.example', companyId: '0b9c…' },
    en: { name: 'Ichiro Suzuki', email: 'ichiro@acme.example', companyId: '0b9c…' },
    cn: { name: '张 磊', email: 'ichiro@acme.example', companyId: '0b9c…' },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】サブアカウント登録',
      paragraphs: ['サブアカウントが登録されました。'],
      details: [
        ['氏名', d.name],
        ['メールアドレス', d.email],
        ['会社ID', d.companyId],
      ],
    }),
    en: (d) => ({
      subject: '[Refcheck] Sub-account signed up',
      paragraphs: ['A sub-account has signed up.'],
      details: [
        ['Name', d.name],
        ['Email', d.email],
        ['Company ID', d.companyId],
      ],
    }),
    cn: (d) => ({
      subject: '【Refcheck】子账户注册',
      paragraphs: ['有子账户完成了注册。'],
      details: [
        ['姓名', d.name],
        ['邮箱地址', d.email],
        ['公司ID', d.companyId],
      ],
    }),
  },
});

export const refereeInterested = defineMail<{ refereeName: string; email: string }>({
  name: 'refereeInterested',
  audience: 'operator',
  sample: {
    jp: { refereeName: '佐藤 花子', email: 'hanako@example.com' },
    en: { refereeName: 'Hanako Sato', email: 'hanako@example.com' },
    cn: { refereeName: '李 娜', email: 'hanako@example.com' },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】推薦者がサービスに興味を示しました',
      paragraphs: [`推薦者 ${d.refereeName} 様（${d.email}）がRefcheckに興味を示しました。`],
    }),
    en: (d) => ({
      subject: '[Refcheck] A referee is interested in the service',
      paragraphs: [`The referee ${d.refereeName} (${d.email}) is interested in Refcheck.`],
    }),
    cn: (d) => ({
      subject: '【Refcheck】推荐人对服务表示了兴趣',
      paragraphs: [`推荐人 ${d.refereeName}（${d.email}）对Refcheck表示了兴趣。`],
    }),
  },
});

/** Erasure requests a company left unanswered past their due date (issue 23 item 3): one mail per escalation run. */
export const adminPrivacyEscalated = defineMail<{
  count: number;
  companies: string;
  url: string;
}>({
  name: 'adminPrivacyEscalated',
  audience: 'operator',
  sample: {
    jp: {
      count: 2,
      companies: '株式会社アクメ、株式会社ライト',
      url: 'https://refcheck.example/admin/privacy-requests',
    },
    en: {
      count: 2,
      companies: 'Acme Inc., Light Inc.',
      url: 'https://refcheck.example/admin/privacy-requests',
    },
    cn: {
      count: 2,
      companies: '艾克米株式会社、莱特株式会社',
      url: 'https://refcheck.example/admin/privacy-requests',
    },
  },
  texts: {
    jp: (d) => ({
      subject: `【Refcheck】期限を過ぎた削除のご請求が${d.count}件あります`,
      paragraphs: [
        '企業が受付から14日以内に対応しなかった削除のご請求があります。企業に連絡のうえ、対応を確認してください。',
      ],
      details: [
        ['件数', String(d.count)],
        ['企業', d.companies],
      ],
      action: { label: '期限を過ぎたご請求を見る', url: d.url },
    }),
    en: (d) => ({
      subject: `[Refcheck] ${d.count} erasure request(s) past their due date`,
      paragraphs: [
        'Companies left erasure requests unanswered for 14 days. Please contact them and make sure they are answered.',
      ],
      details: [
        ['Requests', String(d.count)],
        ['Companies', d.companies],
      ],
      action: { label: 'See the overdue requests', url: d.url },
    }),
    cn: (d) => ({
      subject: `【Refcheck】有${d.count}件删除申请已超过期限`,
      paragraphs: ['有企业在受理后14天内未处理删除申请。请联系企业并确认处理情况。'],
      details: [
        ['件数', String(d.count)],
        ['企业', d.companies],
      ],
      action: { label: '查看已超期的申请', url: d.url },
    }),
  },
});
