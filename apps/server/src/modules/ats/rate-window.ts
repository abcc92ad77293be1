/**
 * The sonar request budget (about 30 per minute per endpoint), shared by every instance on the database: a sliding
 * one-minute window of sent requests per endpoint. Taking a slot locks the endpoint's row, counts the slots of the
 * last minute and adds one only below the limit, all in one transaction (clock_timestamp(): the time after the lock), so two instances never pass it together.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sonarRateEndpoints, sonarRateSlots } from '../../db/schema/index.ts';

export type SlotResult = { ok: true } | { ok: false; waitMs: number };

const WINDOW = sql`interval '60 seconds'`;

export class SonarRateWindow {
  constructor(
    private readonly db: Db,
    private readonly perMinute: number,
  ) {}

  /** A slot for one request to `endpoint` now, or how long until the oldest slot of the window frees one. */
  take(endpoint: string): Promise<SlotResult> {
    return this.db.transaction(async (tx) => {
      await tx.insert(sonarRateEndpoints).values({ endpoint }).onConflictDoNothing();
      await tx
        .select({ endpoint: sonarRateEndpoints.endpoint })
        .from(sonarRateEndpoints)
        .where(eq(sonarRateEndpoints.endpoint, endpoint))
        .for('update');
      // Slots older than the window are of no use any more.
      await tx
        .delete(sonarRateSlots)
        .where(
          and(
            eq(sonarRateSlots.endpoint, endpoint),
            lte(sonarRateSlots.at, sql`clock_timestamp() - ${WINDOW}`),
          ),
        );
      const [window] = await tx
        .select({
          used: sql<number>`count(*)::int`,
          waitMs: sql<
            number | null
          >`ceil(extract(epoch from (min(${sonarRateSlots.at}) + ${WINDOW} - clock_timestamp())) * 1000)::int`,
        })
        .from(sonarRateSlots)
        .where(
          and(
            eq(sonarRateSlots.endpoint, endpoint),
            gt(sonarRateSlots.at, sql`clock_timestamp() - ${WINDOW}`),
          ),
        );
      if ((window?.used ?? 0) >= this.perMinute) {
        return { ok: false as const, waitMs: Math.max(1, Number(window?.waitMs ?? 1000)) };
      }
      await tx.insert(sonarRateSlots).values({ endpoint, at: sql`clock_timestamp()` });
      return { ok: true as const };
    });
  }
}
