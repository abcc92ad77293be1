import type { CompanyAccess } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { session as sessionTable } from '../../db/schema/index.ts';
import { LINK_FLOW_PATHS } from '../../lib/link-flow-paths.ts';
import { forbidden, unauthorized } from '../../lib/problem.ts';
import { authGuard } from '../../lib/route-auth.ts';
import { type Auth, REMEMBERED_ABSOLUTE_DAYS, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from './auth.ts';
import { toHeaders } from './bridge.ts';
import { loadCompanyAccess } from './company-access.ts';
import { companyGate } from './company-gate.ts';
import { ipAllowedFor } from './ip-rules.ts';
import { RecentMemo } from './recent-memo.ts';

export type Role = 'admin' | 'client';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  companyId: string | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; the company id of every company-scoped query comes from here. */
    user: SessionUser;
  }
  interface FastifyInstance {
    auth: Auth;
    readSession(request: FastifyRequest): Promise<SessionUser | null>;
    /** preHandler: a signed-in user whose role is one of `roles` (any role when empty). */
    requireUser(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
  }
}

const MINUTE = 60 * 1000;
/** lastSeenAt is written at most once a minute per session. */
const SEEN_PRECISION_MS = MINUTE;
/** How long an accepted session (and an IP decision) is remembered without a write in between. */
export const SESSION_MEMO_MS = 2000;
/** The candidate's, referee's and regain-trust link flows: their writes never change a company user's session. */
const LINK_FLOW_PREFIXES = LINK_FLOW_PATHS.map((path) => `${path}/`);

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

/** Applies the session limits to a session better-auth accepted: ends it when over, else records the activity. */
async function enforceSessionLimits(db: Db, auth: Auth, sessionId: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({
      remember: sessionTable.remember,
      createdAt: sessionTable.createdAt,
      lastSeenAt: sessionTable.lastSeenAt,
    })
    .from(sessionTable)
    .where(eq(sessionTable.id, sessionId));
  if (!row) return false;
  const now = new Date();
  if (sessionLimitExceeded(row, now)) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(token);
    return false;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= SEEN_PRECISION_MS) {
    await db.update(sessionTable).set({ lastSeenAt: now }).where(eq(sessionTable.id, sessionId));
  }
  return true;
}

/** How instances tell each other to forget remembered sessions (talents/events.ts). */
export interface SessionsBus {
  publishSessionsChanged(): Promise<void>;
  onSessionsChanged(listener: () => void): () => void;
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { auth: Auth; memoMs?: number; events?: SessionsBus }) => {
    app.decorate('auth', opts.auth);
    app.decorateRequest('user', null as unknown as SessionUser);
    const sessions = new RecentMemo<SessionUser | null>(opts.memoMs ?? SESSION_MEMO_MS);
    const ipDecisions = new RecentMemo<boolean>(opts.memoMs ?? SESSION_MEMO_MS);
    const accessDecisions = new RecentMemo<CompanyAccess | 'closed'>(opts.memoMs ?? SESSION_MEMO_MS);
    const forget = () => {
      sessions.clear();
      ipDecisions.clear();
      accessDecisions.clear();
    };
    // Any write may end sessions or change what they may do (sign-out, bans, forced withdrawal, IP rules, removed
    // sub-accounts, the dev clock…): forget what was remembered before its response leaves, so the next request
    // reads the database again. The link flows' writes (answers, autosaves: the hot path) touch no company session.
    app.addHook('onSend', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      if (LINK_FLOW_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      forget();
      // The other instances forget theirs too (PostgreSQL NOTIFY; nothing to do on PGlite's single process).
      await opts.events?.publishSessionsChanged();
    });
    opts.events?.onSessionsChanged(forget);

    const lookUpSession = async (request: FastifyRequest): Promise<SessionUser | null> => {
      const result = await opts.auth.api.getSession({ headers: toHeaders(request) });
      if (!result) return null;
      const db = app.services.database.db;
      if (!(await enforceSessionLimits(db, opts.auth, result.session.id, result.session.token))) return null;
      const u = result.user as typeof result.user & { role?: string | null; companyId?: string | null };
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role === 'admin' ? 'admin' : 'client',
        companyId: u.companyId ?? null,
        sessionId: result.session.id,
      } satisfies SessionUser;
    };
    // The same cookie header proves the same session: concurrent requests share one lookup (RecentMemo.remember).
    app.decorate('readSession', (request: FastifyRequest) => {
      const key = request.headers.cookie;
      return key ? sessions.remember(key, () => lookUpSession(request)) : lookUpSession(request);
    });

    const ipAllowed = (companyId: string, ip: string) =>
      ipDecisions.remember(`${companyId}|${ip}`, () => ipAllowedFor(app.services.database.db, companyId, ip));

    const companyAccess = (companyId: string) =>
      accessDecisions.remember(companyId, () =>
        loadCompanyAccess(app.services.database.db, companyId, new Date()),
      );

    app.decorate('requireUser', (...roles: Role[]) =>
      authGuard('session', async (request: FastifyRequest) => {
        const user = await app.readSession(request);
        if (!user) throw unauthorized();
        if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
        if (user.role === 'client' && !user.companyId) throw forbidden();
        // The company's IP allow-list applies to every request, not only to sign-in (admins are exempt).
        if (user.role === 'client' && !(await ipAllowed(user.companyId!, request.ip))) {
          throw forbidden('ipNotAllowed');
        }
        // The company gate (company-gate.ts): review, trial/payment and card states decide on the server.
        if (user.role === 'client') {
          const access = await companyAccess(user.companyId!);
          if (access === 'closed') {
            // Withdrawn or banned: the session ends here (the lockout normally ended it already).
            await app.services.database.db.delete(sessionTable).where(eq(sessionTable.id, user.sessionId));
            forget();
            await opts.events?.publishSessionsChanged();
            throw unauthorized();
          }
          const refusal = companyGate(access, request.routeOptions.url ?? request.url);
          if (refusal) throw refusal;
        }
        request.user = user;
      }),
    );
  },
);

/** The signed-in company user's company (after `requireUser` with a company role). */
export const companyOf = (request: { user: { companyId?: string | null } }) => request.user.companyId!;
