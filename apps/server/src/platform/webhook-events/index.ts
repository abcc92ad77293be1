export { WEBHOOK_QUEUE, type WebhookEvent, WebhookEvents } from './emitter.ts';
export { cancelPending } from './endpoint-state.ts';
export { isAllowedWebhookAddress, postWebhook, webhookUrlProblem } from './network.ts';
export { generateWebhookSecret, SECRET_PREFIX, signWebhook, webhookHeaders } from './signature.ts';
