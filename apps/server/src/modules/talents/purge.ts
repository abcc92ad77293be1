/**
 * Hard delete of candidates (spec: "A hard delete removes the referees' identification images, auth records,
 * referee documents and the talent"). Deletion is soft first (`deletedAt`, hidden everywhere); a daily durable
 * pg-boss job purges candidates soft-deleted more than TALENT_PURGE_AFTER_DAYS ago, and the company's main
 * account may purge a soft-deleted candidate at once.
 *
 * One transaction deletes the talent row, which cascades to its breakdown, referees, answers,
 * evaluations, link tokens and `files` rows, deletes the referees' SMS codes (keyed by referee id, no foreign key)
 * and its question set when nothing else uses it, and records every stored file's key in `file_deletions`; the bytes are deleted after the commit (see
 * files/deletions.ts for the retries).
 */
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { files, referees, smsCodes, talents } from '../../db/schema/index.ts';
import { type FileDeletions, recordFileDeletions } from '../../platform/files/index.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import { dropUnusedQuestionSets } from '../../platform/questions/index.ts';
import { SMS_PURPOSE } from '../referees/index.ts';

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
    const expired = await this.deps.db
      .select({ id: talents.id, companyId: talents.companyId })
      .from(talents)
      .where(and(isNotNull(talents.deletedAt), lt(talents.deletedAt, cutoff)));
    let purged = 0;
    for (const t of expired) {
      if (await this.purgeTalent(t.companyId, t.id, { deletedBefore: cutoff })) purged++;
    }
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
    const recorded = await this.deps.db.transaction((tx) =>
      hardDeleteTalent(tx, companyId, talentId, { softDeletedOnly: true, ...options }),
    );
    if (recorded === null) return false;
    await this.deps.deletions.afterCommit(recorded);
    return true;
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Hard-deletes one candidate of the company inside the caller's transaction: the talent row (cascading to its
 * breakdown, referees, answers, evaluations, link tokens and `files` rows), the referees' SMS codes and its question
 * set when unused. Returns the recorded file deletions (pass them to `FileDeletions.afterCommit` after the commit),
 * or null when there is no such candidate. `softDeletedOnly` (the purge) leaves live candidates alone; a privacy
 * erasure (modules/privacy-requests) deletes a live one too.
 */
export async function hardDeleteTalent(
  tx: Tx,
  companyId: string,
  talentId: string,
  options: { softDeletedOnly?: boolean; deletedBefore?: Date } = {},
) {
  const conditions = [eq(talents.id, talentId), eq(talents.companyId, companyId)];
  if (options.softDeletedOnly) conditions.push(isNotNull(talents.deletedAt));
  if (options.deletedBefore) conditions.push(lt(talents.deletedAt, options.deletedBefore));
  const [talent] = await tx
    .select({ id: talents.id, questionSetId: talents.questionSetId })
    .from(talents)
    .where(and(...conditions))
    .for('update');
  if (!talent) return null;
  const stored = await tx
    .select({ storageKey: files.storageKey, companyId: files.companyId })
    .from(files)
    .where(eq(files.talentId, talentId));
  const refereeIds = (
    await tx.select({ id: referees.id }).from(referees).where(eq(referees.talentId, talentId))
  ).map((r) => r.id);
  if (refereeIds.length > 0) {
    await tx
      .delete(smsCodes)
      .where(and(eq(smsCodes.purpose, SMS_PURPOSE), inArray(smsCodes.subjectId, refereeIds)));
  }
  const ids = await recordFileDeletions(tx, stored);
  await tx.delete(talents).where(eq(talents.id, talentId));
  // Its questions go too unless another candidate or a template shares the set.
  await dropUnusedQuestionSets(tx, [talent.questionSetId]);
  return ids;
}
