/** Mail to a client company's main account: a webhook endpoint was disabled (410 Gone, or 3 days of failures). */
import { defineMail } from '../define.ts';

interface EndpointDisabledData {
  companyName: string;
  staffName: string;
  url: string;
  reason: 'gone' | 'failing';
  configUrl: string;
}

const CONFIG = 'https://refcheck.example/config';
const URL = 'https://ats.example.com/webhooks/refcheck';

export const webhookEndpointDisabled = defineMail<EndpointDisabledData>({
  name: 'webhookEndpointDisabled',
  audience: 'company',
  frame: (d) => ({ companyName: d.companyName }),
  sample: {
    jp: {
      companyName: '株式会社アクメ',
      staffName: '山田 太郎',
      url: URL,
      reason: 'failing',
      configUrl: CONFIG,
    },
    en: {
      companyName: 'Acme Inc.',
      staffName: 'Taro Yamada',
      url: URL,
      reason: 'failing',
      configUrl: CONFIG,
    },
    cn: { companyName: '艾克米株式会社', staffName: '王 伟', url: URL, reason: 'failing', configUrl: CONFIG },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】Webhookの送信先を無効にしました',
      greeting: `${d.staffName}様`,
      paragraphs: [
        d.reason === 'gone'
          ? '送信先が「410 Gone」を返したため、Webhookの送信先を無効にしました。'
          : '3日間にわたって送信に失敗し続けたため、Webhookの送信先を無効にしました。',
        '送信先を確認のうえ、設定画面から有効に戻してください。',
      ],
      details: [['送信先URL', d.url]],
      action: { label: '設定画面を開く', url: d.configUrl },
    }),
    en: (d) => ({
      subject: '[Refcheck] A webhook endpoint was disabled',
      greeting: `Dear ${d.staffName},`,
      paragraphs: [
        d.reason === 'gone'
          ? 'The endpoint answered “410 Gone”, so we disabled it.'
          : 'Deliveries to the endpoint kept failing for 3 days, so we disabled it.',
        'Please check the endpoint and enable it again in the settings.',
      ],
      details: [['Endpoint URL', d.url]],
      action: { label: 'Open the settings', url: d.configUrl },
    }),
    cn: (d) => ({
      subject: '【Refcheck】已停用Webhook端点',
      greeting: `${d.staffName} 您好：`,
      paragraphs: [
        d.reason === 'gone'
          ? '由于端点返回了“410 Gone”，已停用该Webhook端点。'
          : '由于连续3天发送失败，已停用该Webhook端点。',
        '请确认端点后，在设置页面重新启用。',
      ],
      details: [['端点URL', d.url]],
      action: { label: '打开设置页面', url: d.configUrl },
    }),
  },
});
