/** Front door of mail settings: the mail-language card of the settings page. */
export { MailLanguageCard } from './components/language-card.tsx';
