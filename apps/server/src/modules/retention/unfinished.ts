/**
 * The notice before a check that never completed is purged (issue 38 item 5; the rule in packages/domain/src/privacy/
 * unfinished-checks.ts): once a check is in the notice period (14 days before the purge, 166 days after its deadline)
 * and no notice counts for its deadline yet, its company's main account gets one mail listing such checks, and each
 * check gets its `unfinished_check_notices` row in the same transaction as the mail's outbox record. The purge (a
 * target in targets.ts) waits for that row and the full notice period after it. Run by the retention job before its
 * rules; a second run the same day finds nothing to tell.
 */

import { formatDeadline } from '@refcheck/domain';
import {
  UNFINISHED_NOTICE_DAYS,
  UNFINISHED_PURGE_DAYS,
  unfinishedPurgeDate,
} from '@refcheck/domain/privacy/unfinished-checks';
import { and, eq, exists, inArray, isNull, lt, max, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, talents, unfinishedCheckNotices } from '../../db/schema/index.ts';
import { accountLanguage } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { noticeCountsForDeadline } from './targets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Names listed in one mail (the count says how many more). */
const NAMES_LISTED = 20;

export interface UnfinishedNoticeDeps {
  db: Db;
  outbox: Outbox;
  publicUrl: string;
}

export class UnfinishedCheckNotices {
  constructor(private readonly deps: UnfinishedNoticeDeps) {}

  /**
   * Checks never completed, not deleted, in the notice period at `now`, without a notice that counts for their
   * deadline (talents_unfinished_deadline_idx; the notice by its primary key).
   */
  private due(now: Date): SQL {
    const counted = this.deps.db
      .select({ one: sql`1` })
      .from(unfinishedCheckNotices)
      .where(noticeCountsForDeadline());
    const from = new Date(now.getTime() - (UNFINISHED_PURGE_DAYS - UNFINISHED_NOTICE_DAYS) * DAY_MS);
    return and(
      isNull(talents.completedAt),
      lt(talents.deadline, from),
      isNull(talents.deletedAt),
      not(exists(counted)),
    )!;
  }

  /** Tells every company with checks due for a notice at `now`: one mail per company. */
  async notify(now: Date): Promise<{ companies: number; checks: number }> {
    const { db } = this.deps;
    const groups = await db
      .select({
        companyId: talents.companyId,
        count: sql<number>`count(*)::int`,
        latest: max(talents.deadline),
        names: sql<
          string[]
        >`(array_agg(${talents.name} order by ${talents.deadline}, ${talents.id}))[1:${sql.raw(String(NAMES_LISTED))}]`,
      })
      .from(talents)
      .where(this.due(now))
      .groupBy(talents.companyId);
    let checks = 0;
    let told = 0;
    for (const group of groups) {
      const noticed = await this.notifyCompany(group, now);
      checks += noticed;
      if (noticed > 0) told++;
    }
    return { companies: told, checks };
  }

  /** One company's notice: the mail and the checks' rows in one transaction. Returns how many checks it noticed. */
  private async notifyCompany(
    group: { companyId: string; count: number; latest: Date | null; names: string[] },
    now: Date,
  ) {
    const { db, outbox } = this.deps;
    const [company] = await db
      .select({
        email: companies.email,
        name: companies.name,
        displayName: companies.displayName,
        staffName: companies.staffName,
        deletedAt: companies.deletedAt,
      })
      .from(companies)
      .where(eq(companies.id, group.companyId));
    if (!company) return 0;
    // Every check in the notice period is purged at the same run: the notice period after this notice.
    const purgeAt = unfinishedPurgeDate(group.latest ?? now, now);
    // A withdrawn company has nobody to tell: its checks are noticed without a mail.
    const mail = company.deletedAt
      ? null
      : await (async () => {
          const language = await accountLanguage(db, company.email);
          return outbox.prepareMail('companyUnfinishedChecksPurge', {
            to: company.email,
            language,
            companyId: group.companyId,
            data: {
              companyName: company.displayName || company.name,
              staffName: company.staffName,
              count: group.count,
              names: group.names,
              purgeOn: formatDeadline(purgeAt, language),
              listUrl: `${this.deps.publicUrl}/company`,
            },
          });
        })();
    const { count, messageId } = await db.transaction(async (tx) => {
      const ids = tx
        .select({ id: talents.id })
        .from(talents)
        .where(and(eq(talents.companyId, group.companyId), this.due(now)));
      const rows = await tx
        .insert(unfinishedCheckNotices)
        .select(
          tx
            .select({
              talentId: talents.id,
              companyId: talents.companyId,
              noticedAt: sql`${now.toISOString()}::timestamptz`.as('noticed_at'),
              messageId: sql`null::uuid`.as('message_id'),
            })
            .from(talents)
            .where(inArray(talents.id, ids)),
        )
        .onConflictDoUpdate({
          target: unfinishedCheckNotices.talentId,
          set: { noticedAt: sql`excluded.noticed_at`, messageId: null },
        })
        .returning({ talentId: unfinishedCheckNotices.talentId });
      if (rows.length === 0 || !mail) return { count: rows.length, messageId: null };
      const id = await outbox.record(mail, tx);
      await tx
        .update(unfinishedCheckNotices)
        .set({ messageId: id })
        .where(
          and(
            eq(unfinishedCheckNotices.companyId, group.companyId),
            eq(unfinishedCheckNotices.noticedAt, now),
          ),
        );
      return { count: rows.length, messageId: id };
    });
    if (messageId) await outbox.queue(messageId);
    return count;
  }
}
