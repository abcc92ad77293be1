/** Response schemas of the operator console (/api/admin/*): only the fields listed here leave the server. */
import { z } from 'zod';
import { ANNOUNCEMENT_CATEGORIES, PLAN_STATUSES } from '../enums.ts';
import type { Wire } from './wire.ts';

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
  cardStatus: z.enum(['none', 'valid', 'invalid']),
  maskedCardNo: z.string().nullable(),
  paymentMethod: z.enum(['card', 'invoice']),
  onTrial: z.boolean(),
  trialDaysLeft: z.number().int(),
  subAccountCount: z.number().int(),
  candidatesThisMonth: z.number().int(),
  /** Invoices past their due date and not fully paid (issue 35). */
  overdueInvoices: z.number().int(),
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

/** One failed mail or SMS of the last days (`GET /api/admin/deliveries/failed`). */
export const deliveryFailureSchema = z.object({
  id: z.string(),
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.date(),
  companyName: z.string().nullable(),
});

/** `GET /api/admin/deliveries/failed/count`. */
export const deliveryFailureCountSchema = z.object({ days: z.number(), total: z.number() });

/** `GET /api/admin/deliveries/failed`: newest first. */
export const deliveryFailureListSchema = deliveryFailureCountSchema.extend({
  items: z.array(deliveryFailureSchema),
});

// What the browser reads (dates as ISO strings).
export type ClientRow = Wire<z.output<typeof clientRowSchema>>;
export type ClientPage = Wire<z.output<typeof clientPageSchema>>;
export type PermissionResult = Wire<z.output<typeof permissionResultSchema>>;
export type AdminChange = Wire<z.output<typeof adminChangeSchema>>;
export type AdminConfig = Wire<z.output<typeof adminConfigView>>;
export type AnnouncementView = Wire<z.output<typeof announcementView>>;
export type DeliveryFailure = Wire<z.output<typeof deliveryFailureSchema>>;
export type DeliveryFailureCount = Wire<z.output<typeof deliveryFailureCountSchema>>;
export type DeliveryFailureList = Wire<z.output<typeof deliveryFailureListSchema>>;
