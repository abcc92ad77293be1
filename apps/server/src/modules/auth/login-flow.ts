import type { SecondFactor, SignInPath } from '@refcheck/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/problem.ts';
import type { SessionUser } from '../access/index.ts';
import { loginCodeState } from './auth.ts';
import { sendFetchResponse, toFetchRequest } from './bridge.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { DeviceSessionService } from './device-sessions.ts';
import { type AuthEventKind, recordAuthEvent } from './events.ts';
import type { NewDeviceNotice } from './new-device.ts';
import { errorCode, finishSignIn, problem } from './sign-in-step.ts';
import { handleSsoAuthRequest } from './sso/acs.ts';

/** What the auth bridge needs besides the app (its plugin options). */
export interface LoginDeps {
  db: Db;
  config: Config;
  /** The proof-of-work check before a sign-in code is sent (modules/bot-check). */
  botCheck: { require(request: FastifyRequest): Promise<void> };
  /** The person's sessions (list, revoke) and the new-device notice. */
  devices: DeviceSessionService;
  newDevice: NewDeviceNotice;
}

const NO_SESSION_PATHS = new Set([
  '/sign-in/email',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/request-password-reset',
  '/reset-password',
  '/passkey/generate-authenticate-options',
  '/passkey/verify-authentication',
]);

/**
 * Every better-auth endpoint that can create a session, and what it proves for the login policy. better-auth's own
 * second-factor check runs only on some sign-in paths: each of these goes through `finishSignIn` (the policy).
 */
const SIGN_IN_STEPS: Record<
  string,
  { kind: AuthEventKind; path: SignInPath; secondFactor: SecondFactor | null }
> = {
  '/sign-in/email': { kind: 'sign-in', path: 'password', secondFactor: null },
  '/two-factor/verify-otp': { kind: 'code-verify', path: 'password', secondFactor: 'sms' },
  '/two-factor/verify-totp': { kind: 'code-verify', path: 'password', secondFactor: 'totp' },
  '/two-factor/verify-backup-code': { kind: 'code-verify', path: 'password', secondFactor: 'recoveryCode' },
  '/passkey/verify-authentication': { kind: 'passkey-sign-in', path: 'passkey', secondFactor: null },
};

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
  deps: LoginDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, config, devices, newDevice } = deps;
  const origin = config.publicUrl;
  const path = new URL(request.url, origin).pathname.replace(/^\/api\/auth/, '');
  // No trusted devices (decisions.md): every sign-in asks for the SMS code, whatever the client sends.
  if (path.startsWith('/two-factor/verify-') && request.body && typeof request.body === 'object') {
    delete (request.body as { trustDevice?: unknown }).trustDevice;
  }
  // A passkey is registered to the signed-in person only: never a session made by the registration.
  if (path === '/passkey/verify-registration' && request.body && typeof request.body === 'object') {
    delete (request.body as { createSession?: unknown }).createSession;
  }
  // better-auth's own session endpoints (sign-out, change-password, get-session…) see only sessions within the
  // idle and absolute limits: readSession ends an expired one first.
  let signedInBefore: SessionUser | null = null;
  if (!NO_SESSION_PATHS.has(path) && /(^|;\s*)(__Secure-)?session=/.test(request.headers.cookie ?? '')) {
    signedInBefore = await app.readSession(request);
  }
  // Sessions (device-sessions.ts): the browser names a session by its id, never by its token; changing the
  // password always ends the other sessions.
  if (
    (path === '/revoke-session' || path === '/change-password') &&
    request.body &&
    typeof request.body === 'object'
  ) {
    const given = request.body as { id?: unknown; token?: unknown; revokeOtherSessions?: unknown };
    if (path === '/change-password') given.revokeOtherSessions = true;
    else {
      const me = await app.readSession(request);
      if (!me) throw unauthorized();
      given.token = await devices.revokeTarget(me.id, typeof given.id === 'string' ? given.id : '');
      delete given.id;
    }
  }
  if (path.startsWith('/sso/') || path === '/sign-in/sso') {
    if (await handleSsoAuthRequest(app, db, request, reply, origin, path)) return reply;
  }
  if (path === '/two-factor/send-otp') {
    try {
      await deps.botCheck.require(request);
    } catch (error) {
      await recordAuthEvent(db, request, { kind: 'code-send', result: 'fail:botCheckFailed' });
      throw error;
    }
  }
  const body = (request.body ?? {}) as { email?: unknown };
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
  // The demo accounts (published password) never sign in to a production database, even if their rows exist:
  // answered exactly like a wrong password.
  if (path === '/sign-in/email' && config.NODE_ENV === 'production' && isDemoEmail(email)) {
    await recordAuthEvent(db, request, { kind: 'sign-in', result: 'fail:demoAccount', email });
    return reply
      .status(401)
      .send({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  }
  const state: { sendFailed: boolean; userVerified?: boolean } = { sendFailed: false };
  const response = await loginCodeState.run(state, () => app.auth.handler(toFetchRequest(request, origin)));
  if (path === '/list-sessions' && response.ok) {
    const me = await app.readSession(request);
    if (me) return reply.send(await devices.list(me.id, me.sessionId));
  }

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

  const step = SIGN_IN_STEPS[path];
  if (step) {
    // A code checked with a live session confirms an enrolment (the app's first code): not a sign-in.
    if (step.secondFactor && signedInBefore) {
      await recordAuthEvent(db, request, {
        kind: 'factor-enrol',
        result: response.ok ? `ok:${step.secondFactor}` : `fail:${await errorCode(response)}`,
        userId: signedInBefore.id,
        companyId: signedInBefore.companyId,
      });
      return sendFetchResponse(reply, response);
    }
    return finishSignIn(app, request, reply, response, {
      kind: step.kind,
      step: { path: step.path, secondFactor: step.secondFactor, userVerified: state.userVerified ?? false },
      email,
      db,
      newDevice,
    });
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
