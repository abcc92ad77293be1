import type { SignInPath } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { session as sessionTable } from '../../db/schema/index.ts';
import { RecentMemo } from '../../lib/recent-memo.ts';
import {
  mayChangeSessions,
  SESSION_MEMO_MS,
  type SessionsBus,
  type SessionUser,
  signInPathOf,
} from '../access/index.ts';
import { type Auth, REMEMBERED_ABSOLUTE_DAYS, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from './auth.ts';
import { toHeaders } from './bridge.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    readSession(request: FastifyRequest): Promise<SessionUser | null>;
    /** Forgets every remembered session of this instance (access's guards, when a closed company's session ends). */
    forgetSessions(): void;
  }
}

const MINUTE = 60 * 1000;
/** lastSeenAt is written at most once a minute per session. */
const SEEN_PRECISION_MS = MINUTE;

/** Whether a session is past its idle or absolute limit (decisions.md: 30 idle minutes, 12 h; remembered 30 days). */
export function sessionLimitExceeded(
  row: { remember: boolean; createdAt: Date; lastSeenAt: Date },
  now = new Date(),
): boolean {
  const age = now.getTime() - row.createdAt.getTime();
  if (row.remember) return age > REMEMBERED_ABSOLUTE_DAYS * 24 * 60 * MINUTE;
  return (
    age > SESSION_ABSOLUTE_HOURS * 60 * MINUTE ||
    now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MINUTES * MINUTE
  );
}

/**
 * Applies the session limits to a session better-auth accepted: ends it when over (null), else records the activity
 * and answers how it was signed in.
 */
async function enforceSessionLimits(
  db: Db,
  auth: Auth,
  sessionId: string,
  token: string,
): Promise<{ signInPath: SignInPath | null } | null> {
  const [row] = await db
    .select({
      remember: sessionTable.remember,
      createdAt: sessionTable.createdAt,
      lastSeenAt: sessionTable.lastSeenAt,
      signInPath: sessionTable.signInPath,
    })
    .from(sessionTable)
    .where(eq(sessionTable.id, sessionId));
  if (!row) return null;
  const now = new Date();
  if (sessionLimitExceeded(row, now)) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(token);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= SEEN_PRECISION_MS) {
    await db.update(sessionTable).set({ lastSeenAt: now }).where(eq(sessionTable.id, sessionId));
  }
  return { signInPath: signInPathOf(row.signInPath) };
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { auth: Auth; db: Db; memoMs?: number; events?: SessionsBus }) => {
    const { db } = opts;
    app.decorate('auth', opts.auth);
    const sessions = new RecentMemo<SessionUser | null>(opts.memoMs ?? SESSION_MEMO_MS);
    const forget = () => sessions.clear();
    app.decorate('forgetSessions', forget);
    // Any write may end sessions or change what they may do (access/guards.ts mayChangeSessions): forget what was
    // remembered before its response leaves, so the next request reads the database again.
    app.addHook('onSend', async (request) => {
      if (!mayChangeSessions(request)) return;
      forget();
      // The other instances forget theirs too (PostgreSQL NOTIFY; nothing to do on PGlite's single process).
      await opts.events?.publishSessionsChanged();
    });
    opts.events?.onSessionsChanged(forget);

    const lookUpSession = async (request: FastifyRequest): Promise<SessionUser | null> => {
      const result = await opts.auth.api.getSession({ headers: toHeaders(request) });
      if (!result) return null;
      const live = await enforceSessionLimits(db, opts.auth, result.session.id, result.session.token);
      if (!live) return null;
      const u = result.user as typeof result.user & { role?: string | null; companyId?: string | null };
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role === 'admin' ? 'admin' : 'client',
        companyId: u.companyId ?? null,
        sessionId: result.session.id,
        signInPath: live.signInPath,
      } satisfies SessionUser;
    };
    // The same cookie header proves the same session: concurrent requests share one lookup (RecentMemo.remember).
    app.decorate('readSession', (request: FastifyRequest) => {
      const key = request.headers.cookie;
      return key ? sessions.remember(key, () => lookUpSession(request)) : lookUpSession(request);
    });
  },
);
