/** Front door of admin for other features: the cards the operator's settings page shows. */
export { AdminSettingsCard } from './components/admin-settings-card.tsx';
export { SupportContactCard } from './components/support-contact-card.tsx';
