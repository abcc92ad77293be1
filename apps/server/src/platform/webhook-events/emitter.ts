/**
 * Webhook events (Standard Webhooks 1.0): `emit` records the fact's message and one delivery per enabled,
 * subscribed endpoint IN THE CALLER'S TRANSACTION (outbox pattern); `flush` queues the new deliveries after the
 * commit (a minute's sweep queues any a crash left behind). Each attempt is a pg-boss job claimed by a conditional
 * update (status pending, attempts as expected), so a duplicated job never sends twice; the retry schedule,
 * 410 and the 3-day rule are applied after each attempt.
 */
import {
  WEBHOOK_FAILING_DISABLE_HOURS,
  type WebhookMessageType,
  webhookAttemptOutcome,
  webhookRetryDelaySeconds,
} from '@refcheck/domain';
import { and, arrayContains, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/index.ts';
import type { Jobs } from '../jobs/index.ts';
import type { Outbox } from '../outbox/index.ts';
import type { KeyRing } from '../secrets/index.ts';
import { disableEndpoint, finishDelivery } from './endpoint-state.ts';
import { postWebhook } from './network.ts';
import { webhookHeaders } from './signature.ts';

export const WEBHOOK_QUEUE = 'webhook-deliver';
export const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep';
const SWEEP_CRON = '* * * * *';
const HOUR_MS = 3600_000;
/** A delivery left `sending` this long (the process died mid-attempt) is attempted again. */
const STUCK_SENDING_MS = 5 * 60_000;

export interface WebhookEvent {
  companyId: string;
  type: WebhookMessageType;
  /** What the fact is about: one message per (company, type, subject). Null: never deduplicated (test events). */
  subjectId: string | null;
  /** Ids and states only, never personal data. */
  data: Record<string, unknown>;
}

export interface WebhookEventsOptions {
  db: Db;
  jobs: Jobs;
  outbox: Outbox;
  log: FastifyBaseLogger;
  publicUrl: string;
  allowLoopback: boolean;
  requireHttps: boolean;
  timeoutMs: number;
  /** Multiplies the retry schedule (tests: milliseconds instead of hours). */
  retryScale: number;
  /** Opens the endpoints' sealed signing secrets. */
  secrets: Pick<KeyRing, 'open'>;
}

type Writer = Pick<Tx, 'insert' | 'select'>;

let lastEmitMs = 0;
/** The emit time, strictly increasing within the process: two facts of one transaction keep their order. */
function emitClock(): Date {
  lastEmitMs = Math.max(Date.now(), lastEmitMs + 1);
  return new Date(lastEmitMs);
}

export class WebhookEvents {
  /**
   * Whether an `emit` of this process recorded deliveries since the last flush: most facts (a company without
   * endpoints) record none, and `flushSoon` then costs nothing on the caller's path. A rolled-back emit only makes
   * one flush find nothing; the minute's sweep covers a process that died before flushing.
   */
  private unflushed = false;

  constructor(private readonly o: WebhookEventsOptions) {}

  get network() {
    return { allowLoopback: this.o.allowLoopback, requireHttps: this.o.requireHttps };
  }

  async start(pollingIntervalSeconds: number) {
    await this.o.jobs.createQueue(WEBHOOK_QUEUE);
    await this.o.jobs.work<{ deliveryId: string; attempt: number }>(
      WEBHOOK_QUEUE,
      { pollingIntervalSeconds },
      async ([job]) => {
        if (job) await this.deliver(job.data.deliveryId, job.data.attempt);
      },
    );
    await this.o.jobs.createQueue(WEBHOOK_SWEEP_QUEUE);
    await this.o.jobs.work(WEBHOOK_SWEEP_QUEUE, { pollingIntervalSeconds }, () => this.sweep());
    await this.o.jobs.schedule(WEBHOOK_SWEEP_QUEUE, SWEEP_CRON, {}, { retryLimit: 1 });
    await this.sweep();
  }

  /**
   * Records the fact once (a repeated one is ignored: the unique (company, type, subject)) and its deliveries, in
   * `tx`. Returns the message id, or null when the fact was already emitted. Call `flush()` after the commit.
   */
  async emit(tx: Writer, event: WebhookEvent, endpointId?: string): Promise<string | null> {
    const now = emitClock();
    const [message] = await tx
      .insert(webhookMessages)
      .values({
        companyId: event.companyId,
        type: event.type,
        subjectId: event.subjectId,
        payload: { type: event.type, timestamp: now.toISOString(), data: event.data },
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: webhookMessages.id });
    if (!message) return null;
    const endpoints = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          ofCompany(webhookEndpoints, event.companyId),
          eq(webhookEndpoints.enabled, true),
          endpointId
            ? eq(webhookEndpoints.id, endpointId)
            : arrayContains(webhookEndpoints.events, [event.type]),
        ),
      );
    if (endpoints.length > 0) {
      this.unflushed = true;
      await tx.insert(webhookDeliveries).values(
        endpoints.map((e) => ({
          messageId: message.id,
          endpointId: e.id,
          companyId: event.companyId,
          nextAttemptAt: now,
          createdAt: now,
        })),
      );
    }
    return message.id;
  }

  /** Queues the deliveries recorded but not queued yet (after the emitting transaction committed). */
  async flush(): Promise<void> {
    this.unflushed = false;
    const rows = await this.o.db
      .update(webhookDeliveries)
      .set({ queuedAt: new Date() })
      .where(and(eq(webhookDeliveries.status, 'pending'), isNull(webhookDeliveries.queuedAt)))
      .returning({
        id: webhookDeliveries.id,
        attempts: webhookDeliveries.attempts,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
        createdAt: webhookDeliveries.createdAt,
      });
    // In the order the facts happened (the jobs are fetched in the order they were queued).
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    for (const row of rows) await this.queue(row.id, row.attempts, row.nextAttemptAt);
  }

  /** Fire-and-forget `flush` for callers that must not fail once their fact is committed; nothing when no emit of
   * this process recorded a delivery since the last flush. */
  flushSoon(): void {
    if (!this.unflushed) return;
    this.flush().catch((err) => this.o.log.warn({ err }, 'webhook flush failed; the sweep queues them'));
  }

  private queue(deliveryId: string, attempt: number, at: Date) {
    return this.o.jobs.send(
      WEBHOOK_QUEUE,
      { deliveryId, attempt },
      { startAfter: at, retryLimit: 2, singletonKey: `${deliveryId}:${attempt}` },
    );
  }

  /** Queues what a crash left behind: unqueued, long overdue, or stuck mid-attempt. */
  async sweep(): Promise<void> {
    const now = Date.now();
    await this.o.db
      .update(webhookDeliveries)
      .set({ status: 'pending', queuedAt: null })
      .where(
        or(
          and(
            eq(webhookDeliveries.status, 'sending'),
            lt(webhookDeliveries.lastAttemptAt, new Date(now - STUCK_SENDING_MS)),
          ),
          and(
            eq(webhookDeliveries.status, 'pending'),
            lt(webhookDeliveries.nextAttemptAt, new Date(now - STUCK_SENDING_MS)),
          ),
        ),
      );
    await this.flush();
  }

  /** One attempt, exactly once: only the job whose `attempt` matches the row's count claims it. */
  async deliver(deliveryId: string, attempt: number): Promise<void> {
    const now = new Date();
    const [claimed] = await this.o.db
      .update(webhookDeliveries)
      .set({ status: 'sending', attempts: attempt + 1, lastAttemptAt: now })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookDeliveries.attempts, attempt),
        ),
      )
      .returning();
    if (!claimed) return;
    const [row] = await this.o.db
      .select({ endpoint: webhookEndpoints, payload: webhookMessages.payload })
      .from(webhookEndpoints)
      .innerJoin(webhookMessages, eq(webhookMessages.id, claimed.messageId))
      .where(eq(webhookEndpoints.id, claimed.endpointId));
    if (!row?.endpoint.enabled) {
      await finishDelivery(this.o.db, deliveryId, {
        status: 'failed',
        responseStatus: 0,
        error: 'endpoint disabled',
      });
      return;
    }
    const { endpoint } = row;
    const secrets = [this.o.secrets.open(endpoint.secret)];
    if (
      endpoint.previousSecret &&
      endpoint.previousSecretExpiresAt &&
      endpoint.previousSecretExpiresAt > now
    ) {
      secrets.push(this.o.secrets.open(endpoint.previousSecret));
    }
    const body = JSON.stringify(row.payload);
    const timestamp = Math.floor(now.getTime() / 1000);
    const result = await postWebhook(
      endpoint.url,
      webhookHeaders(secrets, claimed.messageId, timestamp, body),
      body,
      { ...this.network, timeoutMs: this.o.timeoutMs },
    );
    const outcome = webhookAttemptOutcome(result.status);
    const error = result.error ?? (outcome === 'succeeded' ? null : `HTTP ${result.status}`);
    if (outcome === 'succeeded') {
      await finishDelivery(this.o.db, deliveryId, {
        status: 'succeeded',
        responseStatus: result.status,
        error: null,
      });
      await this.o.db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
      return;
    }
    this.o.log.warn(
      { deliveryId, attempt: attempt + 1, status: result.status, error },
      'webhook attempt failed',
    );
    if (outcome === 'gone') {
      await finishDelivery(this.o.db, deliveryId, { status: 'failed', responseStatus: result.status, error });
      await disableEndpoint(this.o, endpoint.id, 'gone');
      return;
    }
    const delay = webhookRetryDelaySeconds(attempt + 1);
    if (delay === null) {
      await finishDelivery(this.o.db, deliveryId, { status: 'failed', responseStatus: result.status, error });
    } else {
      const next = new Date(Date.now() + delay * 1000 * this.o.retryScale);
      await this.o.db
        .update(webhookDeliveries)
        .set({
          status: 'pending',
          responseStatus: result.status,
          error,
          nextAttemptAt: next,
          queuedAt: new Date(),
        })
        .where(eq(webhookDeliveries.id, deliveryId));
      await this.queue(deliveryId, attempt + 1, next);
    }
    // The 3-day rule: failing since the first failure of this run, never succeeding since.
    const [failing] = await this.o.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ since: webhookEndpoints.failingSince });
    if (
      failing?.since &&
      now.getTime() - failing.since.getTime() >= WEBHOOK_FAILING_DISABLE_HOURS * HOUR_MS
    ) {
      await disableEndpoint(this.o, endpoint.id, 'failing');
    }
  }

  /** Sends a finished delivery again (same `webhook-id`): one more attempt now, then what the schedule has left. */
  async redeliver(deliveryId: string): Promise<boolean> {
    const [row] = await this.o.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(), queuedAt: new Date() })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          or(eq(webhookDeliveries.status, 'succeeded'), eq(webhookDeliveries.status, 'failed')),
        ),
      )
      .returning({ attempts: webhookDeliveries.attempts });
    if (!row) return false;
    await this.queue(deliveryId, row.attempts, new Date());
    return true;
  }
}
