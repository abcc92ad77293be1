import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { companies, user as userTable } from '../../../db/schema/index.ts';
import { ipAllowedFor } from '../../access/index.ts';
import { SESSION_COOKIE } from '../auth.ts';
import { sendFetchResponse, toFetchRequest } from '../bridge.ts';
import { recordAuthEvent } from '../events.ts';
import { markSessionPath } from '../factors.ts';
import { countLogin } from '../login-count.ts';
import { SSO_COMPLETE_PATH } from './config.ts';
import { type SsoRequestState, ssoRequestState } from './context.ts';

/** better-auth's provider management routes: Refcheck manages providers through /api/company/sso only. */
const CLOSED_PATHS = [
  '/sso/register',
  '/sso/update-provider',
  '/sso/delete-provider',
  '/sso/providers',
  '/sso/get-provider',
  '/sso/request-domain-verification',
  '/sso/verify-domain',
  '/sign-in/sso',
];

function isSessionCookie(cookie: string) {
  const name = cookie.slice(0, cookie.indexOf('=')).replace(/^__Secure-/, '');
  return name === SESSION_COOKIE || name.startsWith(`${SESSION_COOKIE}_`) || name.startsWith('better-auth.');
}

/** The session token inside the signed `session` cookie (`<token>.<signature>`). */
function sessionTokenOf(cookies: string[]): string | null {
  for (const cookie of cookies) {
    const [pair] = cookie.split(';');
    const eqAt = pair?.indexOf('=') ?? -1;
    if (!pair || eqAt < 0) continue;
    const name = pair.slice(0, eqAt).replace(/^__Secure-/, '');
    if (name !== SESSION_COOKIE) continue;
    const value = decodeURIComponent(pair.slice(eqAt + 1));
    const token = value.split('.')[0];
    if (token) return token;
  }
  return null;
}

function errorOf(location: string | null, origin: string): string | null {
  if (!location) return null;
  try {
    return new URL(location, origin).searchParams.get('error');
  } catch {
    return null;
  }
}

function redirectWithError(reply: FastifyReply, origin: string, mode: string, error: string) {
  const url = new URL(SSO_COMPLETE_PATH, origin);
  url.searchParams.set('mode', mode);
  url.searchParams.set('error', error);
  return reply.status(302).header('location', url.toString()).send();
}

/**
 * The SSO part of the auth bridge. Provider management is closed; the SAML ACS runs better-auth with the posted
 * RelayState in context (for linking), then applies the rules of password sign-in to the new session: company
 * banned or deleted and the IP allow-list refuse it (the session is deleted and no cookie leaves), the login count
 * moves, and every outcome is written to auth_events. Linking never leaves a second session behind.
 * Answers true when it replied (a FastifyReply is thenable, so the reply itself is never returned).
 */
export async function handleSsoAuthRequest(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  path: string,
): Promise<boolean> {
  if (CLOSED_PATHS.includes(path)) {
    await reply.status(404).type('application/problem+json; charset=utf-8').send({
      type: 'about:blank',
      status: 404,
      code: 'notFound',
      title: 'Not Found',
      instance: request.url,
    });
    return true;
  }
  if (!path.startsWith('/sso/saml2/sp/acs/') || request.method !== 'POST') return false;

  const raw = typeof request.body === 'string' ? request.body : '';
  const state: SsoRequestState = { relayState: new URLSearchParams(raw).get('RelayState'), outcome: null };
  const response = await ssoRequestState.run(state, () => app.auth.handler(toFetchRequest(request, origin)));
  const location = response.headers.get('location');
  const error = errorOf(location, origin) ?? (response.status >= 400 ? `http_${response.status}` : null);
  const outcome = state.outcome;
  const kind = outcome?.mode === 'link' ? 'sso-link' : 'sso-sign-in';
  const cookies = response.headers.getSetCookie();
  const ctx = await app.auth.$context;

  if (error || !outcome) {
    await recordAuthEvent(db, request, {
      kind,
      result: `fail:${error ?? 'unknown'}`,
      userId: outcome?.userId ?? null,
      companyId: outcome?.companyId ?? null,
      email: outcome?.email ?? null,
    });
    await sendFetchResponse(reply, response);
    return true;
  }

  const token = sessionTokenOf(cookies);
  const dropSession = async () => {
    if (token) await ctx.internalAdapter.deleteSession(token);
    const kept = cookies.filter((c) => !isSessionCookie(c));
    const headers = new Headers(response.headers);
    headers.delete('set-cookie');
    for (const c of kept) headers.append('set-cookie', c);
    return new Response(null, { status: response.status, headers });
  };
  const event = { userId: outcome.userId, companyId: outcome.companyId, email: outcome.email };

  if (outcome.mode === 'link') {
    // The user is already signed in in the opener: the link is kept, the session made for it is not.
    await recordAuthEvent(db, request, { kind, result: 'ok', ...event });
    await sendFetchResponse(reply, await dropSession());
    return true;
  }

  const [company] = await db
    .select({ bannedAt: companies.bannedAt, deletedAt: companies.deletedAt })
    .from(companies)
    .where(eq(companies.id, outcome.companyId));
  const refusal =
    !company || company.bannedAt || company.deletedAt
      ? 'accountDisabled'
      : !(await ipAllowedFor(db, outcome.companyId, request.ip))
        ? 'ipNotAllowed'
        : null;
  if (refusal) {
    await dropSession();
    await recordAuthEvent(db, request, { kind, result: `fail:${refusal}`, ...event });
    await redirectWithError(reply, origin, 'sign-in', refusal);
    return true;
  }
  const [u] = await db
    .select({ id: userTable.id, role: userTable.role, companyId: userTable.companyId })
    .from(userTable)
    .where(eq(userTable.id, outcome.userId));
  if (u) await countLogin(db, u);
  // The login policy keeps trusting the IdP for this session (factor-gate.ts).
  if (token) await markSessionPath(db, token, 'sso');
  await recordAuthEvent(db, request, { kind, result: 'ok', ...event });
  await sendFetchResponse(reply, response);
  return true;
}
