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
  smsHelp: 'Besides the email, the answer page URL is sent by SMS (SMS charges apply).',
  saved: 'Reminder settings saved',
  saveFailed: 'Could not save the reminder settings',
};
