/** Sub-account (HR staff) add and edit, and the sub-account's own sign-up. */
import { z } from 'zod';
import { emailField, passwordField, passwordsMatch, requiredText, TEXT_LIMITS } from './fields.ts';

export interface SubAccountSchemaOptions {
  /** Emails of the company's other sub-accounts; the email must be unique among them (case-insensitive). */
  takenEmails?: readonly string[];
}

export function subAccountFormSchema(options: SubAccountSchemaOptions = {}) {
  const taken = new Set((options.takenEmails ?? []).map((email) => email.trim().toLowerCase()));
  return z.object({
    name: requiredText('validation.nameRequired', TEXT_LIMITS.name),
    email: emailField().refine((email) => !taken.has(email.toLowerCase()), {
      error: 'validation.emailAlreadyUsed',
    }),
    department: requiredText('validation.departmentRequired', TEXT_LIMITS.name),
  });
}

export const subAccountSchema = subAccountFormSchema();
export type SubAccountInput = z.input<typeof subAccountSchema>;
export type SubAccount = z.output<typeof subAccountSchema>;

/** /signup/sub_account: the invited sub-account sets its password. */
export const subAccountSignupSchema = z
  .object({
    email: emailField(),
    password: passwordField('validation.passwordTooShort'),
    passwordConfirmation: z.string({ error: 'validation.passwordMismatch' }),
  })
  .check(passwordsMatch('password', 'passwordConfirmation'));
export type SubAccountSignupInput = z.input<typeof subAccountSignupSchema>;
export type SubAccountSignup = z.output<typeof subAccountSignupSchema>;
