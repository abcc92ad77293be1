/** Reminders (issue 14): the company's view per candidate and its switch, and the company's SMS setting. */
import { z } from 'zod';

const reminderTimes = {
  /** When the next reminder goes out (ISO), or null when none will. */
  nextAt: z.string().nullable(),
  /** Reminders sent so far. */
  sentCount: z.number().int(),
};

export const talentRemindersSchema = z.object({
  /** False when the company switched reminders off for the candidate (and its referees). */
  enabled: z.boolean(),
  talent: z.object(reminderTimes),
  referees: z.array(z.object({ refereeId: z.string(), ...reminderTimes })),
});
export type TalentReminders = z.infer<typeof talentRemindersSchema>;

export const talentRemindersSwitchSchema = z.object({ enabled: z.boolean() });
export type TalentRemindersSwitch = z.infer<typeof talentRemindersSwitchSchema>;

export const reminderSettingsSchema = z.object({
  /** Also remind referees who gave a phone by SMS. */
  sms: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
