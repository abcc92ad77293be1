/** Response schema of `GET /api/session`: the signed-in user and, for a company's users, their company. */
import { z } from 'zod';
import { PLAN_STATUSES, ROLES } from '../enums.ts';
import { COMPANY_ACCESS } from '../rules/company-access.ts';
import type { Wire } from './wire.ts';

/** The parts a production site may run embedded or as sandboxes (ALLOW_SANDBOX). */
export const SANDBOX_PARTS = ['database', 'mail', 'sms', 'payment', 'risk', 'storage'] as const;
export type SandboxPart = (typeof SANDBOX_PARTS)[number];

export const sessionResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    companyId: z.string().nullable(),
    subAccountId: z.string().nullable(),
    isSubAccount: z.boolean(),
    /** A company user's permission set (domain `mayDo`): main, staff or editor; null for the operator. */
    permission: z.enum(['main', 'staff', 'editor']).nullable(),
    /** False until the user registered a phone for the sign-in code (the web app then asks for it). */
    hasPhone: z.boolean(),
    /** Issue 34: the company requires a passkey or an authenticator app and this session has none yet. */
    mustEnrol: z.boolean().optional(),
  }),
  company: z
    .object({
      id: z.string(),
      uid: z.string(),
      name: z.string(),
      planStatus: z.enum(PLAN_STATUSES),
      verified: z.boolean(),
      onTrial: z.boolean(),
      trialDaysLeft: z.number().nullable(),
      cardValid: z.boolean(),
      /** none, valid, or invalid (expired, or declined by the monthly card batch). */
      cardStatus: z.enum(['none', 'valid', 'invalid']),
      /** Invoice companies never meet the card gate. */
      paymentMethod: z.enum(['card', 'invoice']),
      /** The server's gate for this company (open, reviewPending, paymentRequired, cardInvalid). */
      access: z.enum(COMPANY_ACCESS),
      loginCount: z.number(),
    })
    .nullable(),
  /** Operators only, in production: the parts ALLOW_SANDBOX lets run embedded or as sandboxes (a banner). */
  sandboxParts: z.array(z.enum(SANDBOX_PARTS)),
});

// What the browser reads (dates as ISO strings).
export type SessionResponse = Wire<z.output<typeof sessionResponseSchema>>;
