/** Scheduled invitation mail: a date-time that must be after `now`. */
import { z } from 'zod';
import { dateField } from './fields.ts';

export function scheduledSendSchema(now: Date) {
  return z.object({
    scheduledAt: dateField('validation.scheduledAtRequired').refine(
      (date) => date.getTime() > now.getTime(),
      {
        error: 'validation.scheduledAtPast',
      },
    ),
  });
}
export type ScheduledSendInput = z.input<ReturnType<typeof scheduledSendSchema>>;
export type ScheduledSend = z.output<ReturnType<typeof scheduledSendSchema>>;
