/**
 * Where a person is signed in (issue 34 item 4). better-auth's own endpoints do the work — `GET
 * /api/auth/list-sessions`, `POST /api/auth/revoke-session`, `POST /api/auth/revoke-other-sessions` — and pass
 * through login-flow.ts, which uses this file: the list drops sessions past Refcheck's idle and absolute limits,
 * marks the current one and never carries a token (the browser names a session by its id; `revokeTarget` finds the
 * token of that id among the caller's own sessions). The main account ends a sub-account's sessions and an operator
 * a company's here too, audited. Every write is a POST, so the session memo (session.ts) forgets at once.
 */
import type { DeviceSession } from '@refcheck/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, companies, session as sessionTable, subAccounts, user } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import { sessionLimitExceeded } from './session.ts';

export interface Actor {
  userId: string;
  companyId: string | null;
  ip: string;
}

export class DeviceSessionService {
  constructor(private readonly db: Db) {}

  /** The user's live sessions, the current first, then the most recently active. */
  async list(userId: string, currentSessionId: string | null, now = new Date()): Promise<DeviceSession[]> {
    const rows = await this.db
      .select({
        id: sessionTable.id,
        createdAt: sessionTable.createdAt,
        lastSeenAt: sessionTable.lastSeenAt,
        remember: sessionTable.remember,
        expiresAt: sessionTable.expiresAt,
        ipAddress: sessionTable.ipAddress,
        userAgent: sessionTable.userAgent,
      })
      .from(sessionTable)
      .where(eq(sessionTable.userId, userId));
    return rows
      .filter((r) => r.expiresAt > now && !sessionLimitExceeded(r, now))
      .map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        lastActiveAt: r.lastSeenAt,
        ipAddress: r.ipAddress,
        userAgent: r.userAgent,
        current: r.id === currentSessionId,
      }))
      .sort(
        (a, b) =>
          Number(b.current) - Number(a.current) || b.lastActiveAt.getTime() - a.lastActiveAt.getTime(),
      );
  }

  /** The token of one of the user's own sessions (404 for anyone else's or an unknown id). */
  async revokeTarget(userId: string, sessionId: string): Promise<string> {
    const [row] = await this.db
      .select({ token: sessionTable.token })
      .from(sessionTable)
      .where(and(eq(sessionTable.id, sessionId), eq(sessionTable.userId, userId)));
    if (!row) throw notFound();
    return row.token;
  }

  /** The main account ends every session of one of its company's sub-accounts (404 for another company's). */
  async endSubAccountSessions(actor: Actor & { companyId: string }, subAccountId: string): Promise<number> {
    const [sub] = await this.db
      .select({ userId: subAccounts.userId })
      .from(subAccounts)
      .where(and(eq(subAccounts.id, subAccountId), eq(subAccounts.companyId, actor.companyId)));
    if (!sub) throw notFound();
    if (!sub.userId) return 0;
    const userId = sub.userId;
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .delete(sessionTable)
        .where(eq(sessionTable.userId, userId))
        .returning({ id: sessionTable.id });
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        companyId: actor.companyId,
        action: 'sessions-end-sub-account',
        target: `subAccount=${subAccountId} sessions=${ended.length}`,
        ip: actor.ip,
      });
      return ended.length;
    });
  }

  /** An operator ends every session of a client company's users (404 for an unknown or operator company). */
  async endCompanySessions(actor: Actor, companyId: string): Promise<number> {
    const [company] = await this.db
      .select({ isOperator: companies.isOperator })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company || company.isOperator) throw notFound();
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .delete(sessionTable)
        .where(
          inArray(
            sessionTable.userId,
            tx.select({ id: user.id }).from(user).where(eq(user.companyId, companyId)),
          ),
        )
        .returning({ id: sessionTable.id });
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        companyId,
        action: 'sessions-end-company',
        target: `company=${companyId} sessions=${ended.length}`,
        ip: actor.ip,
      });
      return ended.length;
    });
  }
}
