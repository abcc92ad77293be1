/** Webhooks (/config card and the API's problem codes). */
import { defineNamespace } from './define.ts';

export const webhooks = defineNamespace(
  {
    urlInvalid: 'URLは https:// で始まる形式で入力してください',
    urlHttpsRequired: 'URLは https:// で始まる形式で入力してください',
    urlForbidden: 'このアドレスには送信できません（社内ネットワーク・ループバックなど）',
    eventsRequired: '通知するイベントを1つ以上選択してください',
    descriptionTooLong: '説明は200文字以内で入力してください',
    endpointDisabled: 'このエンドポイントは無効になっています',
    deliveryInProgress: '送信中です。しばらくしてから再度お試しください',
  },
  {
    urlInvalid: 'Enter a URL starting with https://',
    urlHttpsRequired: 'Enter a URL starting with https://',
    urlForbidden: 'This address cannot be used (internal network, loopback, …)',
    eventsRequired: 'Choose at least one event',
    descriptionTooLong: 'Keep the description within 200 characters',
    endpointDisabled: 'This endpoint is disabled',
    deliveryInProgress: 'A delivery is in progress. Please try again shortly.',
  },
  {
    urlInvalid: '请输入以 https:// 开头的URL',
    urlHttpsRequired: '请输入以 https:// 开头的URL',
    urlForbidden: '无法发送到此地址（内部网络、回环地址等）',
    eventsRequired: '请至少选择一个事件',
    descriptionTooLong: '说明请控制在200个字符以内',
    endpointDisabled: '此端点已停用',
    deliveryInProgress: '正在发送，请稍后再试',
  },
);
