/**
 * A company's webhook endpoints (main account): create with a secret shown once, edit, enable, delete, rotate the
 * secret (the old one signs alongside for 24 h), the delivery log, redelivery and the test event. Every change is
 * audited; every query is scoped by the session's company.
 */
import {
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookEndpointUpdate,
  type WebhookEventType,
} from '@refcheck/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { auditLog, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/problem.ts';
import type { Secrets } from '../../platform/secrets/index.ts';
import {
  cancelPending,
  generateWebhookSecret,
  type WebhookEvents,
  webhookUrlProblem,
} from '../../platform/webhook-events/index.ts';

export interface Actor {
  userId: string;
  companyId: string;
  ip: string;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const view = (row: EndpointRow) => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  disabledReason: row.enabled ? null : ((row.disabledReason as 'gone' | 'failing' | null) ?? null),
  previousSecretExpiresAt:
    row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
      ? row.previousSecretExpiresAt
      : null,
  createdAt: row.createdAt,
});

const deliveryColumns = {
  id: webhookDeliveries.id,
  messageId: webhookDeliveries.messageId,
  type: webhookMessages.type,
  status: webhookDeliveries.status,
  responseStatus: webhookDeliveries.responseStatus,
  attempts: webhookDeliveries.attempts,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
};

export class WebhookEndpointService {
  constructor(
    private readonly db: Db,
    private readonly webhooks: WebhookEvents,
    /** Signing secrets are stored sealed (ENCRYPTION_KEYS) and answered in clear once. */
    private readonly secrets: Secrets,
  ) {}

  private assertUrl(url: string) {
    const problem = webhookUrlProblem(url, this.webhooks.network);
    if (problem) throw badRequest(`webhooks.${problem}`);
  }

  private audit(db: Pick<Db, 'insert'>, actor: Actor, action: string, endpointId: string) {
    return db.insert(auditLog).values({
      actorUserId: actor.userId,
      companyId: actor.companyId,
      action,
      target: `webhookEndpoint=${endpointId}`,
      ip: actor.ip,
    });
  }

  private async own(companyId: string, id: string): Promise<EndpointRow> {
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), ofCompany(webhookEndpoints, companyId)));
    if (!row) throw notFound();
    return row;
  }

  async create(actor: Actor, input: { url: string; events: WebhookEventType[]; description: string }) {
    this.assertUrl(input.url);
    const secret = generateWebhookSecret();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({ companyId: actor.companyId, ...input, secret: this.secrets.seal(secret) })
        .returning({ id: webhookEndpoints.id });
      await this.audit(tx, actor, 'webhook-endpoint-create', row!.id);
      return { id: row!.id, secret };
    });
  }

  async list(companyId: string) {
    const rows = await this.db
      .select()
      .from(webhookEndpoints)
      .where(ofCompany(webhookEndpoints, companyId))
      .orderBy(webhookEndpoints.createdAt);
    return rows.map(view);
  }

  async get(companyId: string, id: string) {
    return view(await this.own(companyId, id));
  }

  async update(actor: Actor, id: string, input: WebhookEndpointUpdate & { events?: WebhookEventType[] }) {
    await this.own(actor.companyId, id);
    if (input.url !== undefined) this.assertUrl(input.url);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({
          ...input,
          // Enabling again starts a new run: no failures yet, no product reason.
          ...(input.enabled !== undefined ? { disabledReason: null, failingSince: null } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(webhookEndpoints.id, id), ofCompany(webhookEndpoints, actor.companyId)))
        .returning();
      // Disabling cancels what was still to be sent (a job due later finds nothing to claim).
      if (input.enabled === false) await cancelPending(tx, id);
      await this.audit(tx, actor, 'webhook-endpoint-update', id);
      return view(row!);
    });
  }

  async remove(actor: Actor, id: string) {
    await this.own(actor.companyId, id);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), ofCompany(webhookEndpoints, actor.companyId)));
      await this.audit(tx, actor, 'webhook-endpoint-delete', id);
    });
  }

  /** A new secret; the current one keeps signing alongside for 24 h (a second rotation ends that at once). */
  async rotate(actor: Actor, id: string, now = new Date()) {
    const current = await this.own(actor.companyId, id);
    const secret = generateWebhookSecret();
    await this.db.transaction(async (tx) => {
      await tx
        .update(webhookEndpoints)
        .set({
          secret: this.secrets.seal(secret),
          previousSecret: this.secrets.seal(this.secrets.open(current.secret)),
          previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_ROTATION_OVERLAP_HOURS * 3600_000),
          updatedAt: now,
        })
        .where(and(eq(webhookEndpoints.id, id), ofCompany(webhookEndpoints, actor.companyId)));
      await this.audit(tx, actor, 'webhook-endpoint-rotate-secret', id);
    });
    return { id, secret };
  }

  /** The delivery log, newest first; `cursor` is the last delivery id of the previous page. */
  async deliveries(companyId: string, id: string, page: { cursor?: string; limit: number }) {
    await this.own(companyId, id);
    const after = page.cursor
      ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (select d.created_at, d.id from webhook_deliveries d where d.id = ${page.cursor} and d.endpoint_id = ${id})`
      : undefined;
    const rows = await this.db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .where(and(eq(webhookDeliveries.endpointId, id), ofCompany(webhookDeliveries, companyId), after))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit + 1);
    const items = rows.slice(0, page.limit).map((r) => ({
      ...r,
      nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt : null,
    }));
    return { items, nextCursor: rows.length > page.limit ? items.at(-1)!.id : null };
  }

  private async delivery(companyId: string, deliveryId: string) {
    const [row] = await this.db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .where(and(eq(webhookDeliveries.id, deliveryId), ofCompany(webhookDeliveries, companyId)));
    return { ...row!, nextAttemptAt: row!.status === 'pending' ? row!.nextAttemptAt : null };
  }

  /** Sends a message to the endpoint again, with the same `webhook-id` (409 while it is still being tried). */
  async redeliver(actor: Actor, id: string, messageId: string) {
    const endpoint = await this.own(actor.companyId, id);
    if (!endpoint.enabled) throw conflict('webhooks.endpointDisabled');
    const [row] = await this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, id),
          eq(webhookDeliveries.messageId, messageId),
          ofCompany(webhookDeliveries, actor.companyId),
        ),
      );
    if (!row) throw notFound();
    if (!(await this.webhooks.redeliver(row.id))) throw conflict('webhooks.deliveryInProgress');
    await this.audit(this.db, actor, 'webhook-redeliver', id);
    return this.delivery(actor.companyId, row.id);
  }

  /** A `webhook.test` event to this endpoint only (whatever it is subscribed to). */
  async test(actor: Actor, id: string) {
    const endpoint = await this.own(actor.companyId, id);
    if (!endpoint.enabled) throw conflict('webhooks.endpointDisabled');
    const messageId = await this.db.transaction((tx) =>
      this.webhooks.emit(
        tx,
        {
          companyId: actor.companyId,
          type: WEBHOOK_TEST_EVENT,
          subjectId: null,
          data: { endpointId: id },
        },
        id,
      ),
    );
    await this.webhooks.flush();
    const [row] = await this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.messageId, messageId!), eq(webhookDeliveries.endpointId, id)));
    return this.delivery(actor.companyId, row!.id);
  }
}
