import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { session as sessionTable, user as userTable } from '../../db/schema/index.ts';
import { loginCodeState } from './auth.ts';
import { sendFetchResponse, toFetchRequest } from './bridge.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { recordAuthEvent } from './events.ts';
import { ipAllowedFor } from './ip-rules.ts';
import { type AuthUser, countLogin } from './login-count.ts';
import { handleSsoAuthRequest } from './sso/acs.ts';

function problem(reply: FastifyReply, status: number, code: string, title: string) {
  return reply
    .status(status)
    .type('application/problem+json; charset=utf-8')
    .send({ type: 'about:blank', status, code, title, instance: reply.request.url });
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    return (await response.clone().json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

async function errorCode(response: Response): Promise<string> {
  const body = await readJson(response);
  return typeof body?.code === 'string' ? body.code : `http_${response.status}`;
}

/** A sign-in answer whose session cookie persists (Max-Age or Expires) was made with remember-login. */
function remembered(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some((c) => /^(__Secure-)?session=[^;]+/.test(c) && /;\s*(max-age|expires)=/i.test(c));
}

const NO_SESSION_PATHS = new Set([
  '/sign-in/email',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/request-password-reset',
  '/reset-password',
]);

const DEMO_EMAILS = new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.email.toLowerCase()));
/** One of the demo accounts whose password the README prints. */
export function isDemoEmail(email: string | null): boolean {
  return email !== null && DEMO_EMAILS.has(email);
}

/**
 * better-auth behind Refcheck's policy: the sign-in code's send failures become `codeSendFailed`, the company's
 * IP allow-list is enforced once the password is right, the login count moves when a session is created, and
 * every attempt is written to auth_events.
 */
export async function handleAuthRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
) {
  const db = app.services.database.db;
  const path = new URL(request.url, origin).pathname.replace(/^\/api\/auth/, '');
  // No trusted devices (decisions.md): every sign-in asks for the SMS code, whatever the client sends.
  if (path === '/two-factor/verify-otp' && request.body && typeof request.body === 'object') {
    delete (request.body as { trustDevice?: unknown }).trustDevice;
  }
  // better-auth's own session endpoints (sign-out, change-password, get-session…) see only sessions within the
  // idle and absolute limits: readSession ends an expired one first.
  if (!NO_SESSION_PATHS.has(path) && /(^|;\s*)(__Secure-)?session=/.test(request.headers.cookie ?? '')) {
    await app.readSession(request);
  }
  if (path.startsWith('/sso/') || path === '/sign-in/sso') {
    if (await handleSsoAuthRequest(app, request, reply, origin, path)) return reply;
  }
  if (path === '/two-factor/send-otp') {
    try {
      await app.services.botCheck.require(request);
    } catch (error) {
      await recordAuthEvent(db, request, { kind: 'code-send', result: 'fail:botCheckFailed' });
      throw error;
    }
  }
  const body = (request.body ?? {}) as { email?: unknown };
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
  // The demo accounts (published password) never sign in to a production database, even if their rows exist:
  // answered exactly like a wrong password.
  if (path === '/sign-in/email' && app.services.config.NODE_ENV === 'production' && isDemoEmail(email)) {
    await recordAuthEvent(db, request, { kind: 'sign-in', result: 'fail:demoAccount', email });
    return reply
      .status(401)
      .send({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  }
  const state = { sendFailed: false };
  const response = await loginCodeState.run(state, () => app.auth.handler(toFetchRequest(request, origin)));

  if (path === '/two-factor/send-otp') {
    const result = state.sendFailed
      ? 'fail:codeSendFailed'
      : response.ok
        ? 'ok'
        : `fail:${await errorCode(response)}`;
    await recordAuthEvent(db, request, { kind: 'code-send', result });
    if (state.sendFailed) return problem(reply, 502, 'codeSendFailed', '認証コードの送信に失敗しました');
    return sendFetchResponse(reply, response);
  }

  if (path === '/sign-in/email' || path === '/two-factor/verify-otp') {
    const kind = path === '/sign-in/email' ? 'sign-in' : 'code-verify';
    if (!response.ok) {
      await recordAuthEvent(db, request, { kind, result: `fail:${await errorCode(response)}`, email });
      return sendFetchResponse(reply, response);
    }
    const json = await readJson(response);
    let u = (json?.user ?? null) as AuthUser | null;
    if (!u && email) {
      // Password accepted, code pending: the user is known from the email.
      const [found] = await db
        .select({ id: userTable.id, role: userTable.role, companyId: userTable.companyId })
        .from(userTable)
        .where(eq(userTable.email, email));
      u = found ?? null;
    }
    const sessionToken = typeof json?.token === 'string' ? json.token : null;
    if (u && u.role !== 'admin' && !(await ipAllowedFor(db, u.companyId ?? null, request.ip))) {
      if (sessionToken) {
        const ctx = await app.auth.$context;
        await ctx.internalAdapter.deleteSession(sessionToken);
      }
      await recordAuthEvent(db, request, {
        kind,
        result: 'fail:ipNotAllowed',
        userId: u.id,
        companyId: u.companyId ?? null,
        email,
      });
      // No cookie of this answer reaches the browser: neither a session nor a code challenge.
      return problem(reply, 403, 'ipNotAllowed', 'ご使用のIPアドレスではログインできません。');
    }
    if (u && sessionToken) {
      await countLogin(db, u);
      if (remembered(response)) {
        await db.update(sessionTable).set({ remember: true }).where(eq(sessionTable.token, sessionToken));
      }
    }
    await recordAuthEvent(db, request, {
      kind,
      result: json?.twoFactorRedirect ? 'ok:codeRequired' : 'ok',
      userId: u?.id ?? null,
      companyId: u?.companyId ?? null,
      email,
    });
    return sendFetchResponse(reply, response);
  }

  const accountEvents: Record<string, 'reset-request' | 'reset' | 'password-change'> = {
    '/request-password-reset': 'reset-request',
    '/reset-password': 'reset',
    '/change-password': 'password-change',
  };
  const kind = accountEvents[path];
  if (kind) {
    const result = response.ok ? 'ok' : `fail:${await errorCode(response)}`;
    await recordAuthEvent(db, request, { kind, result, email });
  }
  return sendFetchResponse(reply, response);
}
