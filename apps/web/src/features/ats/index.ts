/** Front door of the ATS link: the push card (talent detail) and the settings card. */
export { AtsPushCard } from './components/ats-push-card.tsx';
export { AtsSettingsCard } from './components/ats-settings-card.tsx';
