/** Response schemas of the ATS (sonar) push routes: a candidate's deliveries and the operator's connection settings. */
import { z } from 'zod';
import { SONAR_KEY_SLOTS } from '../ats/push.ts';
import type { Wire } from './wire.ts';

/** One push of a candidate's result (`POST /api/talents/:id/ats` answers it). */
export const atsDeliverySchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'delivered', 'failed']),
  /** sonar itself, or the sandbox sonar embedded in the product (development). */
  endpoint: z.enum(['sonar', 'sandbox']),
  /** Why it was sent: the report completed, or a user pressed the status view's button. */
  trigger: z.enum(['reportCompleted', 'button']),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
  attempts: z.array(
    z.object({
      attempt: z.number().int(),
      /** 0: no answer (network error or time-out). */
      httpStatus: z.number().int(),
      outcome: z.enum(['delivered', 'retry', 'failed']),
      /** The subscription key the request carried (null: none was set). */
      keySlot: z.enum(SONAR_KEY_SLOTS).nullable(),
      /** The `detail` of sonar's error answer, or why there was no answer. */
      detail: z.string().nullable(),
      at: z.date(),
    }),
  ),
});

/** `GET /api/talents/:id/ats`. */
export const atsStateSchema = z.object({ enabled: z.boolean(), deliveries: z.array(atsDeliverySchema) });

/**
 * `GET|PUT /api/admin/companies/:id/sonar-settings` (operator): the company's own base URL and whether each of its
 * keys is set (never the keys), and what a push would use after the global settings fill the gaps.
 */
export const sonarSettingsViewSchema = z.object({
  baseUrl: z.string(),
  hasPrimaryKey: z.boolean(),
  hasSecondaryKey: z.boolean(),
  effective: z.object({
    /** null: the sandbox sonar (development) or nowhere to send (production without a base URL). */
    baseUrl: z.string().nullable(),
    source: z.enum(['company', 'global', 'sandbox', 'none']),
    hasPrimaryKey: z.boolean(),
    hasSecondaryKey: z.boolean(),
  }),
});

// What the browser reads (dates as ISO strings).
export type AtsDelivery = Wire<z.output<typeof atsDeliverySchema>>;
export type AtsState = Wire<z.output<typeof atsStateSchema>>;
export type SonarSettingsView = Wire<z.output<typeof sonarSettingsViewSchema>>;
