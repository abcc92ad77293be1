/**
 * The sonar ATS push: a delivery row per push (the report's completion or the status view's button), sent by a
 * durable job that takes a slot of the shared per-minute budget, carries the subscription key (the secondary at
 * once after a 401), records every attempt with sonar's `detail`, and retries 429, 5xx and no answer with backoff
 * (never sooner than `Retry-After`).
 */
import {
  atsAttemptOutcome,
  atsRetryDelaySeconds,
  buildAtsPayload,
  type EvaluationCategory,
  reportStatus,
  SONAR_KEY_SLOTS,
  type SonarKeySlot,
  sonarResultsUrl,
} from '@refcheck/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import {
  atsDeliveries,
  atsDeliveryAttempts,
  companies,
  evaluations,
  referees,
  talents,
} from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/problem.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import { postToSonar, type SonarAnswer } from './client.ts';
import type { SonarRateWindow } from './rate-window.ts';
import type { SonarSettings } from './settings.ts';

export const ATS_QUEUE = 'ats-push';
/** A check's report completed: push it for companies with the sonar flag. */
export const ATS_COMPLETED_QUEUE = 'ats-report-completed';
/** Base URL of the sandbox sonar embedded in the product (development); results go to …/results. */
export const SANDBOX_SONAR_PATH = '/api/dev/ats-receiver';

type Trigger = 'reportCompleted' | 'button';

/** Queues the push of a completed report (the referee flow calls it; the job checks the sonar flag). */
export async function queueReportCompletedPush(jobs: Jobs, companyId: string, talentId: string) {
  await jobs.send(ATS_COMPLETED_QUEUE, { companyId, talentId }, { retryLimit: 3, singletonKey: talentId });
}

export interface AtsServiceOptions {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  publicUrl: string;
  settings: SonarSettings;
  rate: SonarRateWindow;
  retryDelaySeconds: number;
  timeoutMs: number;
}

export class AtsService {
  constructor(private readonly o: AtsServiceOptions) {}

  async start(pollingIntervalSeconds: number) {
    await this.o.jobs.createQueue(ATS_QUEUE);
    await this.o.jobs.createQueue(ATS_COMPLETED_QUEUE);
    await this.o.jobs.work<{ deliveryId: string }>(ATS_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
      if (job) await this.deliver(job.data.deliveryId);
    });
    await this.o.jobs.work<{ companyId: string; talentId: string }>(
      ATS_COMPLETED_QUEUE,
      { pollingIntervalSeconds },
      async ([job]) => {
        if (job) await this.pushCompleted(job.data.companyId, job.data.talentId);
      },
    );
  }

  private async talentOf(companyId: string, talentId: string) {
    const [row] = await this.o.db
      .select({
        id: talents.id,
        name: talents.name,
        email: talents.email,
        compoundId: talents.compoundId,
        totalGrade: talents.totalGrade,
        totalScore: talents.totalScore,
        companyUid: companies.uid,
        sonar: companies.sonar,
      })
      .from(talents)
      .innerJoin(companies, eq(companies.id, talents.companyId))
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
    if (!row) throw notFound();
    return row;
  }

  /** The report completed: pushed only for a company with the sonar flag and somewhere to send it. */
  private async pushCompleted(companyId: string, talentId: string) {
    const [company] = await this.o.db
      .select({ sonar: companies.sonar })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company?.sonar) return;
    const target = await this.o.settings.target(companyId);
    if (target.source === 'none') {
      this.o.log.warn({ companyId, talentId }, 'sonar push skipped: no sonar base URL is set');
      return;
    }
    await this.push(companyId, talentId, 'reportCompleted').catch((err) => {
      if ((err as { statusCode?: number }).statusCode !== 404) throw err;
    });
  }

  /** Records a delivery of the candidate's current result and queues it (403 atsNotEnabled without sonar). */
  async push(companyId: string, talentId: string, trigger: Trigger = 'button') {
    const talent = await this.talentOf(companyId, talentId);
    if (!talent.sonar) throw forbidden('atsNotEnabled');
    const target = await this.o.settings.target(companyId);
    if (target.source === 'none') throw conflict('atsEndpointNotSet');
    const [grades, refs] = await Promise.all([
      this.o.db.select().from(evaluations).where(eq(evaluations.talentId, talentId)),
      this.o.db
        .select({ completedAt: referees.completedAt })
        .from(referees)
        .where(and(eq(referees.talentId, talentId), ofCompany(referees, companyId))),
    ]);
    const deliveryId = crypto.randomUUID();
    const payload = buildAtsPayload({
      deliveryId,
      sentAt: new Date(),
      companyUid: talent.companyUid,
      candidate: talent,
      reportStatus: reportStatus(refs),
      reportUrl: `${this.o.publicUrl}/company/talents/${talentId}/report`,
      grades: Object.fromEntries(grades.map((g) => [g.category as EvaluationCategory, g.grade])),
      totalGrade: talent.totalGrade,
      totalScore: talent.totalScore,
    });
    await this.o.db
      .insert(atsDeliveries)
      .values({ id: deliveryId, companyId, talentId, endpointUrl: target.baseUrl, trigger, payload });
    await this.schedule(deliveryId, 0);
    return (await this.list(companyId, talentId)).deliveries.find((d) => d.id === deliveryId)!;
  }

  /** The next run of a delivery; pg-boss's own retries only cover a run that broke (database errors). */
  private async schedule(deliveryId: string, afterSeconds: number) {
    await this.o.jobs.send(
      ATS_QUEUE,
      { deliveryId },
      { startAfter: afterSeconds, retryLimit: 2, retryDelay: this.o.retryDelaySeconds },
    );
  }

  /**
   * One run: requests until the delivery is delivered, failed or due again later. Without a free slot of the
   * endpoint's per-minute budget it only reschedules itself (no attempt is counted).
   */
  async deliver(deliveryId: string) {
    const [delivery] = await this.o.db.select().from(atsDeliveries).where(eq(atsDeliveries.id, deliveryId));
    if (delivery?.status !== 'queued') return;
    const target = await this.o.settings.target(delivery.companyId);
    const url = sonarResultsUrl(delivery.endpointUrl ?? `${this.o.publicUrl}${SANDBOX_SONAR_PATH}`);
    const body = JSON.stringify(delivery.payload);
    let attempt = delivery.attempts;
    const usable = SONAR_KEY_SLOTS.filter((s) => target.keys[s]);
    if (usable.length === 0) {
      const answer = { status: 0, detail: 'No sonar subscription key is set', retryAfter: null };
      await this.record(deliveryId, attempt + 1, answer, null, 'failed');
      return;
    }
    const remembered = await this.o.settings.rememberedSlot(target, url);
    let slot: SonarKeySlot = remembered && target.keys[remembered] ? remembered : usable[0]!;
    let switched = false;
    for (;;) {
      const taken = await this.o.rate.take(url);
      if (!taken.ok) {
        await this.schedule(deliveryId, Math.ceil(taken.waitMs / 1000));
        return;
      }
      attempt += 1;
      const answer = await postToSonar({
        url,
        key: target.keys[slot]!,
        body,
        deliveryId,
        timeoutMs: this.o.timeoutMs,
      });
      const other: SonarKeySlot = slot === 'primary' ? 'secondary' : 'primary';
      const canSwitch = answer.status === 401 && !switched && !!target.keys[other];
      const outcome = atsAttemptOutcome(answer.status, attempt, canSwitch);
      await this.record(deliveryId, attempt, answer, slot, outcome);
      // The key was accepted (sonar answered something else than 401): start with it next time.
      if (answer.status !== 0 && answer.status !== 401 && slot !== remembered) {
        await this.o.settings.remember(target, url, slot);
      }
      if (outcome !== 'retry') return;
      if (canSwitch) {
        slot = other;
        switched = true;
        continue;
      }
      const [{ retries } = { retries: 1 }] = await this.o.db
        .select({ retries: count() })
        .from(atsDeliveryAttempts)
        .where(
          and(
            eq(atsDeliveryAttempts.deliveryId, deliveryId),
            eq(atsDeliveryAttempts.outcome, 'retry'),
            ne(atsDeliveryAttempts.httpStatus, 401),
          ),
        );
      const delay = atsRetryDelaySeconds(retries, this.o.retryDelaySeconds, answer.retryAfter);
      this.o.log.warn(
        { deliveryId, attempt, status: answer.status, delay },
        'sonar push attempt failed; retrying',
      );
      await this.schedule(deliveryId, delay);
      return;
    }
  }

  private async record(
    deliveryId: string,
    attempt: number,
    answer: SonarAnswer,
    keySlot: SonarKeySlot | null,
    outcome: 'delivered' | 'retry' | 'failed',
  ) {
    await this.o.db.transaction(async (tx) => {
      await tx
        .insert(atsDeliveryAttempts)
        .values({ deliveryId, attempt, httpStatus: answer.status, outcome, keySlot, error: answer.detail })
        .onConflictDoNothing();
      await tx
        .update(atsDeliveries)
        .set({
          attempts: attempt,
          status: outcome === 'retry' ? 'queued' : outcome,
          finishedAt: outcome === 'retry' ? null : new Date(),
        })
        .where(eq(atsDeliveries.id, deliveryId));
    });
  }

  /** The sonar flag and the candidate's deliveries, newest first, each with its attempts. */
  async list(companyId: string, talentId: string) {
    const talent = await this.talentOf(companyId, talentId);
    const rows = await this.o.db
      .select()
      .from(atsDeliveries)
      .where(and(eq(atsDeliveries.talentId, talentId), ofCompany(atsDeliveries, companyId)))
      .orderBy(desc(atsDeliveries.createdAt))
      .limit(20);
    const attempts = rows.length
      ? await this.o.db
          .select()
          .from(atsDeliveryAttempts)
          .where(
            inArray(
              atsDeliveryAttempts.deliveryId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(atsDeliveryAttempts.attempt))
      : [];
    return {
      enabled: talent.sonar,
      deliveries: rows.map((r) => ({
        id: r.id,
        status: r.status,
        endpoint: r.endpointUrl ? ('sonar' as const) : ('sandbox' as const),
        trigger: r.trigger,
        createdAt: r.createdAt,
        finishedAt: r.finishedAt,
        attempts: attempts
          .filter((a) => a.deliveryId === r.id)
          .map((a) => ({
            attempt: a.attempt,
            httpStatus: a.httpStatus,
            outcome: a.outcome,
            keySlot: a.keySlot,
            detail: a.error,
            at: a.at,
          })),
      })),
    };
  }
}
