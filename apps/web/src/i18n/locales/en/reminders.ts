import type { CatalogShape } from '../../types.ts';
import type { reminders as jp } from '../jp/reminders.ts';

export const reminders: CatalogShape<typeof jp> = {
  cardTitle: 'Reminders',
  next: 'Next reminder',
  nextAt: 'Goes out {{at}}',
  none: 'None planned',
  sentCount: 'Sent {{count}} times',
  switchLabel: 'Send reminders to this candidate and the referees',
  switchHelp:
    'Candidates who have not registered referees and referees who have not answered are reminded by email before the deadline (9:00–20:00).',
  readOnly: 'Only the main account can change reminders.',
  switchFailed: 'Could not change the reminders',
  refNext: 'Reminder {{at}}',
  settingsTitle: 'Reminders',
  smsLabel: 'Also remind referees who gave a phone number by SMS',
  smsHelp:
    'Once per referee: if the link is still unopened after the request email and the first reminder, the second reminder also sends the answer page URL by SMS (SMS charges apply).',
  saved: 'Reminder settings saved',
  saveFailed: 'Could not save the reminder settings',
  windowLabel: 'When reminders go out',
  windowEvening: "In the referee's evening (weekdays 19:00-20:30, weekends late morning)",
  windowOffice: 'During office hours',
  replaceLabel: 'Let the candidate replace a referee who has not opened the link',
  replaceDays: 'Days before a replacement is allowed',
  replaceDaysRange: 'Enter 1 to 30 days',
  maxReplacements: 'Replacements allowed per slot',
  maxReplacementsRange: 'Enter 0 to 5',
  save: 'Save reminder settings',
};
