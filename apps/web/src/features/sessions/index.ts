/** Front door of sessions (issue 34 item 4): the /config card and ending someone else's sessions. */
export { DeviceSessionsCard } from './components/device-sessions-card.tsx';
export { EndUserSessionsButton, EndUserSessionsDialog } from './components/end-user-sessions-button.tsx';
