/** Front door of the sonar ATS link: the push card (talent detail) and the operator's connection settings. */
export { AtsPushCard } from './components/ats-push-card.tsx';
export { SonarSettingsSection } from './components/sonar-settings-section.tsx';
