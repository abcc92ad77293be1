/** The withdrawal questionnaire. */
import { z } from 'zod';
import { WITHDRAWAL_REASONS } from '../lists/withdrawal-reasons.ts';
import { emailField, requiredText, TEXT_LIMITS } from './fields.ts';

export const withdrawalSchema = z.object({
  companyName: requiredText('validation.companyNameRequired', TEXT_LIMITS.name),
  userName: requiredText('validation.nameRequired', TEXT_LIMITS.name),
  email: emailField(),
  reasonsForWithdrawal: z.object({
    selections: z
      .array(z.enum(WITHDRAWAL_REASONS, { error: 'validation.withdrawalReasonRequired' }), {
        error: 'validation.withdrawalReasonRequired',
      })
      .min(1, { error: 'validation.withdrawalReasonRequired' })
      .transform((reasons) => [...new Set(reasons)]),
    descriptions: requiredText('validation.withdrawalDescriptionRequired'),
  }),
});
export type WithdrawalInput = z.input<typeof withdrawalSchema>;
export type Withdrawal = z.output<typeof withdrawalSchema>;
