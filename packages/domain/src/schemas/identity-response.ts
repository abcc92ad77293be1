/** Response schemas of the company's own settings in /config (/api/account/*, /api/company/*): only the fields listed here leave the server. */
import { z } from 'zod';
import type { Wire } from './wire.ts';

/** `GET|PUT /api/company/settings`. */
export const companySettingsViewSchema = z.object({
  companyName: z.string(),
  displayName: z.string(),
  staffName: z.string(),
  zipcode: z.string(),
  address: z.string(),
  isFreemailAllowed: z.boolean(),
  isBusinessCardRequired: z.boolean(),
});

/** `GET /api/account/profile`. */
export const profileViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** E.164, or null before phone registration. */
  phoneNumber: z.string().nullable(),
  isSubAccount: z.boolean(),
});

/** `GET|PUT|DELETE /api/company/ip-rules`: the allow-list and the caller's address. */
export const ipRulesViewSchema = z.object({ ipAddresses: z.array(z.string()), currentIp: z.string() });

/** One entry of the login history (`GET /api/company/auth-events`). */
export const authEventViewSchema = z.object({
  id: z.string(),
  at: z.date(),
  kind: z.string(),
  /** 'ok', 'ok:codeRequired' or 'fail:<code>'. */
  result: z.string(),
  email: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

// What the browser reads (dates as ISO strings).
export type CompanySettingsView = Wire<z.output<typeof companySettingsViewSchema>>;
export type ProfileView = Wire<z.output<typeof profileViewSchema>>;
export type IpRulesView = Wire<z.output<typeof ipRulesViewSchema>>;
export type AuthEventView = Wire<z.output<typeof authEventViewSchema>>;
