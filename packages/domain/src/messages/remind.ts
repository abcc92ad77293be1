/** Reminder unsubscribe pages (candidate and referee). */
import { defineNamespace } from './define.ts';

export const remind = defineNamespace(
  {
    title: 'リマインドメールの配信停止',
    unsubscribed: '{name}様に関するリマインドメールの配信を停止しました。',
    failed: 'リマインドメールの配信停止に失敗しました。お手数ですが、時間をおいて再度お試しください。',
  },
  {
    title: 'Unsubscribe from reminder emails',
    unsubscribed: 'Reminder emails about {name} have been stopped.',
    failed: 'Failed to stop the reminder emails. Please wait a moment and try again.',
  },
  {
    title: '停止发送提醒邮件',
    unsubscribed: '已停止发送有关{name}的提醒邮件。',
    failed: '停止发送提醒邮件失败。请稍后重试。',
  },
);
