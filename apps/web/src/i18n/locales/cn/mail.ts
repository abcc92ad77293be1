import type { CatalogShape } from '../../types.ts';
import type { mail as jp } from '../jp/mail.ts';

export const mail: CatalogShape<typeof jp> = {
  languageCard: {
    title: '邮件语言',
    description: 'Refcheck发送给您的邮件（重置密码、回答完成通知等）所使用的语言。',
    label: '语言',
  },
  languages: { jp: '日本語', en: 'English', cn: '中文' },
  templates: {
    lead: '用示例数据以三种语言查看本产品发送的所有邮件。生产环境中不显示。',
    open: '邮件模板',
    template: '模板',
    subject: '主题',
    audience: { company: '企业用户', candidate: '候选人', referee: '推荐人', operator: '运营方' },
  },
};
