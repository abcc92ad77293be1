/** Phone registration after sign-up (company and sub-account): an E.164 number, then the SMS code. */
import { z } from 'zod';
import { e164PhoneField, verificationCodeField } from './fields.ts';

export const companyPhoneSchema = z.object({ phoneNumber: e164PhoneField() });
export type CompanyPhoneInput = z.input<typeof companyPhoneSchema>;
export type CompanyPhone = z.output<typeof companyPhoneSchema>;

export const verificationCodeSchema = z.object({ code: verificationCodeField() });
export type VerificationCodeInput = z.input<typeof verificationCodeSchema>;
export type VerificationCode = z.output<typeof verificationCodeSchema>;
