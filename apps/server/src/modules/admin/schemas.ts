/** Response shapes of the operator console's routes (OpenAPI). */
import { ANNOUNCEMENT_CATEGORIES, PLAN_STATUSES } from '@refcheck/domain';
import { z } from 'zod';

const plan = z.enum(['LIGHT', 'STANDARD']);

export const clientRowSchema = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  staffName: z.string(),
  email: z.string(),
  createdAt: z.date(),
  selectedPlan: plan,
  allowedPlan: plan,
  planStatus: z.enum(PLAN_STATUSES),
  verifiedAt: z.date().nullable(),
  bannedAt: z.date().nullable(),
  deletedAt: z.date().nullable(),
  riskEyesId: z.string().nullable(),
  sonar: z.boolean(),
  cardValid: z.boolean(),
  maskedCardNo: z.string().nullable(),
  onTrial: z.boolean(),
  trialDaysLeft: z.number().int(),
  subAccountCount: z.number().int(),
  candidatesThisMonth: z.number().int(),
});

export const clientPageSchema = z.object({
  items: z.array(clientRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const permissionResultSchema = z.object({
  client: clientRowSchema,
  /** A notification mail could not be queued (the change itself is saved). */
  notificationFailed: z.enum(['verify', 'upgrade']).nullable(),
});

export const adminChangeSchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.date(),
});

export const idParams = z.object({ id: z.uuid() });

export const adminConfigView = z.object({
  shopId: z.string(),
  mail: z.string(),
  /** True until an operator saves an address (notifications go to ADMIN_NOTIFY_MAIL meanwhile). */
  usingDefault: z.boolean(),
});

export const announcementView = z.object({
  id: z.string(),
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  title: z.string(),
  date: z.string(),
  href: z.string().nullable(),
  text: z.string(),
  createdAt: z.date(),
});

/** problem+json (errors plugin). */
export const problem = z
  .object({ type: z.string(), title: z.string(), status: z.number(), code: z.string() })
  .loose();
export const errorResponses = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem };
export const ok = z.object({ ok: z.literal(true) });
