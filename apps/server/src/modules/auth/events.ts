import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authEvents, user } from '../../db/schema/index.ts';

export type AuthEventKind =
  | 'sign-in'
  | 'code-send'
  | 'code-verify'
  | 'reset-request'
  | 'reset'
  | 'password-change'
  | 'sign-up'
  | 'sub-account-sign-up'
  | 'phone-code'
  | 'phone-verify'
  | 'email-change'
  | 'phone-change-code'
  | 'phone-change'
  | 'company-settings'
  | 'ip-denied'
  | 'sso-link'
  | 'sso-sign-in'
  | 'passkey-sign-in'
  | 'factor-enrol'
  | 'factor-remove'
  | 'factor-reset'
  | 'factor-policy';

export interface AuthEvent {
  kind: AuthEventKind;
  /** 'ok', or 'fail:<code>'. */
  result: string;
  userId?: string | null;
  companyId?: string | null;
  email?: string | null;
}

/** One row per sign-in attempt, code, reset…: who, when, from where, with what result. Never fails the request. */
export async function recordAuthEvent(db: Db, request: FastifyRequest, event: AuthEvent) {
  try {
    let userId = event.userId ?? null;
    let companyId = event.companyId ?? null;
    let email = event.email?.toLowerCase() ?? null;
    if (!userId && email) {
      // A failed attempt on a known account belongs to that account's company log (never revealed to the caller).
      const [known] = await db
        .select({ id: user.id, companyId: user.companyId })
        .from(user)
        .where(eq(user.email, email));
      if (known) {
        userId = known.id;
        companyId = companyId ?? known.companyId;
      }
    }
    if (userId && !email) {
      // Steps after the password (the code) carry no email: the log shows whose they are.
      const [known] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      email = known?.email ?? null;
    }
    await db.insert(authEvents).values({
      kind: event.kind,
      result: event.result,
      userId,
      companyId,
      email,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    });
  } catch (error) {
    request.log.error({ err: error }, 'auth event not recorded');
  }
}
