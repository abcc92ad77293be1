/** The trust-signals API's request and response shapes (issue 22 item 3), shared by the server and the web. */
import { z } from 'zod';
import { LANGUAGES } from '../enums.ts';
import { requiredText } from '../schemas/fields.ts';
import { RISK_LEVELS, SIGNAL_CODES, SIGNAL_SEVERITIES } from './types.ts';

/** A review note: what the company found when it looked (required, so a review says something). */
export const signalReviewSchema = z.object({
  note: requiredText('validation.required', 1000),
});
export type SignalReviewInput = z.infer<typeof signalReviewSchema>;

export const riskSignalsQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

export const riskSignalSchema = z.object({
  code: z.enum(SIGNAL_CODES),
  severity: z.enum(SIGNAL_SEVERITIES),
  refereeIds: z.array(z.string()),
  /** The reasons of the signal's findings, in the requested language. */
  reason: z.string(),
  /** The benign explanation, in the requested language. */
  benign: z.string(),
  /** What the reason refers to, line by line (a correction: both versions), in the requested language. */
  details: z.array(z.string()),
  reviewedAt: z.string().nullable(),
  /** The reviewer's name. */
  reviewedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type RiskSignal = z.infer<typeof riskSignalSchema>;

export const riskSignalsSchema = z.object({
  level: z.enum(RISK_LEVELS),
  signals: z.array(riskSignalSchema),
});
export type RiskSignals = z.infer<typeof riskSignalsSchema>;

/**
 * The company's step-up identification setting (main account writes): 「リスクが中以上のチェックでは本人確認書類の
 * 画像を必須にする」, off by default.
 */
export const stepUpSettingsSchema = z.object({
  stepUpIdentification: z.boolean({ error: 'validation.invalid' }),
});
export type StepUpSettings = z.infer<typeof stepUpSettingsSchema>;
