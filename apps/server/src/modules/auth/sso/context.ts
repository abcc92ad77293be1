import { AsyncLocalStorage } from 'node:async_hooks';

/** What the SAML ACS decided about the user, reported by `resolveUser` to the bridge (see acs.ts). */
export interface SsoOutcome {
  mode: 'link' | 'sign-in';
  userId: string;
  companyId: string;
  email: string;
}

/** Per ACS request: the RelayState the IdP posted back, and the outcome once the assertion is verified. */
export interface SsoRequestState {
  relayState: string | null;
  outcome: SsoOutcome | null;
}

export const ssoRequestState = new AsyncLocalStorage<SsoRequestState>();

/** One SAML provider per company; its id carries the company so the binding needs no extra column. */
const PROVIDER_PREFIX = 'company-';

export function providerIdFor(companyId: string): string {
  return `${PROVIDER_PREFIX}${companyId}`;
}

export function companyIdOfProvider(providerId: string): string | null {
  return providerId.startsWith(PROVIDER_PREFIX) ? providerId.slice(PROVIDER_PREFIX.length) : null;
}

/** A linking intent is bound to the RelayState of the SP-initiated request that the signed-in user started. */
export function linkIntentIdentifier(relayState: string): string {
  return `refcheck-sso-link:${relayState}`;
}

/** Entra ID's claim names (facts.md): the email arrives as the emailaddress claim, NameID is the UPN. */
export const ENTRA_CLAIMS = {
  email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  name: 'http://schemas.microsoft.com/identity/claims/displayname',
  firstName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  lastName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
} as const;

/** Allowed clock skew between the IdP and us when checking NotBefore / NotOnOrAfter (facts.md: ±3 minutes). */
export const SAML_CLOCK_SKEW_MS = 3 * 60 * 1000;
