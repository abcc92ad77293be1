import { isApiError } from '../../api/api-error.ts';

/** The spec's SSO error catalogue (section 8), plus the sign-in refusals the server reports. */
export type SsoErrorCode =
  | 'popupClosed'
  | 'popupBlocked'
  | 'requestCancelled'
  | 'alreadyLinked'
  | 'operationNotAllowed'
  | 'unauthorizedDomain'
  | 'notLinked'
  | 'ipNotAllowed'
  | 'accountDisabled'
  | 'unexpected';

export class SsoError extends Error {
  override readonly name = 'SsoError';
  constructor(readonly code: SsoErrorCode) {
    super(code);
  }
}

export const SSO_MESSAGE_TYPE = 'refcheck-sso';

export interface SsoPopupMessage {
  type: typeof SSO_MESSAGE_TYPE;
  mode: 'link' | 'sign-in';
  error: string | null;
}

/** A server or IdP error code → the catalogue entry shown to the user. */
export function ssoErrorCode(code: string | null | undefined): SsoErrorCode {
  switch (code) {
    case 'ssoAlreadyLinked':
    case 'account_ownership_conflict':
      return 'alreadyLinked';
    case 'ssoOperationNotAllowed':
    case 'mainAccountOnly':
      return 'operationNotAllowed';
    case 'ssoUnauthorizedDomain':
      return 'unauthorizedDomain';
    case 'ssoRequestCancelled':
      return 'requestCancelled';
    case 'ssoNotLinked':
      return 'notLinked';
    case 'ipNotAllowed':
      return 'ipNotAllowed';
    case 'accountDisabled':
    case 'BANNED_USER':
      return 'accountDisabled';
    default:
      return 'unexpected';
  }
}

let running: { cancel: () => void } | null = null;

/**
 * The popup flow: the window opens on the click (so it is not blocked), goes to the IdP once `start` gave the URL,
 * and the /sso/complete page posts the outcome back before closing. A second start cancels the first.
 */
export function runSsoPopup(mode: 'link' | 'sign-in', start: () => Promise<{ url: string }>): Promise<void> {
  running?.cancel();
  const width = 520;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    'about:blank',
    'refcheck-sso',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new SsoError('popupBlocked'));

  return new Promise<void>((resolve, reject) => {
    let done = false;
    let closedSince = 0;
    const finish = (error: SsoError | null) => {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      if (running === handle) running = null;
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<SsoPopupMessage> | null;
      if (event.origin !== window.location.origin || data?.type !== SSO_MESSAGE_TYPE || data.mode !== mode)
        return;
      // The page closes itself; the opener (which opened it) can always close it too.
      popup.close();
      finish(data.error ? new SsoError(ssoErrorCode(data.error)) : null);
    };
    // A closed popup is reported a moment later, so a message posted just before closing still wins.
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      closedSince ||= Date.now();
      if (Date.now() - closedSince > 800) finish(new SsoError('popupClosed'));
    }, 250);
    const handle = {
      cancel: () => {
        popup.close();
        finish(new SsoError('requestCancelled'));
      },
    };
    running = handle;
    window.addEventListener('message', onMessage);

    start().then(
      ({ url }) => {
        if (!done) popup.location.href = url;
      },
      (error: unknown) => {
        popup.close();
        finish(new SsoError(isApiError(error) ? ssoErrorCode(error.code) : 'unexpected'));
      },
    );
  });
}
