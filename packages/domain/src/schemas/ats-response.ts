/** Response schemas of the ATS (sonar) push routes: the company's settings and a candidate's deliveries. */
import { z } from 'zod';
import type { Wire } from './wire.ts';

/** `GET|PUT /api/company/ats-settings`. */
export const atsSettingsViewSchema = z.object({
  /** The company's ATS link flag, set by the operator. */
  sonar: z.boolean(),
  /** Blank: the receiver embedded in the product. */
  endpointUrl: z.string(),
  hasSecret: z.boolean(),
});

/** One push of a candidate's result (`POST /api/talents/:id/ats` answers it). */
export const atsDeliverySchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'delivered', 'failed']),
  endpoint: z.enum(['custom', 'embedded']),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
  attempts: z.array(
    z.object({
      attempt: z.number().int(),
      /** 0: no answer (network error or time-out). */
      httpStatus: z.number().int(),
      outcome: z.enum(['delivered', 'retry', 'failed']),
      at: z.date(),
    }),
  ),
});

/** `GET /api/talents/:id/ats`. */
export const atsStateSchema = z.object({ enabled: z.boolean(), deliveries: z.array(atsDeliverySchema) });

// What the browser reads (dates as ISO strings).
export type AtsSettingsView = Wire<z.output<typeof atsSettingsViewSchema>>;
export type AtsDelivery = Wire<z.output<typeof atsDeliverySchema>>;
export type AtsState = Wire<z.output<typeof atsStateSchema>>;
