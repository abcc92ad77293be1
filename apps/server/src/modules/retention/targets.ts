/**
 * What the daily retention job does, one entry per table (issue 23 item 4). Each entry names the inventory kind whose
 * rule it enforces (DATA_KINDS[kind].rule in db/personal-data.ts: the clock and the period) and applies it with one
 * set-based statement to the rows whose clock is past the cutoff (`due`). The job runs the entries of one kind in one
 * transaction. A new rule on a new table is one more entry, e.g.
 * `deleteOlder('provision', 'provision_records', provisionRecords, provisionRecords.providedAt)`.
 */
import {
  and,
  eq,
  exists,
  inArray,
  isNotNull,
  lt,
  ne,
  not,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DataKindName } from '../../db/personal-data.ts';
import {
  adminChanges,
  auditLog,
  authEvents,
  companies,
  consentRecords,
  linkDevices,
  messages,
  privacyRequests,
  privacySessions,
  provisionRecords,
  referees,
  smsCodes,
  talents,
} from '../../db/schema/index.ts';
import type { TalentPurge } from '../talents/index.ts';

/** The transaction the job runs a rule in. */
type Tx = Parameters<TalentPurge['purgeIn']>[0];

/** The condition "this clock is past the rule's cutoff" (`companyMonths`: the company's setting, for its rule). */
export type Due = (clock: SQLWrapper, companyMonths?: SQLWrapper) => SQL;

export interface TargetContext {
  tx: Tx;
  due: Due;
  /** The job's clock (for rows that expire on their own date rather than after a period). */
  now: Date;
  purge: TalentPurge;
  /** Work to do once the rule's transaction has committed (deleting stored files' bytes). */
  afterCommit: (work: () => Promise<void>) => void;
}

export interface RetentionTarget {
  /** The inventory kind whose rule this entry enforces. */
  kind: DataKindName;
  /** Other kinds the entry enforces too (a purged check takes its candidate and referees with it). */
  also?: readonly DataKindName[];
  /** The table it changes (logs and docs). */
  table: string;
  /** What it does to a due row (logs and docs). */
  action: 'purge' | 'delete' | 'blank';
  /** One statement (or one set-based purge) over every due row; returns how many rows it changed. */
  apply(ctx: TargetContext): Promise<number>;
}

/** Completed checks whose completion is past `due` (a subquery of talent ids). */
const completedDue = (ctx: TargetContext) =>
  ctx.tx.select({ id: talents.id }).from(talents).where(ctx.due(talents.completedAt));

/** Deletes the rows of `table` whose `clock` is past the kind's cutoff. */
export function deleteOlder(
  kind: DataKindName,
  name: string,
  table: PgTable,
  clock: PgColumn,
): RetentionTarget {
  return {
    kind,
    table: name,
    action: 'delete',
    apply: async ({ tx, due }) =>
      (await tx.delete(table).where(due(clock)).returning({ one: sql`1` })).length,
  };
}

export const RETENTION_TARGETS: readonly RetentionTarget[] = [
  {
    // The whole completed check, as a purged candidate (modules/talents/purge.ts): answers, evaluations,
    // identification images, referees, breakdowns, link tokens, devices, ATS deliveries and the SMS codes.
    kind: 'answers',
    also: ['candidate', 'referee'],
    table: 'talents',
    action: 'purge',
    apply: async ({ tx, due, purge, afterCommit }) => {
      const retention = tx
        .select({ one: sql`1` })
        .from(companies)
        .where(
          and(eq(companies.id, talents.companyId), due(talents.completedAt, companies.answerRetentionMonths)),
        );
      const { purged, recorded } = await purge.purgeIn(
        tx,
        and(isNotNull(talents.completedAt), exists(retention))!,
      );
      afterCommit(() => purge.afterCommit(recorded));
      return purged;
    },
  },
  {
    kind: 'network',
    table: 'talents',
    action: 'blank',
    apply: async ({ tx, due }) =>
      (
        await tx
          .update(talents)
          .set({ ipAddress: null })
          .where(and(isNotNull(talents.ipAddress), due(talents.completedAt)))
          .returning({ one: sql`1` })
      ).length,
  },
  {
    kind: 'network',
    table: 'referees',
    action: 'blank',
    apply: async (ctx) =>
      (
        await ctx.tx
          .update(referees)
          .set({ ipAddress: null, userAgent: null })
          .where(
            and(
              or(isNotNull(referees.ipAddress), isNotNull(referees.userAgent)),
              inArray(referees.talentId, completedDue(ctx)),
            ),
          )
          .returning({ one: sql`1` })
      ).length,
  },
  {
    kind: 'network',
    table: 'link_devices',
    action: 'delete',
    apply: async (ctx) =>
      (
        await ctx.tx
          .delete(linkDevices)
          .where(inArray(linkDevices.talentId, completedDue(ctx)))
          .returning({ one: sql`1` })
      ).length,
  },
  {
    // The row stays (channel, template, language, status, times: delivery statistics and the operator's failure
    // list); what it said and to whom goes. A message still queued is left alone.
    kind: 'messageBody',
    table: 'messages',
    action: 'blank',
    apply: async ({ tx, due }) =>
      (
        await tx
          .update(messages)
          .set({ to: '', subject: '', text: '', html: null, error: null })
          .where(
            and(
              ne(messages.status, 'queued'),
              or(ne(messages.to, ''), ne(messages.text, '')),
              // Sent after it was created: the creation time narrows the scan (messages_created_at_idx).
              due(messages.createdAt),
              due(sql`coalesce(${messages.sentAt}, ${messages.createdAt})`),
            ),
          )
          .returning({ one: sql`1` })
      ).length,
  },
  deleteOlder('messageBody', 'sms_codes', smsCodes, smsCodes.createdAt),
  deleteOlder('audit', 'audit_log', auditLog, auditLog.at),
  deleteOlder('privacyRequest', 'privacy_requests', privacyRequests, privacyRequests.createdAt),
  {
    // Code sessions of the request page end at their expiry (minutes); their contact goes with them.
    kind: 'privacyRequest',
    table: 'privacy_sessions',
    action: 'delete',
    apply: async ({ tx, now }) =>
      (await tx.delete(privacySessions).where(lt(privacySessions.expiresAt, now)).returning({ one: sql`1` }))
        .length,
  },
  deleteOlder('provision', 'provision_records', provisionRecords, provisionRecords.providedAt),
  {
    // A consent is evidence for the provisions that relied on it: kept while such a record of provision is kept.
    kind: 'consent',
    table: 'consent_records',
    action: 'delete',
    apply: async ({ tx, due }) => {
      const relied = tx
        .select({ one: sql`1` })
        .from(provisionRecords)
        .where(eq(provisionRecords.consentRecordId, consentRecords.id));
      return (
        await tx
          .delete(consentRecords)
          .where(and(due(consentRecords.at), not(exists(relied))))
          .returning({ one: sql`1` })
      ).length;
    },
  },
  deleteOlder('audit', 'auth_events', authEvents, authEvents.at),
  deleteOlder('audit', 'admin_changes', adminChanges, adminChanges.at),
];
