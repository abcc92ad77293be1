/**
 * The referee's later pages (phone code, questionnaire, identification, completion, reminder unsubscribe): one lazy
 * chunk, fetched while the referee reads the instructions (flow/routes.ts).
 */
export { RefereeAuthenticationPage } from './authentication-page.tsx';
export { RefereeCompletePage } from './complete-page.tsx';
export { AnswerDescriptionsPage } from './descriptions-page.tsx';
export { RefereeIdentificationPage } from './identification-page.tsx';
export { AnswerSelectionsPage } from './selections-page.tsx';
export { RefereeUnsubscribeRemindPage } from './unsubscribe-remind-page.tsx';
