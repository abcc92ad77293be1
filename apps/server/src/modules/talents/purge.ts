/**
 * Hard delete of candidates (spec: "A hard delete removes the referees' identification images, auth records,
 * referee documents and the talent"). Deletion is soft first (`deletedAt`, hidden everywhere); a daily durable
 * pg-boss job purges candidates soft-deleted more than TALENT_PURGE_AFTER_DAYS ago, and the company's main
 * account may purge a soft-deleted candidate at once.
 *
 * One transaction (set-based, `purgeWhere`) deletes the talent row, which cascades to its breakdown, referees, answers,
 * evaluations, link tokens and `files` rows, deletes the referees' SMS codes (keyed by referee id, no foreign key)
 * and its question set when nothing else uses it, and records every stored file's key in `file_deletions`; the bytes are deleted after the commit (see
 * files/deletions.ts for the retries).
 */
import { and, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { files, referees, smsCodes, talents } from '../../db/schema/index.ts';
import { type FileDeletions, recordFileDeletions } from '../../platform/files/index.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import { dropUnusedQuestionSets } from '../../platform/questions/index.ts';
import { SMS_PURPOSE } from '../referees/index.ts';
import type { Tx } from './read-model.ts';

export const TALENT_PURGE_QUEUE = 'talent-purge';
/** Every day at 03:30 in Tokyo (pg-boss cron: one run across all server instances). */
export const TALENT_PURGE_CRON = '30 3 * * *';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TalentPurgeDeps {
  db: Db;
  jobs: Jobs;
  deletions: FileDeletions;
  log: FastifyBaseLogger;
  retentionDays: number;
}

export class TalentPurge {
  constructor(private readonly deps: TalentPurgeDeps) {}

  async start(pollingIntervalSeconds: number) {
    const { jobs } = this.deps;
    await jobs.createQueue(TALENT_PURGE_QUEUE);
    await jobs.work(TALENT_PURGE_QUEUE, { pollingIntervalSeconds }, async () => {
      const result = await this.purgeExpired(new Date());
      if (result.purged > 0) this.deps.log.info(result, 'soft-deleted candidates purged');
    });
    await jobs.schedule(TALENT_PURGE_QUEUE, TALENT_PURGE_CRON, {}, { tz: 'Asia/Tokyo', retryLimit: 3 });
  }

  /** Purges every candidate soft-deleted more than the retention before `now`, then retries pending file deletions. */
  async purgeExpired(now: Date) {
    const cutoff = new Date(now.getTime() - this.deps.retentionDays * DAY_MS);
    const purged = await this.purgeWhere(and(isNotNull(talents.deletedAt), lt(talents.deletedAt, cutoff))!);
    // Deletions left over by earlier failures are swept daily too, whatever became of their retry job.
    const swept = await this.deps.deletions.run();
    if (swept.failed > 0) await this.deps.deletions.queueRetry();
    return { purged, filesPending: swept.failed };
  }

  /**
   * Hard-deletes one soft-deleted candidate of the company (optionally only one soft-deleted before a time).
   * False when there is no such candidate (live, another company's, already purged).
   */
  async purgeTalent(companyId: string, talentId: string, options: { deletedBefore?: Date } = {}) {
    const conditions = [
      eq(talents.id, talentId),
      ofCompany(talents, companyId),
      isNotNull(talents.deletedAt),
    ];
    if (options.deletedBefore) conditions.push(lt(talents.deletedAt, options.deletedBefore));
    return (await this.purgeWhere(and(...conditions)!)) === 1;
  }

  /**
   * Hard-deletes every candidate matching `where` (a condition on `talents`, which may join other tables through
   * subqueries) in one transaction, set-based: a few statements per 1,000 candidates, never one per row. The stored
   * files' bytes are deleted after the commit. Returns how many candidates were purged. The retention job
   * (modules/retention) purges completed checks past the company's retention through it.
   */
  async purgeWhere(where: SQL) {
    const result = await this.deps.db.transaction((tx) => this.purgeIn(tx, where));
    await this.afterCommit(result.recorded);
    return result.purged;
  }

  /**
   * `purgeWhere` inside the caller's transaction: returns how many candidates it purged and the file deletions the
   * caller must pass to `afterCommit` once its transaction has committed.
   */
  async purgeIn(tx: Tx, where: SQL) {
    const due = await tx
      .select({ id: talents.id, questionSetId: talents.questionSetId })
      .from(talents)
      .where(where)
      .for('update');
    const recorded: string[] = [];
    for (let i = 0; i < due.length; i += PURGE_CHUNK) {
      recorded.push(...(await purgeRows(tx, due.slice(i, i + PURGE_CHUNK))));
    }
    return { purged: due.length, recorded };
  }

  /** Deletes the stored files' bytes of a committed purge (failures are kept and retried). */
  async afterCommit(recorded: string[]) {
    if (recorded.length > 0) await this.deps.deletions.afterCommit(recorded);
  }
}

/** Candidates purged per round of statements (keeps each statement's parameters well under PostgreSQL's limit). */
const PURGE_CHUNK = 1000;

/**
 * Deletes the candidates' rows (the talent row cascades to its breakdown, referees, answers, evaluations, link tokens
 * and `files` rows), the referees' SMS codes and the question sets nothing else uses; records every stored file's
 * key in `file_deletions` and returns those records' ids for the deletion after the commit.
 */
async function purgeRows(tx: Tx, rows: { id: string; questionSetId: string }[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const stored = await tx
    .select({ storageKey: files.storageKey, companyId: files.companyId })
    .from(files)
    .where(inArray(files.talentId, ids));
  const refereeIds = tx
    .select({ id: sql<string>`${referees.id}::text` })
    .from(referees)
    .where(inArray(referees.talentId, ids));
  await tx
    .delete(smsCodes)
    .where(and(eq(smsCodes.purpose, SMS_PURPOSE), inArray(smsCodes.subjectId, refereeIds)));
  const recorded = await recordFileDeletions(tx, stored);
  await tx.delete(talents).where(inArray(talents.id, ids));
  // Their questions go too unless another candidate or a template shares the set.
  await dropUnusedQuestionSets(
    tx,
    rows.map((r) => r.questionSetId),
  );
  return recorded;
}

/**
 * Hard-deletes one candidate of the company, live or not, inside the caller's transaction (a privacy erasure,
 * modules/privacy-requests): what `purgeIn` does to each candidate. Returns the recorded file deletions (pass them to
 * `FileDeletions.afterCommit` after the commit), or null when the company has no such candidate.
 */
export async function hardDeleteTalent(tx: Tx, companyId: string, talentId: string) {
  const rows = await tx
    .select({ id: talents.id, questionSetId: talents.questionSetId })
    .from(talents)
    .where(and(eq(talents.id, talentId), ofCompany(talents, companyId)))
    .for('update');
  if (rows.length === 0) return null;
  return purgeRows(tx, rows);
}
