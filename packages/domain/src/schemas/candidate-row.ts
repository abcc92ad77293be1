/**
 * The candidate fields shared by the add/edit dialog and the bulk CSV: identity, contact, current company,
 * job category, application site and recruitment officer.
 */
import { z } from 'zod';
import { APPLIED_SITES } from '../lists/applied-sites.ts';
import {
  countryCodeField,
  emailField,
  nationalPhoneField,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from './fields.ts';
import { candidateJobCategoryField } from './job-category.ts';

/** Stored when the current company is left empty. */
export const CURRENT_COMPANY_NOT_ENTERED = '未入力';

export const candidateRowShape = {
  name: requiredText('validation.nameRequired', TEXT_LIMITS.name),
  email: emailField(),
  countryCode: countryCodeField(),
  phoneNumber: nationalPhoneField(),
  currentCompany: optionalText(TEXT_LIMITS.name).transform((value) => value ?? CURRENT_COMPANY_NOT_ENTERED),
  currentJobCategory: candidateJobCategoryField(),
  siteWhereTalentApplied: z
    .string({ error: 'validation.appliedSiteInvalid' })
    .trim()
    .optional()
    .transform((value) => value || 'blank')
    .pipe(z.enum(APPLIED_SITES, { error: 'validation.appliedSiteInvalid' })),
  recruitmentOfficer: optionalText(TEXT_LIMITS.name),
  /** The candidate's id in the company's ATS (talents.compound_id; 「外部ID（ATS）」). Not unique: docs/decisions.md. */
  externalId: optionalText(TEXT_LIMITS.name),
};

export const candidateRowSchema = z.object(candidateRowShape);
export type CandidateRowInput = z.input<typeof candidateRowSchema>;
export type CandidateRow = z.output<typeof candidateRowSchema>;
