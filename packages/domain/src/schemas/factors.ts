/** Sign-in factors (issue 34): the person's factors view and the company's login policy. */
import { z } from 'zod';
import { COMPANY_FACTOR_POLICIES } from '../rules/login-policy.ts';

/** `GET /api/account/factors`: what the person has enrolled and what the policy asks of them. */
export const factorsViewSchema = z.object({
  sms: z.boolean(),
  totp: z.boolean(),
  passkeys: z.number().int(),
  /** Recovery codes of the authenticator app not used yet (null without an app). */
  recoveryCodesLeft: z.number().int().nullable(),
  /** The company's rule (operators: always 'strongFactorRequired'). */
  policy: z.enum(COMPANY_FACTOR_POLICIES),
  /** Must enrol a passkey or an app before using the product. */
  mustEnrol: z.boolean(),
  /** An operator without a passkey or an app: led to enrol one. */
  suggestEnrol: z.boolean(),
});
export type FactorsView = z.infer<typeof factorsViewSchema>;

/** `PUT /api/company/factor-policy` (main account). */
export const factorPolicySchema = z.object({ policy: z.enum(COMPANY_FACTOR_POLICIES) });
export type FactorPolicyInput = z.infer<typeof factorPolicySchema>;

export const factorResetResponseSchema = z.object({ ok: z.literal(true) });
