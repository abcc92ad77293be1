/** Referee registration by the candidate (one referee card, and the whole list). */
import { z } from 'zod';
import { languageSchema, RELATIONSHIPS, TIMES_WORKING_TOGETHER } from '../enums.ts';
import {
  emailField,
  normalizePhoneNumber,
  optionalText,
  requiredText,
  safeText,
  TEXT_LIMITS,
  yearMonthField,
} from './fields.ts';
import { isFreemail } from './freemail-domains.ts';
import { refereeJobCategoryField } from './job-category.ts';

export interface RefereeSchemaOptions {
  /** The company's isFreemailAllowed; when false, free-mail domains are refused. */
  isFreemailAllowed: boolean;
  /** Phone numbers already used by the candidate or other referees (national with +81 assumed, or E.164). */
  takenPhoneNumbers?: readonly string[];
}

/** Phone numbers compared in E.164 form; unparseable ones compared as typed. */
function phoneKey(phone: string): string {
  return normalizePhoneNumber(phone) ?? phone.trim();
}

export function refereeSchema(options: RefereeSchemaOptions) {
  const taken = new Set((options.takenPhoneNumbers ?? []).map(phoneKey));
  return z
    .object({
      name: requiredText('validation.nameRequired', TEXT_LIMITS.name),
      email: emailField().refine((email) => options.isFreemailAllowed || !isFreemail(email), {
        error: 'validation.freemailNotAllowed',
      }),
      belongs: z.object(
        {
          company: requiredText('validation.refereeBelongsCompanyRequired', TEXT_LIMITS.name),
          title: requiredText('validation.refereeBelongsTitleRequired', TEXT_LIMITS.name),
        },
        { error: 'validation.refereeBelongsCompanyRequired' },
      ),
      phoneNumber: optionalText(TEXT_LIMITS.name)
        .refine((phone) => phone === undefined || normalizePhoneNumber(phone) !== null, {
          error: 'validation.phoneInvalid',
        })
        .transform((phone) => (phone === undefined ? undefined : normalizePhoneNumber(phone)!))
        .refine((phone) => phone === undefined || !taken.has(phone), {
          error: 'validation.phoneNumberTaken',
        }),
      relationship: z.enum(RELATIONSHIPS, { error: 'validation.relationshipRequired' }),
      otherRelationship: safeText(TEXT_LIMITS.name).default(''),
      isRelationshipSelectedByCompany: z.boolean().default(false),
      timeWorkingTogether: z.enum(TIMES_WORKING_TOGETHER, {
        error: 'validation.timeWorkingTogetherRequired',
      }),
      otherTimeWorkingTogether: safeText(TEXT_LIMITS.name).default(''),
      isTimeWorkingTogetherSelectedByCompany: z.boolean().default(false),
      timeToBeginWorkingTogether: yearMonthField(),
      workingTogether: z.boolean().default(false),
      timeToEndWorkingTogether: optionalText().pipe(yearMonthField().optional()),
      jobCategory: refereeJobCategoryField(),
      language: languageSchema.default('jp'),
    })
    .superRefine((referee, ctx) => {
      if (referee.relationship === 'other' && referee.otherRelationship === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['otherRelationship'],
          message: 'validation.otherRelationshipRequired',
        });
      }
      if (referee.timeWorkingTogether === 'other' && referee.otherTimeWorkingTogether === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['otherTimeWorkingTogether'],
          message: 'validation.otherTimeWorkingTogetherRequired',
        });
      }
      const end = referee.timeToEndWorkingTogether;
      if (!referee.workingTogether && end !== undefined && end < referee.timeToBeginWorkingTogether) {
        ctx.addIssue({
          code: 'custom',
          path: ['timeToEndWorkingTogether'],
          message: 'validation.endBeforeBegin',
        });
      }
    })
    .transform((referee) => ({
      ...referee,
      timeToEndWorkingTogether: referee.workingTogether ? undefined : referee.timeToEndWorkingTogether,
    }));
}

export type RefereeInput = z.input<ReturnType<typeof refereeSchema>>;
export type Referee = z.output<ReturnType<typeof refereeSchema>>;
