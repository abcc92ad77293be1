export { WebhookEvents } from './emitter.ts';
export { cancelPending } from './endpoint-state.ts';
export { isAllowedWebhookAddress, postWebhook, webhookUrlProblem } from './network.ts';
export { generateWebhookSecret } from './signature.ts';
