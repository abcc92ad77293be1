/**
 * Append-only check steps (issue 36): one INSERT in the step's own transaction; never updated or deleted (a
 * candidate's purge cascades). The funnel (modules/funnel) reads them.
 */
import type { StepKind } from '@refcheck/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stepEvents } from '../../db/schema/index.ts';

export interface StepFact {
  companyId: string;
  talentId: string;
  /** Null (or absent): the candidate's own step. */
  refereeId?: string | null;
  step: StepKind;
  at: Date;
}

type Inserter = Pick<Db, 'insert'>;

/** Records one or more steps (one statement). */
export async function recordSteps(tx: Inserter, facts: StepFact | readonly StepFact[]): Promise<void> {
  const list = Array.isArray(facts) ? facts : [facts as StepFact];
  if (list.length === 0) return;
  await tx.insert(stepEvents).values(
    list.map((f) => ({
      companyId: f.companyId,
      talentId: f.talentId,
      refereeId: f.refereeId ?? null,
      step: f.step,
      at: f.at,
    })),
  );
}

/**
 * Records `expired` for every invited referee of a check whose deadline passed before `now` without completing,
 * declining or being replaced, once (the periodic reminders job calls it). The same rule as the back-fill.
 */
export async function recordExpiries(
  db: Pick<Db, 'execute'>,
  now: Date,
  /** Only checks whose deadline passed within these days (the periodic job's bound); null: all. */
  withinDays: number | null = 14,
): Promise<void> {
  const since = withinDays === null ? new Date(0) : new Date(now.getTime() - withinDays * 86_400_000);
  await db.execute(sql`
    INSERT INTO step_events (company_id, talent_id, referee_id, step, at)
    SELECT r.company_id, r.talent_id, r.id, 'expired', t.deadline
    FROM referees r JOIN talents t ON t.id = r.talent_id
    WHERE t.deadline < ${now.toISOString()}::timestamptz AND t.deadline > ${since.toISOString()}::timestamptz
      AND r.completed_at IS NULL AND r.declined_at IS NULL AND r.replaced_at IS NULL AND r.send_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM step_events e WHERE e.talent_id = r.talent_id AND e.step = 'expired' AND e.referee_id = r.id)`);
}

/**
 * Derives the steps of existing checks from what the tables hold (the migration 0031's back-fill, scoped to one
 * company): used by the seed (demo checks written directly) and by the test comparing back-fill and live recording.
 */
export async function backfillSteps(db: Pick<Db, 'execute'>, companyId: string, now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO step_events (company_id, talent_id, referee_id, step, at)
    SELECT * FROM (
    SELECT company_id, id AS talent_id, NULL::uuid AS referee_id, 'invited' AS step, invited_at AS at FROM talents WHERE company_id = ${companyId} AND invited_at IS NOT NULL
    UNION ALL SELECT company_id, id, NULL::uuid, 'consented', consented_at FROM talents WHERE company_id = ${companyId} AND consented_at IS NOT NULL
    UNION ALL SELECT company_id, id, NULL::uuid, 'completed', completed_at FROM talents WHERE company_id = ${companyId} AND completed_at IS NOT NULL AND status = 'refereesAnswered'
    UNION ALL SELECT company_id, id, NULL::uuid, 'declined', declined_at FROM talents WHERE company_id = ${companyId} AND declined_at IS NOT NULL
    UNION ALL SELECT company_id, talent_id, id, 'invited', send_at FROM referees WHERE company_id = ${companyId} AND send_at IS NOT NULL
    UNION ALL SELECT company_id, talent_id, id, 'opened', opened_at FROM referees WHERE company_id = ${companyId} AND opened_at IS NOT NULL
    UNION ALL SELECT company_id, talent_id, id, 'consented', consented_at FROM referees WHERE company_id = ${companyId} AND consented_at IS NOT NULL
    UNION ALL SELECT company_id, talent_id, id, 'phoneVerified', phone_verified_at FROM referees WHERE company_id = ${companyId} AND phone_verified_at IS NOT NULL
    UNION ALL SELECT r.company_id, r.talent_id, r.id, 'firstAnswer', min(a.created_at) FROM referees r JOIN answers a ON a.referee_id = r.id WHERE r.company_id = ${companyId} GROUP BY r.company_id, r.talent_id, r.id
    UNION ALL SELECT company_id, talent_id, id, 'completed', completed_at FROM referees WHERE company_id = ${companyId} AND completed_at IS NOT NULL
    UNION ALL SELECT company_id, talent_id, id, 'declined', declined_at FROM referees WHERE company_id = ${companyId} AND declined_at IS NOT NULL
    UNION ALL SELECT company_id, talent_id, id, 'replaced', replaced_at FROM referees WHERE company_id = ${companyId} AND replaced_at IS NOT NULL
    UNION ALL SELECT company_id, talent_id, referee_id, 'reminded', sent_at FROM reminders WHERE company_id = ${companyId} AND status = 'sent' AND sent_at IS NOT NULL
    ) s
    -- A fact already recorded live (the first-answer trigger, a step taken since) is not recorded twice.
    WHERE NOT EXISTS (
      SELECT 1 FROM step_events e
      WHERE e.talent_id = s.talent_id AND e.step = s.step AND e.referee_id IS NOT DISTINCT FROM s.referee_id AND e.at = s.at
    )`);
  await recordExpiries(db, now, null);
}
