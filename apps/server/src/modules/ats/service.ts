/**
 * The ATS (sonar) push: a delivery row per push, sent by a durable job that signs the JSON body, records every
 * attempt and retries with backoff on 429, 5xx and no answer.
 */
import {
  ATS_MAX_ATTEMPTS,
  atsAttemptOutcome,
  buildAtsPayload,
  type EvaluationCategory,
  reportStatus,
} from '@refcheck/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  atsDeliveries,
  atsDeliveryAttempts,
  atsReceipts,
  companies,
  companyAtsSettings,
  evaluations,
  referees,
  talents,
} from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/problem.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import { derivedAtsSecret, signAtsBody } from './signature.ts';

export const ATS_QUEUE = 'ats-push';
/** Path of the receiver embedded in the product (development), the endpoint of a company that set none. */
export const EMBEDDED_RECEIVER_PATH = '/api/dev/ats-receiver';

export interface AtsServiceOptions {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  publicUrl: string;
  serverSecret: string;
  /** Whether the embedded receiver exists (not in production). */
  embeddedReceiver: boolean;
  retryDelaySeconds: number;
  timeoutMs: number;
}

export class AtsService {
  constructor(private readonly o: AtsServiceOptions) {}

  async start(pollingIntervalSeconds: number) {
    await this.o.jobs.createQueue(ATS_QUEUE);
    await this.o.jobs.work<{ deliveryId: string }>(ATS_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
      if (job) await this.deliver(job.data.deliveryId);
    });
  }

  async settings(companyId: string) {
    const [row] = await this.o.db
      .select()
      .from(companyAtsSettings)
      .where(eq(companyAtsSettings.companyId, companyId));
    return { endpointUrl: row?.endpointUrl ?? null, secret: row?.secret ?? null };
  }

  /** The settings card: the operator's sonar flag, the endpoint (blank: embedded) and whether a secret is set. */
  async settingsView(companyId: string) {
    const [company] = await this.o.db
      .select({ sonar: companies.sonar })
      .from(companies)
      .where(eq(companies.id, companyId));
    const settings = await this.settings(companyId);
    return {
      sonar: company?.sonar ?? false,
      endpointUrl: settings.endpointUrl ?? '',
      hasSecret: !!settings.secret,
    };
  }

  /** A blank secret keeps the stored one; an own endpoint needs a secret (400 atsSecretRequired otherwise). */
  async saveSettings(companyId: string, input: { endpointUrl: string; secret: string }) {
    const current = await this.settings(companyId);
    const secret = input.secret || current.secret;
    const endpointUrl = input.endpointUrl || null;
    if (endpointUrl && !secret) return { ok: false as const };
    await this.o.db
      .insert(companyAtsSettings)
      .values({ companyId, endpointUrl, secret, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: companyAtsSettings.companyId,
        set: { endpointUrl, secret, updatedAt: new Date() },
      });
    return { ok: true as const };
  }

  /** The secret a delivery of this company is signed with. */
  async secretOf(companyId: string): Promise<string> {
    return (await this.settings(companyId)).secret ?? derivedAtsSecret(this.o.serverSecret, companyId);
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
      .where(and(eq(talents.id, talentId), eq(talents.companyId, companyId), isNull(talents.deletedAt)));
    if (!row) throw notFound();
    return row;
  }

  /** Records a delivery of the candidate's current result and queues it (403 atsNotEnabled without sonar). */
  async push(companyId: string, talentId: string) {
    const talent = await this.talentOf(companyId, talentId);
    if (!talent.sonar) throw forbidden('atsNotEnabled');
    const { endpointUrl } = await this.settings(companyId);
    if (!endpointUrl && !this.o.embeddedReceiver) throw conflict('atsEndpointNotSet');
    const [grades, refs] = await Promise.all([
      this.o.db.select().from(evaluations).where(eq(evaluations.talentId, talentId)),
      this.o.db
        .select({ completedAt: referees.completedAt })
        .from(referees)
        .where(and(eq(referees.talentId, talentId), eq(referees.companyId, companyId))),
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
      .values({ id: deliveryId, companyId, talentId, endpointUrl, payload });
    await this.o.jobs.send(
      ATS_QUEUE,
      { deliveryId },
      {
        retryLimit: ATS_MAX_ATTEMPTS - 1,
        retryDelay: this.o.retryDelaySeconds,
        retryBackoff: true,
        singletonKey: deliveryId,
      },
    );
    return (await this.list(companyId, talentId)).deliveries.find((d) => d.id === deliveryId)!;
  }

  /** One attempt; throws when another is due so pg-boss retries it with backoff. */
  async deliver(deliveryId: string) {
    const [delivery] = await this.o.db.select().from(atsDeliveries).where(eq(atsDeliveries.id, deliveryId));
    if (delivery?.status !== 'queued') return;
    const url = delivery.endpointUrl ?? `${this.o.publicUrl}${EMBEDDED_RECEIVER_PATH}`;
    const body = JSON.stringify(delivery.payload);
    const signature = signAtsBody(await this.secretOf(delivery.companyId), body);
    let status = 0;
    let error: string | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Refcheck-ATS-Push/1',
          signature,
          'x-refcheck-delivery': delivery.id,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
      status = response.status;
      if (status >= 300) error = (await response.text().catch(() => '')).slice(0, 500) || null;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const attempt = delivery.attempts + 1;
    const outcome = atsAttemptOutcome(status, attempt);
    await this.o.db.transaction(async (tx) => {
      await tx
        .insert(atsDeliveryAttempts)
        .values({ deliveryId, attempt, httpStatus: status, outcome, error })
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
    if (outcome === 'retry') {
      this.o.log.warn({ deliveryId, attempt, status }, 'ATS push attempt failed; retrying');
      throw new Error(`ATS endpoint answered ${status}`);
    }
  }

  /** The sonar flag and the candidate's deliveries, newest first, each with its attempts. */
  async list(companyId: string, talentId: string) {
    const talent = await this.talentOf(companyId, talentId);
    const rows = await this.o.db
      .select()
      .from(atsDeliveries)
      .where(and(eq(atsDeliveries.talentId, talentId), eq(atsDeliveries.companyId, companyId)))
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
        endpoint: r.endpointUrl ? ('custom' as const) : ('embedded' as const),
        createdAt: r.createdAt,
        finishedAt: r.finishedAt,
        attempts: attempts
          .filter((a) => a.deliveryId === r.id)
          .map((a) => ({ attempt: a.attempt, httpStatus: a.httpStatus, outcome: a.outcome, at: a.at })),
      })),
    };
  }

  /** The embedded receiver: the company a push names by its uid, if any. */
  async companyIdOfUid(uid: string): Promise<string | null> {
    const [company] = await this.o.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.uid, uid));
    return company?.id ?? null;
  }

  /** The embedded receiver keeps every push it got, verified or not. */
  async recordReceipt(receipt: {
    companyId: string | null;
    deliveryId: string | null;
    signature: string | null;
    verified: boolean;
    body: string;
  }) {
    await this.o.db.insert(atsReceipts).values(receipt);
  }

  /** What the embedded receiver got, newest first (200 at most), of one company or of all. */
  receipts(companyId?: string) {
    const query = this.o.db.select().from(atsReceipts);
    const filtered = companyId ? query.where(eq(atsReceipts.companyId, companyId)) : query;
    return filtered.orderBy(desc(atsReceipts.receivedAt)).limit(200);
  }
}
