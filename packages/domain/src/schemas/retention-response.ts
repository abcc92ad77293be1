/** The company's retention setting as the API returns it (GET/PUT /api/company/retention). */
import { z } from 'zod';

export const retentionSettingViewSchema = z.object({
  /** Months after a check's completion before its answers and report are deleted. */
  months: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  default: z.number().int(),
});
export type RetentionSettingView = z.infer<typeof retentionSettingViewSchema>;
