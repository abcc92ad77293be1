/** Password change on the settings page. */
import { z } from 'zod';
import { passwordField, passwordsMatch, requiredText } from './fields.ts';

export const passwordChangeSchema = z
  .object({
    currentPassword: requiredText('validation.currentPasswordRequired'),
    newPassword: passwordField('validation.newPasswordTooShort'),
    newPasswordConfirmation: z.string({ error: 'validation.passwordMismatch' }),
  })
  .check(passwordsMatch('newPassword', 'newPasswordConfirmation'));
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;
