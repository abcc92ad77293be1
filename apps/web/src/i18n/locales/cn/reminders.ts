import type { CatalogShape } from '../../types.ts';
import type { reminders as jp } from '../jp/reminders.ts';

export const reminders: CatalogShape<typeof jp> = {
  cardTitle: '提醒',
  next: '下次提醒',
  nextAt: '预计于 {{at}} 发送',
  none: '暂无计划',
  sentCount: '已发送 {{count}} 次',
  switchLabel: '向该候选人及推荐人发送提醒',
  switchHelp: '在截止日期前，通过邮件提醒尚未登记推荐人的候选人和尚未回答的推荐人（9:00–20:00）。',
  readOnly: '仅主账号可以更改提醒设置。',
  switchFailed: '无法更改提醒设置',
  refNext: '提醒 {{at}}',
  settingsTitle: '提醒',
  smsLabel: '同时通过短信提醒登记了电话号码的推荐人',
  smsHelp:
    '每位推荐人仅一次：收到请求邮件和第一次提醒后仍未打开链接时，第二次提醒还会通过短信发送回答页面的网址（将产生短信费用）。',
  saved: '提醒设置已保存',
  saveFailed: '无法保存提醒设置',
  windowLabel: '提醒的发送时间段',
  windowEvening: '推荐人的晚间（工作日19:00～20:30，周末上午）',
  windowOffice: '工作时间内',
  replaceLabel: '允许候选人更换未打开链接的推荐人',
  replaceDays: '可更换前的天数',
  replaceDaysRange: '请输入1～30天',
  maxReplacements: '每个名额的更换次数上限',
  maxReplacementsRange: '请输入0～5次',
  save: '保存提醒设置',
};
