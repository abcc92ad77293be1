import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authEvents } from '../../db/schema/index.ts';

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
  | 'ip-denied'
  | 'sso-link'
  | 'sso-sign-in';

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
    await db.insert(authEvents).values({
      kind: event.kind,
      result: event.result,
      userId: event.userId ?? null,
      companyId: event.companyId ?? null,
      email: event.email?.toLowerCase() ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    });
  } catch (error) {
    request.log.error({ err: error }, 'auth event not recorded');
  }
}
