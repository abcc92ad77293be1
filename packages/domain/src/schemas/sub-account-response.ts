/** Response schemas of the sub-account routes (/api/company/sub-accounts, /api/sub-account-invitations). */
import { z } from 'zod';
import { SUB_ACCOUNT_PERMISSIONS } from '../rules/permissions.ts';
import type { Wire } from './wire.ts';

/** One sub-account as the main account's list shows it. */
export const subAccountViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  createdAt: z.date(),
  hasUser: z.boolean(),
  enabled: z.boolean(),
  invitationExpiresAt: z.date().nullable(),
  /** HR staff (default) or editor (also edits the template questions). */
  permission: z.enum(SUB_ACCOUNT_PERMISSIONS),
});

/** `GET /api/sub-account-invitations`: the invitation behind a password-setting link. */
export const subAccountInvitationSchema = z.object({
  email: z.string(),
  name: z.string(),
  companyName: z.string(),
});

// What the browser reads (dates as ISO strings).
export type SubAccountView = Wire<z.output<typeof subAccountViewSchema>>;
export type SubAccountInvitation = Wire<z.output<typeof subAccountInvitationSchema>>;
