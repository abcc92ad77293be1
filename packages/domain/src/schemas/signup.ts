/** Company sign-up. */
import { z } from 'zod';
import { LANGUAGES, PLANS } from '../enums.ts';
import {
  emailField,
  mustBeTrue,
  optionalText,
  passwordField,
  passwordsMatch,
  requiredText,
  TEXT_LIMITS,
} from './fields.ts';

/** Japanese postal code: 7 half-width digits without a hyphen. */
export const ZIPCODE_PATTERN = /^[0-9]{7}$/;

/** The company's fields, shared by sign-up and the company settings of /config (same rules, same messages). */
export const companyFieldRules = {
  companyName: () => requiredText('validation.companyNameRequired', TEXT_LIMITS.name),
  staffName: () => requiredText('validation.staffNameRequired', TEXT_LIMITS.name),
  zipcode: () =>
    requiredText('validation.zipcodeRequired').regex(ZIPCODE_PATTERN, { error: 'validation.zipcodeInvalid' }),
  address1: () => requiredText('validation.address1Required', TEXT_LIMITS.address),
};

export const signupSchema = z
  .object({
    companyName: companyFieldRules.companyName(),
    staffName: companyFieldRules.staffName(),
    zipcode: companyFieldRules.zipcode(),
    address1: companyFieldRules.address1(),
    address2: optionalText(TEXT_LIMITS.address),
    email: emailField(),
    password: passwordField('validation.passwordTooShort'),
    passwordConfirmation: z.string({ error: 'validation.passwordMismatch' }),
    selectedPlan: z.enum(PLANS, { error: 'validation.planRequired' }).default('LIGHT'),
    isAgreeToTerms: mustBeTrue('validation.termsRequired'),
    isAgreeToSpecialConditions: z.boolean().default(false),
    /** The language the terms were shown in (the consent record's version is of that text). */
    termsLanguage: z.enum(LANGUAGES).optional(),
  })
  .check(passwordsMatch('password', 'passwordConfirmation'));
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

/** The stored address: address1 and the optional address2 joined by a space. */
export function joinAddress(address1: string, address2?: string): string {
  return address2 ? `${address1} ${address2}` : address1;
}
