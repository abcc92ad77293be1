/** Front door of customer (card, plan, withdrawal) for other features: the cards the settings page shows. */
export { CardResultNotice, CardSettingsCard } from './components/config-card.tsx';
export { WithdrawalCard } from './components/withdrawal-card.tsx';
