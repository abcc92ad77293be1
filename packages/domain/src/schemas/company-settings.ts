/** Company settings in /config (main account only): the sign-up's field rules, plus the referee switches. */
import { z } from 'zod';
import { optionalText, TEXT_LIMITS } from './fields.ts';
import { companyFieldRules } from './signup.ts';

export const companySettingsSchema = z.object({
  companyName: companyFieldRules.companyName(),
  /** Shown in the layout instead of the company name when set; blank clears it. */
  displayName: optionalText(TEXT_LIMITS.name),
  staffName: companyFieldRules.staffName(),
  zipcode: companyFieldRules.zipcode(),
  /** The stored address (sign-up's address1 and address2 joined); required like address1. */
  address: companyFieldRules.address1(),
  /** Whether candidates may name referees with free-mail addresses. */
  isFreemailAllowed: z.boolean({ error: 'validation.invalid' }),
  /** Whether referees must upload a business card (identification image) before completing. */
  isBusinessCardRequired: z.boolean({ error: 'validation.invalid' }),
});
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettings = z.output<typeof companySettingsSchema>;
