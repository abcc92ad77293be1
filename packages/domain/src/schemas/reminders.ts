/** Reminders (issue 14): the company's view per candidate and its switch, and the company's SMS setting. */
import { z } from 'zod';
import { canonicalTimeZone } from '../rules/reminders.ts';

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
  /** Issue 36: reminders in the recipient's evening (weekends late morning; the default) or in office hours. */
  window: z.enum(['evening', 'office']).optional(),
  /** A referee who has not opened the link for this many days may be replaced by the candidate; null: never. */
  replaceAfterDays: z.number().int().min(1).max(30).nullable().optional(),
  /** How many times the candidate may replace a referee of one breakdown slot. */
  maxReplacementsPerSlot: z.number().int().min(0).max(5).optional(),
});
/** The settings as read: every field present. */
export const reminderSettingsReadSchema = reminderSettingsSchema.required();
export type ReminderSettings = z.infer<typeof reminderSettingsReadSchema>;
export type ReminderSettingsInput = z.infer<typeof reminderSettingsSchema>;

/**
 * The referee browser's time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), sent with the link's
 * opening (issue 36): a valid IANA name, else left out — never a refusal, the referee keeps Asia/Tokyo.
 */
export const browserTimeZoneSchema = z
  .string()
  .refine((name) => canonicalTimeZone(name) !== null)
  .optional()
  .catch(undefined)
  .meta({ description: 'IANA time zone of the browser; an invalid one is ignored (Asia/Tokyo)' });
