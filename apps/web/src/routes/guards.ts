import type { Role } from '@refcheck/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../session/get-session.ts';
import type { Session } from '../session/types.ts';

/** The session behind every guard: cached by TanStack Query, refreshed in the background when stale. */
export function loadSession(queryClient: QueryClient): Promise<Session | null> {
  return queryClient.ensureQueryData({ ...sessionQueryOptions(), revalidateIfStale: true });
}

export function homePathFor(role: Role): '/admin' | '/company' {
  return role === 'admin' ? '/admin' : '/company';
}

/** Where `/login` may send the user back to: only a path on this site (no `//host`, no scheme). */
export function safeRedirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.startsWith('/login')) return undefined;
  return value;
}

export function redirectToLogin(location: ParsedLocation) {
  return redirect({ to: '/login', search: { redirect: location.href } });
}

/**
 * The signed-in area's guard (spec 2): a session is required and the page's `acceptRoles` (from its static data)
 * must include the user's role; otherwise `/login?redirect=<path>`.
 */
export async function requireSession(args: {
  queryClient: QueryClient;
  location: ParsedLocation;
  acceptRoles: readonly Role[] | undefined;
  mainAccountOnly?: boolean;
}): Promise<Session> {
  const session = await loadSession(args.queryClient);
  if (!session) throw redirectToLogin(args.location);
  if (args.acceptRoles && !args.acceptRoles.includes(session.user.role)) throw redirectToLogin(args.location);
  if (args.mainAccountOnly && session.user.isSubAccount) throw redirect({ to: '/company' });
  // The company requires a passkey or an app and this session has none: enrolment first (issue 34).
  if (session.user.mustEnrol) throw redirect({ to: '/signup/security' });
  return session;
}

/** `/login` and `/login/admin` are for guests: a signed-in user goes to `/`. */
export async function requireGuest(queryClient: QueryClient): Promise<void> {
  const session = await loadSession(queryClient);
  if (session) throw redirect({ to: '/' });
}

/** `/` sends admins to the client list and clients to the dashboard. */
export async function redirectHome(queryClient: QueryClient): Promise<never> {
  const session = await loadSession(queryClient);
  if (!session) throw redirect({ to: '/login' });
  throw redirect({ to: homePathFor(session.user.role) });
}
