/**
 * One step of a sign-in that better-auth answered (password, a second factor, a passkey): Refcheck's policy on its
 * answer. The company's IP allow-list, the login policy (issue 34: which factor completes a sign-in), the login
 * count and remember-login when a session is made, and one auth_events row per attempt.
 */
import { isMessageKey, type LoginPolicyInput, messageText } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { session as sessionTable, user as userTable } from '../../db/schema/index.ts';
import { langFromHeader } from '../../lib/messages.ts';
import { ipAllowedFor } from '../access/index.ts';
import { sendFetchResponse } from './bridge.ts';
import { type AuthEventKind, recordAuthEvent } from './events.ts';
import { decideSignIn, markSessionPath } from './factors.ts';
import { type AuthUser, countLogin } from './login-count.ts';
import type { NewDeviceNotice } from './new-device.ts';

export function problem(reply: FastifyReply, status: number, code: string, title: string) {
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

export async function errorCode(response: Response): Promise<string> {
  const body = await readJson(response);
  return typeof body?.code === 'string' ? body.code : `http_${response.status}`;
}

/** A sign-in answer whose session cookie persists (Max-Age or Expires) was made with remember-login. */
function remembered(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some((c) => /^(__Secure-)?session=[^;]+/.test(c) && /;\s*(max-age|expires)=/i.test(c));
}

/** The session token of a sign-in answer: `token` (password, codes) or `session.token` (passkey). */
function sessionTokenOf(json: Record<string, unknown> | null): string | null {
  if (typeof json?.token === 'string') return json.token;
  const s = json?.session as { token?: unknown } | undefined;
  return typeof s?.token === 'string' ? s.token : null;
}

/** A refusal of the login policy: `factors.<reason>`, titled in the caller's language. */
function refusalOf(request: FastifyRequest, reason: string): [string, string] {
  const code = `factors.${reason}`;
  const lang = langFromHeader(request.headers['accept-language']);
  return [code, isMessageKey(code) ? messageText(lang, code) : code];
}

export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  opts: {
    kind: AuthEventKind;
    step: Pick<LoginPolicyInput, 'path' | 'secondFactor' | 'userVerified'>;
    email: string | null;
    db: Db;
    /** Mails the person when this browser has not signed in to the account for 90 days (new-device.ts). */
    newDevice: NewDeviceNotice;
  },
) {
  const { kind, email, db } = opts;
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
  const sessionToken = sessionTokenOf(json);
  const refuse = async (code: string, status: number, title: string) => {
    if (sessionToken) {
      const ctx = await app.auth.$context;
      await ctx.internalAdapter.deleteSession(sessionToken);
    }
    await recordAuthEvent(db, request, {
      kind,
      result: `fail:${code}`,
      userId: u?.id ?? null,
      companyId: u?.companyId ?? null,
      email,
    });
    // No cookie of this answer reaches the browser: neither a session nor a code challenge.
    return problem(reply, status, code, title);
  };
  if (!u) return sendFetchResponse(reply, response);
  if (u.role !== 'admin' && !(await ipAllowedFor(db, u.companyId ?? null, request.ip))) {
    return refuse('ipNotAllowed', 403, 'ご使用のIPアドレスではログインできません。');
  }
  // The login policy decides, whatever better-auth did (its second-factor check runs only on some paths).
  const decision = await decideSignIn(
    db,
    { id: u.id, role: u.role === 'admin' ? 'admin' : 'client', companyId: u.companyId ?? null },
    opts.step,
  );
  if (decision.kind === 'refused') {
    const [code, title] = refusalOf(request, decision.reason);
    return refuse(code, 403, title);
  }
  if (decision.kind === 'secondFactor') {
    // A session better-auth made without the second factor the policy asks for is not kept.
    if (sessionToken || !json?.twoFactorRedirect) {
      const [code, title] = refusalOf(request, 'secondFactorRequired');
      return refuse(code, 403, title);
    }
    await recordAuthEvent(db, request, {
      kind,
      result: 'ok:codeRequired',
      userId: u.id,
      companyId: u.companyId ?? null,
      email,
    });
    // The factors the policy offers (the app and its recovery code before the SMS code), not the plugin's list.
    const rewritten = new Response(
      JSON.stringify({ twoFactorRedirect: true, twoFactorMethods: decision.offered }),
      {
        status: response.status,
        headers: response.headers,
      },
    );
    return sendFetchResponse(reply, rewritten);
  }
  const extraCookies: string[] = [];
  if (sessionToken) {
    await countLogin(db, u);
    const deviceCookie = await opts.newDevice.signedIn(request, u.id);
    if (deviceCookie) extraCookies.push(deviceCookie);
    await markSessionPath(db, sessionToken, opts.step.path);
    if (remembered(response) && opts.step.path !== 'passkey') {
      await db.update(sessionTable).set({ remember: true }).where(eq(sessionTable.token, sessionToken));
    }
  }
  await recordAuthEvent(db, request, {
    kind,
    result: decision.kind === 'enrol' ? 'ok:enrolRequired' : 'ok',
    userId: u.id,
    companyId: u.companyId ?? null,
    email,
  });
  return sendFetchResponse(reply, response, extraCookies);
}
