/** Response schemas of the referee flow (/api/referee-flow/*): only the fields listed here leave the server. */
import { z } from 'zod';
import { languageSchema } from '../enums.ts';
import { RELATIONSHIP_ANSWERS } from './relationship-confirmation.ts';
import type { Wire } from './wire.ts';

export const refereeStateSchema = z.enum(['finished', 'closed', 'declined', 'authentication', 'instruction']);

/** `GET /api/referee-flow/me`. */
export const refereeInfoSchema = z.object({
  state: refereeStateSchema,
  refereeName: z.string(),
  talentName: z.string(),
  companyName: z.string(),
  language: languageSchema,
  deadline: z.string(),
  deadlineText: z.string(),
  estimatedMinutes: z.number(),
  questionsCount: z.number(),
  isBusinessCardRequired: z.boolean(),
  /**
   * The identification image is required before completing: the company requires it of every referee, or its
   * step-up identification is on and the check's risk is medium or above (why is never told to the referee).
   */
  isIdentificationRequired: z.boolean(),
  selectionQuestion: z.boolean(),
  isAgreeToPrivacyPolicy: z.boolean(),
  hasPhoneNumber: z.boolean(),
  phoneVerified: z.boolean(),
  completedAt: z.string().nullable(),
  hasIdentification: z.boolean(),
  isUnsubscribeRemind: z.boolean(),
  /** The relationship and period the candidate stated for this referee (timeToEnd null: still working together). */
  stated: z.object({
    relationship: z.string(),
    otherRelationship: z.string(),
    timeToBegin: z.string(),
    timeToEnd: z.string().nullable(),
  }),
  /** The referee's answer to "is it right?", null until answered (fields null when answered as right). */
  relationshipConfirmation: z
    .object({
      answer: z.enum(RELATIONSHIP_ANSWERS),
      relationship: z.string().nullable(),
      otherRelationship: z.string().nullable(),
      timeToBegin: z.string().nullable(),
      timeToEnd: z.string().nullable(),
    })
    .nullable(),
  /** The conversion tag to load on the completion page, when the operator configured one. */
  conversionTagUrl: z.string().nullable(),
  questions: z.array(
    z.object({ key: z.string(), kind: z.enum(['description', 'selection']), text: z.string() }),
  ),
});

/**
 * `POST /api/referee-flow/session`: the link exchanged for the flow cookie, with what `GET /me` would answer right
 * after (the first page renders without a second round trip on a slow network).
 */
export const refereeSessionSchema = z.object({
  state: refereeStateSchema,
  language: languageSchema,
  me: refereeInfoSchema,
});

/** `GET /api/referee-flow/answers`. */
export const refereeStoredAnswersSchema = z.object({
  descriptions: z.record(z.string(), z.string()),
  selections: z.record(z.string(), z.number()),
  /** The stored revision per answered question: the client continues its edit order after them. */
  revisions: z.record(z.string(), z.number()),
});

/** `PUT /api/referee-flow/answers/:key`: the autosave's outcome. */
export const answerSavedSchema = z.object({ ok: z.literal(true), applied: z.boolean(), rev: z.number() });

/** `POST /api/referee-flow/phone[/resend]`: the number the SMS code went to. */
export const phoneCodeSentSchema = z.object({ phone: z.string() });

/** `POST /api/referee-flow/unsubscribe-remind`. */
export const refereeUnsubscribedSchema = z.object({ talentName: z.string(), refereeName: z.string() });

// What the browser reads (dates as ISO strings).
export type RefereeState = z.output<typeof refereeStateSchema>;
export type RefereeSession = Wire<z.output<typeof refereeSessionSchema>>;
export type RefereeMe = Wire<z.output<typeof refereeInfoSchema>>;
export type RefereeStoredAnswers = Wire<z.output<typeof refereeStoredAnswersSchema>>;
export type AnswerSaved = Wire<z.output<typeof answerSavedSchema>>;
export type PhoneCodeSent = Wire<z.output<typeof phoneCodeSentSchema>>;
export type RefereeUnsubscribed = Wire<z.output<typeof refereeUnsubscribedSchema>>;
