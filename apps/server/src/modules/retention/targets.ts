/**
 * What the daily retention job does, one entry per table (issue 23 item 4). Each entry names the inventory kind whose
 * rule it enforces (DATA_KINDS[kind].rule in db/personal-data.ts: the clock and the period) and applies it with one
 * set-based statement to the rows whose clock is past the cutoff (`due`). The job runs the entries of one kind in one
 * transaction. A new rule on a new table is one more entry, e.g.
 * `deleteOlder('provision', 'provision_records', provisionRecords, provisionRecords.providedAt)`.
 */

import type { RetentionClock } from '@refcheck/domain/privacy/retention';
import { UNFINISHED_NOTICE_DAYS, UNFINISHED_PURGE_DAYS } from '@refcheck/domain/privacy/unfinished-checks';
import {
  and,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DataKindName } from '../../db/personal-data.ts';
import {
  adminChanges,
  auditLog,
  authEvents,
  companies,
  consentRecords,
  invoiceLines,
  invoicePayments,
  invoices,
  linkDevices,
  messages,
  privacyRequests,
  privacySessions,
  provisionRecords,
  receipts,
  referees,
  smsCodes,
  talents,
  unfinishedCheckNotices,
  webhookDeliveries,
  webhookMessages,
} from '../../db/schema/index.ts';
import { recordFileDeletions } from '../../platform/files/index.ts';
import type { TalentPurge } from '../talents/index.ts';

/** How long after its deadline a check's notice counts (the notice moment: the purge's days less the notice's). */
const UNFINISHED_NOTICE_WINDOW = sql.raw(
  `interval '${(UNFINISHED_PURGE_DAYS - UNFINISHED_NOTICE_DAYS) * 24} hours'`,
);

/**
 * The notice is the check's (`talents`) and counts for its current deadline: sent after its notice moment (packages/domain
 * unfinished-checks.ts `noticeCounts`). A condition on `unfinished_check_notices` and `talents`.
 */
export const noticeCountsForDeadline = () =>
  and(
    eq(unfinishedCheckNotices.talentId, talents.id),
    sql`${unfinishedCheckNotices.noticedAt} > ${talents.deadline} + ${UNFINISHED_NOTICE_WINDOW}`,
  )!;

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
  /** Which of the kind's rules: the one running from this clock (default: the kind's first rule). */
  clock?: RetentionClock;
  /** The table it changes (logs and docs). */
  table: string;
  /** What it does to a due row (logs and docs). */
  action: 'purge' | 'delete' | 'blank';
  /** One statement (or one set-based purge) over every due row; returns how many rows it changed. */
  apply(ctx: TargetContext): Promise<number>;
}

/** Completed checks whose completion is past `due` (a condition on `talents`). */
const completedPast = (ctx: TargetContext) => ctx.due(talents.completedAt);

/**
 * Checks never completed whose deadline is past `due` (a condition on `talents`; talents_unfinished_deadline_idx, a
 * partial index on the deadline of the checks without completion, serves it).
 */
const unfinished = (ctx: TargetContext) => and(isNull(talents.completedAt), ctx.due(talents.deadline))!;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The company was told about the check in time: a notice that counts for the check's current deadline (sent after
 * its notice moment, packages/domain unfinished-checks.ts `noticeCounts`), the whole notice period ago.
 */
const noticedInTime = (ctx: TargetContext) =>
  ctx.tx
    .select({ one: sql`1` })
    .from(unfinishedCheckNotices)
    .where(
      and(
        noticeCountsForDeadline(),
        lte(unfinishedCheckNotices.noticedAt, new Date(ctx.now.getTime() - UNFINISHED_NOTICE_DAYS * DAY_MS)),
      ),
    );

/**
 * Webhook events past `due` with no delivery still pending or sending, nor attempted since the cutoff (a redelivery
 * the company just asked for stays in its log): a subquery of message ids (webhook_messages_created_idx, and the
 * deliveries by message through webhook_deliveries_message_endpoint_idx).
 */
const webhookMessagesDue = (ctx: TargetContext) =>
  ctx.tx
    .select({ id: webhookMessages.id })
    .from(webhookMessages)
    .where(
      and(
        ctx.due(webhookMessages.createdAt),
        not(
          exists(
            ctx.tx
              .select({ one: sql`1` })
              .from(webhookDeliveries)
              .where(
                and(
                  eq(webhookDeliveries.messageId, webhookMessages.id),
                  or(
                    inArray(webhookDeliveries.status, ['pending', 'sending']),
                    not(
                      ctx.due(
                        sql`coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt})`,
                      ),
                    ),
                  ),
                ),
              ),
          ),
        ),
      ),
    );

/** Deletes the rows of `table` that `where` selects (one statement); `rule` picks the kind's rule by its clock. */
function deleteWhere(
  kind: DataKindName,
  name: string,
  table: PgTable,
  where: (ctx: TargetContext) => SQL | undefined,
  rule: Pick<RetentionTarget, 'clock'> = {},
): RetentionTarget {
  return {
    kind,
    ...rule,
    table: name,
    action: 'delete',
    apply: async (ctx) => (await ctx.tx.delete(table).where(where(ctx)).returning({ one: sql`1` })).length,
  };
}

/**
 * Blanks the columns `values` names in the rows of `table` that `where` selects (one statement; the rows stay);
 * `target` names the kind, the rule's clock when not the kind's first, and the table.
 */
function blankWhere<T extends PgTable>(
  target: Pick<RetentionTarget, 'kind' | 'clock' | 'table'>,
  table: T,
  values: PgUpdateSetSource<T>,
  where: (ctx: TargetContext) => SQL | undefined,
): RetentionTarget {
  const statement = (ctx: TargetContext) => ctx.tx.update(table).set(values).where(where(ctx));
  return {
    ...target,
    action: 'blank',
    apply: async (ctx) => (await statement(ctx).returning({ one: sql`1` })).length,
  };
}

/** Deletes the rows of `table` whose `clock` is past the kind's cutoff. */
export function deleteOlder(
  kind: DataKindName,
  name: string,
  table: PgTable,
  clock: PgColumn,
): RetentionTarget {
  return deleteWhere(kind, name, table, ({ due }) => due(clock));
}

/**
 * The network data (IPs, user agents, device hashes) of the checks `checks` selects: blanked on the candidate and on
 * the referees, the link devices deleted. `rule` picks the network kind's rule by its clock.
 */
function networkTargets(
  checks: (ctx: TargetContext) => SQL,
  rule: Pick<RetentionTarget, 'clock'> = {},
): RetentionTarget[] {
  const checkIds = (ctx: TargetContext) => ctx.tx.select({ id: talents.id }).from(talents).where(checks(ctx));
  return [
    blankWhere({ kind: 'network', ...rule, table: 'talents' }, talents, { ipAddress: null }, (ctx) =>
      and(isNotNull(talents.ipAddress), checks(ctx)),
    ),
    blankWhere(
      { kind: 'network', ...rule, table: 'referees' },
      referees,
      { ipAddress: null, userAgent: null },
      (ctx) =>
        and(
          or(isNotNull(referees.ipAddress), isNotNull(referees.userAgent)),
          inArray(referees.talentId, checkIds(ctx)),
        ),
    ),
    deleteWhere(
      'network',
      'link_devices',
      linkDevices,
      (ctx) => inArray(linkDevices.talentId, checkIds(ctx)),
      rule,
    ),
  ];
}

/**
 * Invoices 7 years after issue (電子帳簿保存法), with their lines, payments, receipts and PDFs. The immutability
 * triggers (migration 0030) let only this statement through (`refcheck.document_retention`, and issued_at 7 years
 * back). A correction and its original go together once both are due (a correction names the original).
 */
const invoiceRetention: RetentionTarget = {
  kind: 'invoiceRecords',
  table: 'invoices',
  action: 'delete',
  apply: async ({ tx, due, afterCommit, purge }) => {
    await tx.execute(sql`select set_config('refcheck.document_retention', 'on', true)`);
    const dueIds = tx.select({ id: invoices.id }).from(invoices).where(due(invoices.issuedAt));
    const gone = await tx
      .delete(receipts)
      .where(inArray(receipts.invoiceId, dueIds))
      .returning({ key: receipts.pdfKey });
    await tx.delete(invoicePayments).where(inArray(invoicePayments.invoiceId, dueIds));
    await tx.delete(invoiceLines).where(inArray(invoiceLines.invoiceId, dueIds));
    const deleted = await tx
      .delete(invoices)
      .where(due(invoices.issuedAt))
      .returning({ key: invoices.pdfKey });
    const recorded = await recordFileDeletions(
      tx,
      [...gone, ...deleted].map((r) => ({ storageKey: r.key, companyId: null })),
    );
    await tx.execute(sql`select set_config('refcheck.document_retention', '', true)`);
    afterCommit(() => purge.afterCommit(recorded));
    return deleted.length;
  },
};

export const RETENTION_TARGETS: readonly RetentionTarget[] = [
  invoiceRetention,
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
  ...networkTargets(completedPast),
  // The row stays (channel, template, language, status, times: delivery statistics and the operator's failure
  // list); what it said and to whom goes. A message still queued is left alone.
  blankWhere(
    { kind: 'messageBody', table: 'messages' },
    messages,
    { to: '', subject: '', text: '', html: null, error: null },
    ({ due }) =>
      and(
        ne(messages.status, 'queued'),
        or(ne(messages.to, ''), ne(messages.text, '')),
        // Sent after it was created: the creation time narrows the scan (messages_created_at_idx).
        due(messages.createdAt),
        due(sql`coalesce(${messages.sentAt}, ${messages.createdAt})`),
      ),
  ),
  deleteOlder('messageBody', 'sms_codes', smsCodes, smsCodes.createdAt),
  deleteOlder('audit', 'audit_log', auditLog, auditLog.at),
  deleteOlder('privacyRequest', 'privacy_requests', privacyRequests, privacyRequests.createdAt),
  // Code sessions of the request page end at their expiry (minutes); their contact goes with them.
  deleteWhere('privacyRequest', 'privacy_sessions', privacySessions, ({ now }) =>
    lt(privacySessions.expiresAt, now),
  ),
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
  {
    // A check never completed, 180 days after its deadline, once its company was told (modules/retention
    // unfinished.ts): purged whole as a completed one is, the answers of the referees who did answer included.
    kind: 'answers',
    also: ['candidate', 'referee'],
    clock: 'deadline',
    table: 'talents',
    action: 'purge',
    apply: async (ctx) => {
      const { purged, recorded } = await ctx.purge.purgeIn(
        ctx.tx,
        and(unfinished(ctx), exists(noticedInTime(ctx)))!,
      );
      ctx.afterCommit(() => ctx.purge.afterCommit(recorded));
      return purged;
    },
  },
  // The network data of a check never completed, 90 days after its deadline.
  ...networkTargets(unfinished, { clock: 'deadline' }),
  // Webhook events and their deliveries, 90 days after the event (a pending or recent delivery keeps its event).
  deleteWhere('webhookLog', 'webhook_deliveries', webhookDeliveries, (ctx) =>
    inArray(webhookDeliveries.messageId, webhookMessagesDue(ctx)),
  ),
  deleteWhere('webhookLog', 'webhook_messages', webhookMessages, (ctx) =>
    inArray(webhookMessages.id, webhookMessagesDue(ctx)),
  ),
];
