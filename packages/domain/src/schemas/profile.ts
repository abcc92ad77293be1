/** Personal settings in /config: the name, and email or phone changes re-authenticated by the current password. */
import { z } from 'zod';
import { e164PhoneField, emailField, requiredText, TEXT_LIMITS } from './fields.ts';

export const profileNameSchema = z.object({
  name: requiredText('validation.nameRequired', TEXT_LIMITS.name),
});
export type ProfileNameInput = z.input<typeof profileNameSchema>;

const currentPassword = () =>
  z.string({ error: 'validation.currentPasswordRequired' }).min(1, {
    error: 'validation.currentPasswordRequired',
  });

export const emailChangeSchema = z.object({ email: emailField(), currentPassword: currentPassword() });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;
export type EmailChange = z.output<typeof emailChangeSchema>;

export const phoneChangeSchema = z.object({
  phoneNumber: e164PhoneField(),
  currentPassword: currentPassword(),
});
export type PhoneChangeInput = z.input<typeof phoneChangeSchema>;
export type PhoneChange = z.output<typeof phoneChangeSchema>;
