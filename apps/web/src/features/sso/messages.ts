import type { MessageKey } from '@refcheck/domain/messages/index';
import type { SsoErrorCode } from './popup.ts';

/** Spec 8, SSO link: each catalogue entry's message key. */
export const SSO_ERROR_MESSAGES: Record<SsoErrorCode, MessageKey> = {
  popupClosed: 'auth.ssoPopupClosed',
  popupBlocked: 'auth.ssoPopupBlocked',
  requestCancelled: 'auth.ssoRequestCancelled',
  alreadyLinked: 'auth.ssoAlreadyLinked',
  operationNotAllowed: 'auth.ssoOperationNotAllowed',
  unauthorizedDomain: 'auth.ssoUnauthorizedDomain',
  notLinked: 'auth.ssoNotLinked',
  ipNotAllowed: 'auth.ipNotAllowed',
  accountDisabled: 'auth.accountDisabled',
  unexpected: 'auth.ssoDefault',
};

/** What the user did themselves (closing, blocking, starting again) is not a SAML failure. */
export const USER_SIDE_ERRORS: ReadonlySet<SsoErrorCode> = new Set([
  'popupClosed',
  'popupBlocked',
  'requestCancelled',
]);
