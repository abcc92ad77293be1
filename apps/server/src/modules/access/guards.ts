/**
 * The guards every company route runs (registered at the root after auth's session plugin, which reads the
 * session): `requireUser(...roles)` (the role, the company's IP allow-list, the company gate, the login policy; sets
 * `request.user` and `request.companyId`), `mainAccountOnly` and `mayDo(action)`. The IP, company-access and factor
 * decisions are remembered briefly like the session (lib/recent-memo.ts) and forgotten on the same writes.
 */
import type { CompanyAccess, CompanyAction, SignInPath } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { session as sessionTable } from '../../db/schema/index.ts';
import { LINK_FLOW_PATHS } from '../../lib/link-flow-paths.ts';
import { forbidden, unauthorized } from '../../lib/problem.ts';
import { RecentMemo } from '../../lib/recent-memo.ts';
import { authGuard } from '../../lib/route-auth.ts';
import { loadCompanyAccess } from './company-access.ts';
import { companyGate } from './company-gate.ts';
import { factorGate, factorGateState } from './factor-gate.ts';
import { ipAllowedFor } from './ip-rules.ts';
import { assertMainAccount, assertMayDo } from './main-account.ts';

export type Role = 'admin' | 'client';

/** Who is asking: what auth's session plugin reads from the session cookie (`app.readSession`). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  companyId: string | null;
  sessionId: string;
  /** How the session was signed in (issue 34; null before it): the login policy's per-request gate reads it. */
  signInPath?: SignInPath | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`. */
    user: SessionUser;
    /**
     * The caller's company: set by `requireUser` for a company user (and by the public API's key guard); the
     * company id of every company-scoped query comes from here. Reading it on a route without such a guard throws.
     */
    companyId: string;
  }
  interface FastifyInstance {
    /** preHandler: a signed-in user whose role is one of `roles` (any role when empty). */
    requireUser(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
    /** preHandler, after `requireUser('client')`: refuses a sub-account with 403 `mainAccountOnly`. */
    mainAccountOnly: (request: FastifyRequest) => Promise<void>;
    /** preHandler, after `requireUser('client')`: refuses a user whose permission set does not allow `action`. */
    mayDo(action: CompanyAction): (request: FastifyRequest) => Promise<void>;
  }
}

/** How long an accepted session (and an IP decision) is remembered without a write in between. */
export const SESSION_MEMO_MS = 2000;
/** The candidate's, referee's and regain-trust link flows: their writes never change a company user's session. */
const LINK_FLOW_PREFIXES = LINK_FLOW_PATHS.map((path) => `${path}/`);

/**
 * Whether a request may end sessions or change what they may do (sign-out, bans, forced withdrawal, IP rules,
 * removed sub-accounts, the dev clock…): any write but the link flows' (answers, autosaves: the hot path), which
 * touch no company session. What was remembered is forgotten before its response leaves.
 */
export function mayChangeSessions(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  return !LINK_FLOW_PREFIXES.some((prefix) => request.url.startsWith(prefix));
}

/** How instances tell each other to forget remembered sessions (talents/events.ts). */
export interface SessionsBus {
  publishSessionsChanged(): Promise<void>;
  onSessionsChanged(listener: () => void): () => void;
}

const COMPANY = Symbol('refcheck.companyId');
type WithCompany = { [COMPANY]?: string };

export const accessGuards = fp(
  async (app: FastifyInstance, opts: { db: Db; memoMs?: number; events?: SessionsBus }) => {
    const { db } = opts;
    app.decorateRequest('user', null as unknown as SessionUser);
    app.decorateRequest('companyId', {
      getter(this: WithCompany) {
        const id = this[COMPANY];
        if (!id)
          throw new Error("request.companyId read on a route without requireUser('client') or an API key");
        return id;
      },
      setter(this: WithCompany, id: string) {
        this[COMPANY] = id;
      },
    } as unknown as string);
    const ipDecisions = new RecentMemo<boolean>(opts.memoMs ?? SESSION_MEMO_MS);
    const accessDecisions = new RecentMemo<CompanyAccess | 'closed'>(opts.memoMs ?? SESSION_MEMO_MS);
    const factorDecisions = new RecentMemo<'open' | 'enrol'>(opts.memoMs ?? SESSION_MEMO_MS);
    const forget = () => {
      ipDecisions.clear();
      accessDecisions.clear();
      factorDecisions.clear();
    };
    // Forgotten on the writes that forget the sessions (auth's session plugin tells the other instances).
    app.addHook('onSend', async (request) => {
      if (mayChangeSessions(request)) forget();
    });
    opts.events?.onSessionsChanged(forget);

    const ipAllowed = (companyId: string, ip: string) =>
      ipDecisions.remember(`${companyId}|${ip}`, () => ipAllowedFor(db, companyId, ip));

    const companyAccess = (companyId: string) =>
      accessDecisions.remember(companyId, () => loadCompanyAccess(db, companyId, new Date()));

    app.decorate('requireUser', (...roles: Role[]) =>
      authGuard('session', async (request: FastifyRequest) => {
        const user = await app.readSession(request);
        if (!user) throw unauthorized();
        if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
        const companyId = user.role === 'client' ? user.companyId : null;
        if (user.role === 'client' && !companyId) throw forbidden();
        // The company's IP allow-list applies to every request, not only to sign-in (admins are exempt).
        if (companyId && !(await ipAllowed(companyId, request.ip))) {
          throw forbidden('ipNotAllowed');
        }
        // The company gate (company-gate.ts): review, trial/payment and card states decide on the server.
        if (companyId) {
          const access = await companyAccess(companyId);
          if (access === 'closed') {
            // Withdrawn or banned: the session ends here (the lockout normally ended it already).
            await db.delete(sessionTable).where(eq(sessionTable.id, user.sessionId));
            app.forgetSessions();
            forget();
            await opts.events?.publishSessionsChanged();
            throw unauthorized();
          }
          const refusal = companyGate(access, request.routeOptions.url ?? request.url);
          if (refusal) throw refusal;
          // The login policy (factor-gate.ts): a required strong factor is enrolled before anything else.
          const factors = await factorDecisions.remember(`${user.id}|${user.signInPath ?? ''}`, () =>
            factorGateState(db, user, user.signInPath ?? null),
          );
          const enrolFirst = factorGate(factors, request.routeOptions.url ?? request.url);
          if (enrolFirst) throw enrolFirst;
        }
        request.user = user;
        if (companyId) request.companyId = companyId;
      }),
    );

    // The main-account and permission checks, as hooks declared once per route plugin or route.
    app.decorate('mainAccountOnly', async (request: FastifyRequest) =>
      assertMainAccount(db, request.user.id),
    );
    app.decorate(
      'mayDo',
      (action: CompanyAction) => async (request: FastifyRequest) => assertMayDo(db, request.user.id, action),
    );
  },
);
