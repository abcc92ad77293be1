// Webhooks (issue 25 item 3): the /config card of the company's endpoints. Other features import only this file.
export { WebhooksCard } from './components/webhooks-card.tsx';
