import type { CatalogShape } from '../../types.ts';
import type { mail as jp } from '../jp/mail.ts';

export const mail: CatalogShape<typeof jp> = {
  languageCard: {
    title: 'Email language',
    description:
      'The language of the emails Refcheck sends you (password reset, answer notifications and so on).',
    label: 'Language',
  },
  languages: { jp: '日本語', en: 'English', cn: '中文' },
  templates: {
    lead: 'Every email the product sends, with sample data, in the three languages. Not shown in production.',
    open: 'Email templates',
    template: 'Template',
    subject: 'Subject',
    audience: {
      company: 'Company users',
      candidate: 'Candidates',
      referee: 'Referees',
      operator: 'Operator',
    },
  },
};
