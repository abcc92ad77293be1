/**
 * The funnel (issue 36): the checks created in a date range (a company's, or every company's for the operator),
 * read from the roll-ups of the append-only step events (funnel_checks, funnel_counts: kept by a trigger); the
 * arithmetic is the domain's.
 */
import {
  type CompanyFunnel,
  completionFromTotals,
  type FunnelQuery,
  funnelSteps,
  isStalled,
  REFEREE_FUNNEL_STEPS,
  type RefereeFunnelStep,
  STALLED_DEADLINE_WITHIN_DAYS,
} from '@refcheck/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The range's step counts and checks of one company (`company_id` null: every company of the cohort together), and
 * the totals of the domain's completion summary counted in SQL (a few numbers, whatever the size).
 */
interface GroupRow {
  company_id: string | null;
  checks: number;
  /** Of the invited checks: timed, completed, completed by the deadline, decided (see `CompletionTotals`). */
  timed: number;
  done: number;
  on_time: number;
  decided: number;
  /** Of the completed checks' times to complete in whole ms: the median and the nearest-rank 90th percentile. */
  median_ms: number | string | null;
  p90_ms: number | string | null;
  reminded: number;
  declined: number;
  replaced: number;
  expired: number;
  invited: number;
  opened: number;
  consented: number;
  phone_verified: number;
  first_answer: number;
  completed: number;
}

/** An open check whose deadline is near: a candidate for the stalled list (the domain's rule decides). */
interface NearRow {
  talent_id: string;
  name: string;
  deadline: Date | string;
  created_at: Date | string;
  last_at: Date | string | null;
  invited: number;
  completed: number;
  declined: number;
  replaced: number;
}

const STEP_COLUMNS: Record<RefereeFunnelStep, keyof GroupRow> = {
  invited: 'invited',
  opened: 'opened',
  consented: 'consented',
  phoneVerified: 'phone_verified',
  firstAnswer: 'first_answer',
  completed: 'completed',
};
const COUNT_COLUMNS = [
  'reminded',
  'declined',
  'replaced',
  'expired',
  'invited',
  'opened',
  'consented',
  'phone_verified',
  'first_answer',
  'completed',
] as const;

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const STALLED_LIMIT = 50;
const DAY = 86_400_000;

/** The range's end day is included: [from 00:00, to + 1 day 00:00) in Tokyo. */
function bounds(q: FunnelQuery) {
  const from = new Date(`${q.from}T00:00:00+09:00`);
  const to = new Date(new Date(`${q.to}T00:00:00+09:00`).getTime() + 86_400_000);
  return { from, to };
}

/**
 * Reads the roll-ups the step_events trigger keeps (migration 0033: funnel_checks one row per check, funnel_counts
 * one per check and relationship), summed in SQL so that only a few rows cross to the application: per company, the
 * step counts, the number of checks and three aligned arrays of the invited checks' times; the stalled list reads
 * only the open checks whose deadline is near. The relationship filter narrows the referee counts; a check's newest
 * step is the whole check's.
 */
export class FunnelService {
  constructor(private readonly db: Db) {}

  private cohort(companyId: string | null, q: FunnelQuery) {
    const { from, to } = bounds(q);
    return sql`
      SELECT t.id, t.company_id, t.name, t.deadline, t.created_at FROM talents t
      WHERE ${companyId ? sql`t.company_id = ${companyId} AND` : sql``} t.deleted_at IS NULL
        AND t.created_at >= ${from.toISOString()}::timestamptz AND t.created_at < ${to.toISOString()}::timestamptz
        ${q.recruiter ? sql`AND t.recruitment_officer = ${q.recruiter}` : sql``}`;
  }

  /**
   * One row per company of the cohort and one for all of them (`company_id` null; also when the cohort is empty).
   * Without a relationship filter the referee counts come from the checks' own rows (their sums over every
   * relationship, migration 0038): one scan of the cohort's checks gives everything. With one, from funnel_counts.
   * The completion totals reproduce the domain's `completionTotals` exactly: times are truncated to whole ms as a
   * JS Date holds them; one sort gives the two middle values (the median is their mean: exact for whole ms in
   * float8, as percentile_cont's) and the nearest-rank 90th percentile (ceil(0.9 × n), percentile_disc's).
   */
  groupsStatement(companyId: string | null, q: FunnelQuery, now: Date) {
    const sums = (from: string) =>
      sql.raw(COUNT_COLUMNS.map((c) => `coalesce(sum(${from}.${c}), 0)::int AS ${c}`).join(', '));
    const zeros = sql.raw(COUNT_COLUMNS.map((c) => `coalesce(counts.${c}, 0) AS ${c}`).join(', '));
    // Whole ms as a JS Date holds them, in float8 throughout: extract() would compute in numeric, several times
    // slower over every row of the range; date_trunc makes the value whole ms first, so rounding is exact. On the
    // UTC wall time (the same instant and epoch): truncating a timestamptz converts through the session's time zone
    // for every row, a third of the statement's time.
    const ms = (column: string) =>
      sql.raw(`round(date_part('epoch', date_trunc('milliseconds', ${column} AT TIME ZONE 'UTC')) * 1000)`);
    const completedIn = sql.raw('greatest(0::float8, x.comp - x.inv)');
    // One company: one row, no grouping (nothing to sort by company, each percentile computed once). Every
    // company: a row per company and the row of them all (GROUPING SETS).
    const one = companyId !== null;
    const byRelationship = Boolean(q.relationship);
    const checkCounts = sql.raw(COUNT_COLUMNS.map((c) => `, f.${c}`).join(''));
    return sql`
      WITH cohort AS NOT MATERIALIZED (${this.cohort(companyId, q)}),
      times AS (
        SELECT c.company_id, ${ms('f.invited_at')} AS inv, ${ms('f.completed_at')} AS comp, ${ms('c.deadline')} AS dl
          ${byRelationship ? sql`` : checkCounts}
        FROM cohort c LEFT JOIN funnel_checks f ON f.talent_id = c.id ${one ? sql`AND f.company_id = ${companyId}` : sql``}
      ),
      timing AS (
        SELECT ${one ? sql`NULL::uuid AS company_id` : sql`x.company_id`}, count(*)::int AS checks,
          count(*) FILTER (WHERE x.inv IS NOT NULL)::int AS timed,
          count(*) FILTER (WHERE x.inv IS NOT NULL AND x.comp IS NOT NULL)::int AS done,
          count(*) FILTER (WHERE x.inv IS NOT NULL AND x.comp <= x.dl)::int AS on_time,
          count(*) FILTER (WHERE x.inv IS NOT NULL AND (x.comp <= x.dl OR x.dl < ${now.getTime()}::float8))::int
            AS decided,
          percentile_disc(ARRAY[0.5, 0.5 + 1e-9, 0.9]::float8[]) WITHIN GROUP (ORDER BY ${completedIn})
            FILTER (WHERE x.inv IS NOT NULL AND x.comp IS NOT NULL) AS ranks
          ${byRelationship ? sql`` : sql`, ${sums('x')}`}
        FROM times x
        ${one ? sql`` : sql`GROUP BY GROUPING SETS ((x.company_id), ())`}
      )
      ${
        byRelationship
          ? sql`, counts AS (
        SELECT ${one ? sql`NULL::uuid AS company_id` : sql`c.company_id`}, ${sums('n')}
        FROM funnel_counts n JOIN cohort c ON c.id = n.talent_id
        WHERE ${one ? sql`n.company_id = ${companyId}` : sql`true`} AND n.relationship = ${q.relationship}
        ${one ? sql`` : sql`GROUP BY c.company_id`}
      )`
          : sql``
      }
      -- ranks: the lower and upper middle values (the same one when the count is odd), the 90th percentile.
      SELECT timing.*, (timing.ranks[1] + timing.ranks[2]) / 2 AS median_ms, timing.ranks[3] AS p90_ms
        ${byRelationship ? sql`, ${zeros}` : sql``}
      FROM timing
      ${byRelationship ? sql`LEFT JOIN counts ON ${one ? sql`true` : sql`counts.company_id = timing.company_id`}` : sql``}`;
  }

  private async groups(companyId: string | null, q: FunnelQuery, now: Date): Promise<GroupRow[]> {
    const statement = this.groupsStatement(companyId, q, now);
    if (companyId !== null) return rowsOf<GroupRow>(await this.db.execute(statement));
    // Every company's: a spanning read (every company's checks of the range, hundreds of thousands of rows at
    // 1,000,000 candidates). One core (no parallel workers: on a small server they would take the cores the
    // referees' saves need, for no shorter time here) and room to sort in memory rather than on disk.
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
      await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
      return rowsOf<GroupRow>(await tx.execute(statement));
    });
  }

  /** The summary of some companies' rows; `all` is the row of them together (its completion totals). */
  summary(rows: readonly GroupRow[], all: GroupRow) {
    const sum = (k: keyof GroupRow) => rows.reduce((n, r) => n + Number(r[k]), 0);
    const counts: Partial<Record<RefereeFunnelStep, number>> = {};
    for (const step of REFEREE_FUNNEL_STEPS) counts[step] = sum(STEP_COLUMNS[step]);
    return {
      steps: funnelSteps(counts),
      exits: { declined: sum('declined'), replaced: sum('replaced'), expired: sum('expired') },
      reminded: sum('reminded'),
      // Time to complete counts from the candidate's invitation; checks never invited are not timed.
      ...completionFromTotals({
        checks: Number(all.timed),
        completed: Number(all.done),
        completedByDeadline: Number(all.on_time),
        decided: Number(all.decided),
        medianMs: all.median_ms === null ? null : Number(all.median_ms),
        p90Ms: all.p90_ms === null ? null : Number(all.p90_ms),
      }),
      // Every check of the range (the completion above counts the invited ones only).
      checks: Number(all.checks),
    };
  }

  /**
   * The range's rows: of one company, or of every company (`companyId` null) with the row of them all (`all`).
   */
  async split(companyId: string | null, q: FunnelQuery, now: Date) {
    const rows = await this.groups(companyId, q, now);
    // One company's query gives its one row: the company's and the total alike.
    if (companyId !== null) return { all: rows[0]!, companies: [{ ...rows[0]!, company_id: companyId }] };
    return {
      all: rows.find((r) => r.company_id === null)!,
      companies: rows.filter((r): r is GroupRow & { company_id: string } => r.company_id !== null),
    };
  }

  /** The open checks whose deadline is within the stalled window (the domain's rule then decides). */
  private async near(companyId: string, q: FunnelQuery, now: Date): Promise<NearRow[]> {
    const until = new Date(now.getTime() + STALLED_DEADLINE_WITHIN_DAYS * DAY);
    const only = q.relationship ? sql`WHERE n.relationship = ${q.relationship}` : sql``;
    const result = await this.db.execute(sql`
      WITH cohort AS (${this.cohort(companyId, q)})
      SELECT c.id AS talent_id, c.name, c.deadline, c.created_at,
        CASE WHEN f.last_at IS NULL THEN r.last_at WHEN r.last_at IS NULL THEN f.last_at
          ELSE greatest(f.last_at, r.last_at) END AS last_at,
        coalesce(r.invited, 0) AS invited, coalesce(r.completed, 0) AS completed,
        coalesce(r.declined, 0) AS declined, coalesce(r.replaced, 0) AS replaced
      FROM cohort c
      LEFT JOIN funnel_checks f ON f.talent_id = c.id
      LEFT JOIN LATERAL (
        SELECT (SELECT max(a.last_at) FROM funnel_counts a WHERE a.talent_id = c.id) AS last_at,
          coalesce(sum(n.invited), 0)::int AS invited, coalesce(sum(n.completed), 0)::int AS completed,
          coalesce(sum(n.declined), 0)::int AS declined, coalesce(sum(n.replaced), 0)::int AS replaced
        FROM (SELECT * FROM funnel_counts WHERE talent_id = c.id) n ${only}
      ) r ON true
      WHERE f.completed_at IS NULL
        AND c.deadline >= ${now.toISOString()}::timestamptz AND c.deadline <= ${until.toISOString()}::timestamptz`);
    return rowsOf<NearRow>(result);
  }

  async company(companyId: string, q: FunnelQuery, now: Date): Promise<CompanyFunnel> {
    const [{ all, companies }, near] = await Promise.all([
      this.split(companyId, q, now),
      this.near(companyId, q, now),
    ]);
    const stalled = near
      .map((r) => ({
        r,
        lastStepAt: date(r.last_at ?? r.created_at),
        deadline: date(r.deadline),
        completedAt: null,
      }))
      .filter((x) => isStalled(x, now))
      .sort((a, b) => a.deadline.getTime() - b.deadline.getTime())
      .slice(0, STALLED_LIMIT)
      .map(({ r, lastStepAt, deadline }) => ({
        talentId: r.talent_id,
        name: r.name,
        deadline: deadline.toISOString(),
        lastStepAt: lastStepAt.toISOString(),
        pendingReferees: Math.max(0, Number(r.invited) - Number(r.completed) - Number(r.declined)),
        declinedReferees: Math.max(0, Number(r.declined) - Number(r.replaced)),
      }));
    return { ...this.summary(companies, all), stalled };
  }
}
