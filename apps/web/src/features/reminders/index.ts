/** Front door of reminders: the settings card and the talent detail's reminder cards. */
export { ReminderSettingsCard } from './components/settings-card.tsx';
export { RefereeNextReminder, TalentRemindersCard } from './components/talent-reminders.tsx';
