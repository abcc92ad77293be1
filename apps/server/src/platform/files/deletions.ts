/**
 * Deleting stored files without leaving rows that point at deleted bytes, nor bytes nobody knows about.
 *
 * Order: the caller deletes the `files` rows and records their keys in `file_deletions` in ONE transaction; after
 * it commits, the bytes are deleted from storage and each confirmed key's record is removed. A storage failure
 * leaves the record (attempts, last error, logged) and a durable pg-boss job retries it with backoff; the daily
 * purge job sweeps whatever is still recorded. So the database never lists a file that is gone, and a file whose
 * deletion failed is always listed in `file_deletions` until it is gone.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { fileDeletions } from '../../db/schema/index.ts';
import type { Jobs } from '../jobs/index.ts';
import type { FileStorage } from './storage.ts';

export const FILE_DELETION_QUEUE = 'file-deletion';

/** Inside the caller's transaction: records stored files to delete once it commits; returns the record ids. */
export async function recordFileDeletions(
  tx: Db | Tx,
  rows: { storageKey: string; companyId: string | null }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(fileDeletions).values(rows).returning({ id: fileDeletions.id });
  return inserted.map((r) => r.id);
}

export class FileDeletions {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly jobs: Jobs,
    private readonly log: FastifyBaseLogger,
    private readonly retryDelaySeconds: number,
  ) {}

  async start(pollingIntervalSeconds: number) {
    await this.jobs.createQueue(FILE_DELETION_QUEUE);
    await this.jobs.work(FILE_DELETION_QUEUE, { pollingIntervalSeconds }, async () => {
      const { failed } = await this.run();
      // Failing the job makes pg-boss retry it with backoff; the records stay until storage confirms.
      if (failed > 0) throw new Error(`${failed} stored file(s) could not be deleted yet`);
    });
  }

  /**
   * Deletes recorded files from storage (the given records, or every pending one, oldest first) and removes the
   * records of those confirmed; a failure is logged and kept on its record with the attempt count.
   */
  async run(ids?: string[], limit = 500): Promise<{ deleted: number; failed: number }> {
    if (ids && ids.length === 0) return { deleted: 0, failed: 0 };
    const pending = await this.db
      .select()
      .from(fileDeletions)
      .where(ids ? inArray(fileDeletions.id, ids) : undefined)
      .orderBy(asc(fileDeletions.createdAt))
      .limit(limit);
    let deleted = 0;
    let failed = 0;
    for (const row of pending) {
      try {
        await this.storage.delete(row.storageKey);
        await this.db.delete(fileDeletions).where(eq(fileDeletions.id, row.id));
        deleted++;
      } catch (err) {
        failed++;
        this.log.error(
          { err, storageKey: row.storageKey, attempts: row.attempts + 1 },
          'stored file not deleted; will retry',
        );
        await this.db
          .update(fileDeletions)
          .set({
            attempts: sql`${fileDeletions.attempts} + 1`,
            lastError: String((err as Error).message ?? err).slice(0, 1000),
            lastAttemptAt: new Date(),
          })
          .where(eq(fileDeletions.id, row.id));
      }
    }
    return { deleted, failed };
  }

  /** After the recording transaction committed: delete now, and leave a retrying job for what failed. */
  async afterCommit(ids: string[]) {
    const result = await this.run(ids);
    if (result.failed > 0) await this.queueRetry();
    return result;
  }

  /** A durable retrying job for the pending deletions (a duplicate is harmless: deleting twice is fine). */
  async queueRetry() {
    await this.jobs.send(
      FILE_DELETION_QUEUE,
      {},
      {
        retryLimit: 8,
        retryDelay: this.retryDelaySeconds,
        retryBackoff: true,
        startAfter: this.retryDelaySeconds,
      },
    );
  }
}
