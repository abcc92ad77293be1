/** Password reset: the request dialog (email) and the reset page (new password and confirmation). */
import { z } from 'zod';
import { emailField, passwordField, passwordsMatch } from './fields.ts';

export const passwordResetRequestSchema = z.object({ email: emailField() });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .object({
    password: passwordField('validation.passwordTooShort'),
    passwordConfirmation: z.string({ error: 'validation.passwordMismatch' }),
  })
  .check(passwordsMatch('password', 'passwordConfirmation'));
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
export type PasswordReset = z.output<typeof passwordResetSchema>;
