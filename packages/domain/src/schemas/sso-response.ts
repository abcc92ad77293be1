/** Response schemas of the company's SAML single sign-on (/api/company/sso, /api/sso/*). */
import { z } from 'zod';
import type { Wire } from './wire.ts';

/** `GET|PUT|DELETE /api/company/sso`: the service provider's values, the company's IdP and the caller's link. */
export const ssoSettingsSchema = z.object({
  /** Only the main account registers or removes the company's IdP. */
  canManage: z.boolean(),
  serviceProvider: z.object({ entityId: z.string(), acsUrl: z.string(), signOnUrl: z.string() }),
  idp: z.object({ entityId: z.string(), ssoUrl: z.string(), domain: z.string() }).nullable(),
  /** Whether the caller's own account is linked to the company's IdP. */
  linked: z.boolean(),
});

/** `POST /api/sso/link`, `POST /api/sso/sign-in`: the URL the popup opens. */
export const ssoStartSchema = z.object({ url: z.string() });

// What the browser reads (dates as ISO strings).
export type SsoSettings = Wire<z.output<typeof ssoSettingsSchema>>;
export type SsoStart = Wire<z.output<typeof ssoStartSchema>>;
