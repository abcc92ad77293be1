/** Response schemas of the privacy requests (/api/privacy-request/*, the company's queue, the operator's list). */
import { z } from 'zod';
import { PRIVACY_DECLINE_REASONS, PRIVACY_REQUEST_STATUSES } from './privacy-request.ts';
import type { Wire } from './wire.ts';

/** `GET /api/privacy-request/me`: the verified person and the companies that hold data about them. */
export const privacyMeSchema = z.object({
  channel: z.enum(['mail', 'sms']),
  contact: z.string(),
  companies: z.array(z.object({ name: z.string(), asCandidate: z.boolean(), asReferee: z.boolean() })),
});

const answerSchema = z.object({
  questionKey: z.string(),
  question: z.string().nullable(),
  text: z.string().nullable(),
  level: z.number().nullable(),
  savedAt: z.date(),
});

/** The candidate's own data at one company, with the referees' names and their answers about the candidate. */
const asCandidateSchema = z.object({
  company: z.string(),
  candidate: z.object({
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    language: z.string(),
    currentCompany: z.string(),
    jobMajor: z.string(),
    jobMinor: z.string(),
    status: z.string(),
    createdAt: z.date(),
    consentedAt: z.date().nullable(),
    invitedAt: z.date().nullable(),
    completedAt: z.date().nullable(),
    declineDescription: z.string().nullable(),
    explanations: z.unknown(),
    totalScore: z.number().nullable(),
    totalGrade: z.string().nullable(),
    ipAddress: z.string().nullable(),
  }),
  referees: z.array(
    z.object({
      name: z.string(),
      belongsCompany: z.string(),
      relationship: z.string(),
      completedAt: z.date().nullable(),
      answers: z.array(answerSchema),
    }),
  ),
  evaluations: z.array(z.object({ category: z.string(), grade: z.string(), score: z.number().nullable() })),
});

/** The referee's own row and own answers (the candidate is named: the answers are about them). */
const asRefereeSchema = z.object({
  company: z.string(),
  candidateName: z.string(),
  referee: z.object({
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    belongsCompany: z.string(),
    belongsTitle: z.string(),
    relationship: z.string(),
    timeToBegin: z.string(),
    timeToEnd: z.string().nullable(),
    language: z.string(),
    consentedAt: z.date().nullable(),
    phoneVerifiedAt: z.date().nullable(),
    completedAt: z.date().nullable(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: z.date(),
  }),
  answers: z.array(answerSchema),
  files: z.array(
    z.object({ kind: z.string(), contentType: z.string(), bytes: z.number(), createdAt: z.date() }),
  ),
});

const requestSchema = z.object({
  id: z.string(),
  company: z.string(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  createdAt: z.date(),
  dueAt: z.date(),
  decidedAt: z.date().nullable(),
  declineReason: z.enum(PRIVACY_DECLINE_REASONS).nullable(),
});

/**
 * `GET /api/privacy-request/disclosure`: everything stored about the person, section by section. A new section is
 * one more key here and one more builder in the server's disclosure.ts.
 */
export const privacyDisclosureSchema = z.object({
  generatedAt: z.date(),
  subject: z.object({ channel: z.enum(['mail', 'sms']), contact: z.string() }),
  asCandidate: z.array(asCandidateSchema),
  asReferee: z.array(asRefereeSchema),
  requests: z.array(requestSchema),
  /** The records of provision of a report about them, or of one they gave answers to (APPI Art. 33(5)). */
  provisionRecords: z.array(
    z.object({
      providedAt: z.date(),
      recipient: z.string(),
      person: z.string(),
      providers: z.array(z.string()),
      dataItems: z.array(z.string()),
      channel: z.string(),
    }),
  ),
  /** Their own consents, with the version of the text they agreed to. */
  consentRecords: z.array(
    z.object({
      at: z.date(),
      consentKind: z.string(),
      textVersion: z.string(),
      language: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
});

/** One request in the company's queue. */
export const privacyRequestRowSchema = z.object({
  id: z.string(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  createdAt: z.date(),
  dueAt: z.date(),
  escalatedAt: z.date().nullable(),
  decidedAt: z.date().nullable(),
  declineReason: z.enum(PRIVACY_DECLINE_REASONS).nullable(),
  message: z.string().nullable(),
  candidates: z.array(z.object({ id: z.string(), name: z.string() })),
  referees: z.array(z.object({ id: z.string(), name: z.string(), talentName: z.string() })),
});

/** One overdue request in the operator's list (no names: the operator contacts the company). */
export const adminPrivacyRequestSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  createdAt: z.date(),
  dueAt: z.date(),
  escalatedAt: z.date().nullable(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
});

export type PrivacyMe = Wire<z.output<typeof privacyMeSchema>>;
export type PrivacyDisclosure = Wire<z.output<typeof privacyDisclosureSchema>>;
export type PrivacyRequestRow = Wire<z.output<typeof privacyRequestRowSchema>>;
export type AdminPrivacyRequest = Wire<z.output<typeof adminPrivacyRequestSchema>>;
