import { notifications } from '@mantine/notifications';
import { translate } from '@refcheck/domain/messages/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { apiRequest } from '../api/client.ts';
import { currentLanguage } from '../i18n/instance.ts';
import { setErrorReportingUser } from '../lib/error-reporting.ts';
import { authKeys } from './keys.ts';
import { signOut } from './sign-out.ts';
import type { Session } from './types.ts';

/** Spec 4: from an address outside the company's IP allow-list the message shows, then sign-out after 3 seconds. */
export const IP_SIGN_OUT_DELAY_MS = 3000;
let ipSignOutPending = false;

function signOutForIp() {
  notifications.show({
    id: 'ip-not-allowed',
    color: 'red',
    message: translate(currentLanguage(), 'auth.ipNotAllowed'),
    autoClose: 8000,
  });
  if (ipSignOutPending) return;
  ipSignOutPending = true;
  window.setTimeout(() => {
    void signOut()
      .catch(() => undefined)
      .finally(() => {
        ipSignOutPending = false;
      });
  }, IP_SIGN_OUT_DELAY_MS);
}

/** The current session, or `null` when nobody is signed in (the API answers 401). */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const session = await apiRequest<Session>('/api/session', { signal });
    setErrorReportingUser({ id: session.user.id, companyId: session.company?.id ?? null });
    return session;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      setErrorReportingUser(null);
      return null;
    }
    // Signed in, but the session's address is no longer allowed (requireUser's 403): treated as signed out.
    if (isApiError(error) && error.code === 'ipNotAllowed') {
      signOutForIp();
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
