/** Login (company and admin): email and password step. */
import { z } from 'zod';
import { emailField } from './fields.ts';

export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' }),
  rememberLogin: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;
