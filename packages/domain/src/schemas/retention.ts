/** The company's retention setting (issue 23 item 4): answers and reports are kept 6–36 months after completion. */
import { z } from 'zod';
import { RETENTION_MONTHS } from '../privacy/retention.ts';

const monthsError = { error: 'validation.retentionMonthsRange' } as const;

export const retentionSettingSchema = z.object({
  /** Whole months after a check's completion before its answers and report are deleted. */
  months: z
    .number(monthsError)
    .int(monthsError)
    .min(RETENTION_MONTHS.min, monthsError)
    .max(RETENTION_MONTHS.max, monthsError),
});
export type RetentionSettingInput = z.input<typeof retentionSettingSchema>;
export type RetentionSetting = z.output<typeof retentionSettingSchema>;
