/** The operator console: client list query, permission changes, admin settings, billing month choices. */
import { z } from 'zod';
import { PLANS } from '../enums.ts';
import { emailField } from './fields.ts';

export const CLIENT_FILTERS = [
  'all',
  'unverified',
  'verified',
  'orderingStandard',
  'standard',
  'light',
  'banned',
  'deleted',
] as const;
export type ClientFilter = (typeof CLIENT_FILTERS)[number];

/** unverifiedFirst: unverified companies first, newest first within each group. */
export const CLIENT_SORTS = ['unverifiedFirst', 'createdDesc', 'createdAsc', 'name'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export const CLIENT_PAGE_SIZES = [25, 50, 100] as const;
export const CLIENT_PAGE_SIZE_MAX = 100;

export const clientListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  filter: z.enum(CLIENT_FILTERS).default('all'),
  sort: z.enum(CLIENT_SORTS).default('unverifiedFirst'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLIENT_PAGE_SIZE_MAX).default(25),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

/**
 * One change of the permission dialog (each field optional; the dialog sends what changed). `sendUpgradeMail`
 * answers the question asked when moving LIGHT → STANDARD.
 */
export const clientPermissionSchema = z
  .object({
    enabled: z.boolean().optional(),
    allowedPlan: z.enum(PLANS).optional(),
    sendUpgradeMail: z.boolean().optional(),
    riskEyesId: z
      .string()
      .trim()
      .max(100)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
    sonar: z.boolean().optional(),
    verified: z.boolean().optional(),
    /** Card (the monthly card batch) or invoice (請求書払い, minimum 3 months; never meets the card gate). */
    paymentMethod: z.enum(['card', 'invoice']).optional(),
  })
  .strict();
export type ClientPermissionInput = z.input<typeof clientPermissionSchema>;

/** Admin settings on /config: the payment shop ID and the operations notification address. */
export const adminConfigSchema = z.object({
  shopId: z.string().trim().max(100),
  mail: emailField(),
});
export type AdminConfigInput = z.input<typeof adminConfigSchema>;

/**
 * The support contact the operator sets in the admin settings, shown by the privacy policy, the footers, every
 * mail and the error pages: a phone number as people write it (digits with hyphens, spaces, parentheses or a
 * leading +, 6 to 15 digits) and a mail address.
 */
export const supportContactSchema = z.object({
  phone: z
    .string({ error: 'validation.phoneInvalid' })
    .trim()
    .min(1, { error: 'validation.phoneInvalid', abort: true })
    .max(30, { error: 'validation.tooLong', abort: true })
    .refine((v) => /^\+?[0-9][0-9 ()-]*$/.test(v), { error: 'validation.phoneInvalid', abort: true })
    .refine(
      (v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 6 && digits <= 15;
      },
      { error: 'validation.phoneInvalid' },
    ),
  mail: emailField(),
});
export type SupportContactInput = z.input<typeof supportContactSchema>;
export type SupportContact = z.output<typeof supportContactSchema>;

/** A month as YYYYMM. */
export const yyyymmSchema = z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/);
