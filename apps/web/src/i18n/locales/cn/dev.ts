import type { CatalogShape } from '../../types.ts';
import type { dev as jp } from '../jp/dev.ts';

export const dev: CatalogShape<typeof jp> = {
  outbox: {
    lead: '开发环境中发送的邮件和短信。生产环境中不可用。',
    filter: '按收件人筛选',
    filterPlaceholder: '电子邮箱或手机号码',
    autoRefresh: '每{{seconds}}秒自动刷新',
    refresh: '立即刷新',
    empty: '暂无消息。',
    unavailable: '此服务器不提供开发用发件箱。',
    noSubject: '（无主题）',
    text: '文本',
    html: 'HTML',
    error: '错误',
    count: '{{count}}条',
    channel: { mail: '邮件', sms: '短信' },
    status: { queued: '待发送', sent: '已发送', recorded: '仅记录（未发送）', failed: '失败' },
  },
};
