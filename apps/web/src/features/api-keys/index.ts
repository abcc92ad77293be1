/** Front door of the API keys (issue 25): the /config card. */
export { ApiKeysCard } from './components/api-keys-card.tsx';
