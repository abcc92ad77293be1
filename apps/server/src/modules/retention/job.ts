/**
 * The daily retention job (issue 23 item 4): a durable pg-boss queue with a cron in Tokyo, which enforces every rule
 * of the personal-data inventory (db/personal-data.ts) through the entries of targets.ts: one transaction per rule,
 * one set-based statement per table, counts logged. `purgeExpired(now)` takes the clock so tests can move it.
 */
import { type RetentionClock, type RetentionRule, retentionCutoff } from '@refcheck/domain/privacy/retention';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { DATA_KINDS, type DataKindName } from '../../db/personal-data.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { TalentPurge } from '../talents/index.ts';
import { type Due, RETENTION_TARGETS, type RetentionTarget } from './targets.ts';
import { UnfinishedCheckNotices } from './unfinished.ts';

export const RETENTION_QUEUE = 'retention';
/** Every day at 04:00 in Tokyo, after the soft-deleted candidates' purge (03:30). */
export const RETENTION_CRON = '0 4 * * *';

export interface RetentionJobDeps {
  db: Db;
  jobs: Jobs;
  purge: TalentPurge;
  log: FastifyBaseLogger;
  /** The notice before a check never completed is purged: its mail and the links in it. */
  outbox: Outbox;
  publicUrl: string;
  targets?: readonly RetentionTarget[];
}

/** What one run changed: per rule (kind and clock) and table, the rows purged, deleted or blanked. */
export type RetentionResult = {
  kind: DataKindName;
  /** The clock of the rule (a kind may have one from the completion and one from the deadline). */
  clock: RetentionClock;
  table: string;
  action: RetentionTarget['action'];
  count: number;
}[];

/** The rule of a kind running from `clock` (default: the kind's first rule), as the inventory states it. */
export function ruleOf(kind: DataKindName, clock?: RetentionClock): RetentionRule {
  const rules = (DATA_KINDS[kind] as { rules?: readonly RetentionRule[] }).rules ?? [];
  const rule = clock ? rules.find((r) => r.from === clock) : rules[0];
  if (!rule)
    throw new Error(`the inventory gives kind ${kind} no retention rule${clock ? ` from ${clock}` : ''}`);
  return rule;
}

/** The rule a target enforces. */
const ruleOfTarget = (target: RetentionTarget) => ruleOf(target.kind, target.clock);

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
  private readonly notices: UnfinishedCheckNotices;

  constructor(private readonly deps: RetentionJobDeps) {
    this.targets = deps.targets ?? RETENTION_TARGETS;
    this.notices = new UnfinishedCheckNotices(deps);
  }

  async start(pollingIntervalSeconds: number) {
    const { jobs } = this.deps;
    await jobs.createQueue(RETENTION_QUEUE);
    await jobs.work(RETENTION_QUEUE, { pollingIntervalSeconds }, async () => {
      await this.purgeExpired(new Date());
    });
    await jobs.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'Asia/Tokyo', retryLimit: 3 });
  }

  /**
   * Tells the companies about their unfinished checks due soon, then applies every rule at `now`: one transaction
   * per rule (kind and clock), its tables in the order of the targets.
   */
  async purgeExpired(now: Date): Promise<RetentionResult> {
    // A failed notice stops no rule: the purge of unfinished checks waits for a notice anyway.
    try {
      const noticed = await this.notices.notify(now);
      if (noticed.checks > 0)
        this.deps.log.info({ ...noticed, at: now.toISOString() }, 'unfinished checks noticed');
    } catch (err) {
      this.deps.log.error({ err }, 'unfinished checks: the notice failed');
    }
    const result: RetentionResult = [];
    const rules = [...new Set(this.targets.map(ruleOfTarget))];
    for (const rule of rules) {
      const due = dueCondition(rule, now);
      const after: (() => Promise<void>)[] = [];
      const counts = await this.deps.db.transaction(async (tx) => {
        const done: RetentionResult = [];
        for (const target of this.targets.filter((t) => ruleOfTarget(t) === rule)) {
          const kind = target.kind;
          const count = await target.apply({
            tx,
            due,
            now,
            purge: this.deps.purge,
            afterCommit: (work) => after.push(work),
          });
          done.push({ kind, clock: rule.from, table: target.table, action: target.action, count });
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
