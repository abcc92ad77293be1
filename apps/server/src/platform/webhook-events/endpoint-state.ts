/** What happens to a delivery and its endpoint after an attempt: finished, cancelled, the endpoint disabled. */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { companies, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { accountLanguage } from '../mail/index.ts';
import type { Outbox } from '../outbox/index.ts';

/** A disabled endpoint's deliveries still to be attempted end as failed. */
export function cancelPending(db: Pick<Db, 'update'>, endpointId: string) {
  return db
    .update(webhookDeliveries)
    .set({ status: 'failed', error: 'endpoint disabled' })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
}

/** A delivery's last attempt and its final status. */
export function finishDelivery(
  db: Pick<Db, 'update'>,
  deliveryId: string,
  result: { status: 'succeeded' | 'failed'; responseStatus: number; error: string | null },
) {
  return db
    .update(webhookDeliveries)
    .set({ ...result, error: result.error?.slice(0, 500) ?? null })
    .where(eq(webhookDeliveries.id, deliveryId));
}

/** Disables an enabled endpoint (once) and mails the company's main account. */
export async function disableEndpoint(
  o: { db: Db; outbox: Outbox; log: FastifyBaseLogger; publicUrl: string },
  endpointId: string,
  reason: 'gone' | 'failing',
) {
  const [endpoint] = await o.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!endpoint) return;
  await cancelPending(o.db, endpointId);
  o.log.warn({ endpointId, reason }, 'webhook endpoint disabled');
  const [company] = await o.db
    .select({
      email: companies.email,
      staffName: companies.staffName,
      name: companies.name,
      displayName: companies.displayName,
    })
    .from(companies)
    .where(eq(companies.id, endpoint.companyId));
  if (!company?.email) return;
  await o.outbox.sendMail('webhookEndpointDisabled', {
    to: company.email,
    language: await accountLanguage(o.db, company.email),
    companyId: endpoint.companyId,
    data: {
      companyName: company.displayName || company.name,
      staffName: company.staffName,
      url: endpoint.url,
      reason,
      configUrl: `${o.publicUrl}/config`,
    },
  });
}
