/** The public REST API (issue 25): titles of its own problem codes. */
import { defineNamespace } from './define.ts';

export const api = defineNamespace(
  {
    idempotencyKeyReused: 'この Idempotency-Key は別のリクエストに使用済みです。',
    idempotencyInFlight:
      'この Idempotency-Key のリクエストは処理中です。しばらくしてから再度お試しください。',
    idempotencyKeyInvalid: 'Idempotency-Key は1〜255文字の英数記号で指定してください。',
  },
  {
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
    idempotencyInFlight:
      'A request with this Idempotency-Key is still being processed. Please retry shortly.',
    idempotencyKeyInvalid: 'An Idempotency-Key is 1 to 255 printable ASCII characters without spaces.',
  },
  {
    idempotencyKeyReused: '此 Idempotency-Key 已用于其他请求。',
    idempotencyInFlight: '使用此 Idempotency-Key 的请求正在处理中，请稍后重试。',
    idempotencyKeyInvalid: 'Idempotency-Key 须为 1 至 255 个不含空格的可打印 ASCII 字符。',
  },
);
