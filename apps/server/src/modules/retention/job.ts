/**
 * The daily retention job (issue 23 item 4): a durable pg-boss queue with a cron in Tokyo, which enforces every rule
 * of the personal-data inventory (db/personal-data.ts) through the entries of targets.ts: one transaction per rule,
 * one set-based statement per table, counts logged. `purgeExpired(now)` takes the clock so tests can move it.
 */
import { type RetentionRule, retentionCutoff } from '@refcheck/domain/privacy/retention';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { DATA_KINDS, type DataKindName } from '../../db/personal-data.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import type { TalentPurge } from '../talents/index.ts';
import { type Due, RETENTION_TARGETS, type RetentionTarget } from './targets.ts';

export const RETENTION_QUEUE = 'retention';
/** Every day at 04:00 in Tokyo, after the soft-deleted candidates' purge (03:30). */
export const RETENTION_CRON = '0 4 * * *';

export interface RetentionJobDeps {
  db: Db;
  jobs: Jobs;
  purge: TalentPurge;
  log: FastifyBaseLogger;
  targets?: readonly RetentionTarget[];
}

/** What one run changed: per rule (kind) and table, the rows purged, deleted or blanked. */
export type RetentionResult = {
  kind: DataKindName;
  table: string;
  action: RetentionTarget['action'];
  count: number;
}[];

/** The rule of a kind, as the inventory states it. */
export function ruleOf(kind: DataKindName): RetentionRule {
  const rule = (DATA_KINDS[kind] as { rule?: RetentionRule }).rule;
  if (!rule) throw new Error(`the inventory gives kind ${kind} no retention rule`);
  return rule;
}

/**
 * The "past the cutoff" condition of a rule at `now`. A fixed period compares with the domain's cutoff; the company's
 * period (`months: 'company'`) subtracts the company's months in SQL, in UTC calendar months as the domain does.
 */
export function dueCondition(rule: RetentionRule, now: Date): Due {
  if ('months' in rule && rule.months === 'company') {
    return (clock: SQLWrapper, companyMonths?: SQLWrapper) => {
      if (!companyMonths) throw new Error("a company rule needs the company's months");
      return sql`${clock} < ((${now.toISOString()}::timestamptz at time zone 'UTC') - make_interval(months => ${companyMonths})) at time zone 'UTC'`;
    };
  }
  const cutoff = retentionCutoff(now, rule).toISOString();
  return (clock: SQLWrapper) => sql`${clock} < ${cutoff}::timestamptz`;
}

export class RetentionJob {
  private readonly targets: readonly RetentionTarget[];

  constructor(private readonly deps: RetentionJobDeps) {
    this.targets = deps.targets ?? RETENTION_TARGETS;
  }

  async start(pollingIntervalSeconds: number) {
    const { jobs } = this.deps;
    await jobs.createQueue(RETENTION_QUEUE);
    await jobs.work(RETENTION_QUEUE, { pollingIntervalSeconds }, async () => {
      await this.purgeExpired(new Date());
    });
    await jobs.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'Asia/Tokyo', retryLimit: 3 });
  }

  /** Applies every rule at `now`: one transaction per rule (kind), its tables in the order of the targets. */
  async purgeExpired(now: Date): Promise<RetentionResult> {
    const result: RetentionResult = [];
    const kinds = [...new Set(this.targets.map((t) => t.kind))];
    for (const kind of kinds) {
      const due = dueCondition(ruleOf(kind), now);
      const after: (() => Promise<void>)[] = [];
      const counts = await this.deps.db.transaction(async (tx) => {
        const done: RetentionResult = [];
        for (const target of this.targets.filter((t) => t.kind === kind)) {
          const count = await target.apply({
            tx,
            due,
            now,
            purge: this.deps.purge,
            afterCommit: (work) => after.push(work),
          });
          done.push({ kind, table: target.table, action: target.action, count });
        }
        return done;
      });
      for (const work of after) await work();
      result.push(...counts);
    }
    const changed = result.filter((r) => r.count > 0);
    if (changed.length > 0)
      this.deps.log.info({ retention: changed, at: now.toISOString() }, 'retention applied');
    return result;
  }
}
