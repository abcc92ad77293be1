import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { authKeys } from './keys.ts';
import { useSignOut } from './sign-out.ts';

/**
 * Signs out, drops every cached query (nothing of the previous user may stay on screen), records that nobody
 * is signed in (so the login guard lets the user through) and goes to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const signOut = useSignOut();

  const logout = useCallback(async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      // Even if the server could not be reached, leave the signed-in area; the cookie expires on its own.
    }
    queryClient.clear();
    queryClient.setQueryData(authKeys.session, null);
    await router.navigate({ to: '/login' });
  }, [queryClient, router, signOut]);

  return { logout, pending: signOut.isPending };
}
