/** Response schema of `GET /api/provision-records` (JSON): one page of the period's records of provision. */
import { z } from 'zod';
import { PROVISION_DATA_ITEMS } from '../privacy/provision-records.ts';
import type { Wire } from './wire.ts';

export const provisionRecordSchema = z.object({
  id: z.string(),
  providedAt: z.date(),
  /** The recipient. */
  companyId: z.string(),
  companyName: z.string(),
  /** The person the data is about (as they stood at the provision). */
  talentId: z.string(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  /** The providers: the referees whose answers the report held (names as they stood). */
  providers: z.array(z.string()),
  dataItems: z.array(z.enum(PROVISION_DATA_ITEMS)),
  /** The candidate's consent the provision relied on. */
  consentRecordId: z.string().nullable(),
  consentedAt: z.date().nullable(),
  consentVersion: z.string().nullable(),
});

export const provisionRecordPageSchema = z.object({
  items: z.array(provisionRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type ProvisionRecordRow = z.output<typeof provisionRecordSchema>;
// What the browser reads (dates as ISO strings).
export type ProvisionRecordPage = Wire<z.output<typeof provisionRecordPageSchema>>;
