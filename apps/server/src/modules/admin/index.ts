import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { BillingNotices as Notices } from '../customer/index.ts';
import { createInvoiceService, invoicesModule } from '../invoices/index.ts';
import { AdminConfigService as AdminConfig } from './admin-config.ts';
import { announcementRoutes as announcements } from './announcement-routes.ts';
import { AnnouncementService as Announcements } from './announcements.ts';
import { BillingService as Billing } from './billing.ts';
import { billingRoutes as billing } from './billing-routes.ts';
import { adminConfigRoutes as configRoutes } from './config-routes.ts';
import { deliveryRoutes as deliveries } from './deliveries.ts';
import { DeliveryFailures } from './delivery-failures.ts';
import { ClientPermissions as Permissions } from './permissions.ts';
import { adminRoutes as clients } from './routes.ts';

export { billingExport } from './billing.ts';
export { errorResponses } from './schemas.ts';

/**
 * The operator console: clients and permissions, settings, announcements (live), billing, deliveries; and the
 * invoices module (modules/invoices), given the billing CSV rows (its one source of truth) and the card results.
 */
export const adminModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  const permissions = new Permissions({
    db: p.db,
    outbox: p.outbox,
    events: p.events,
    publicUrl: p.config.publicUrl,
  });
  await app.register(clients, { db: p.db, permissions });
  await app.register(configRoutes, { service: new AdminConfig(p.db, p.config.ADMIN_NOTIFY_MAIL) });
  await app.register(announcements, { service: new Announcements(p.db, p.events) });
  const billingService: Billing = new Billing({
    db: p.db,
    defaultShopId: p.payments.tokenizer.shopId,
    notices: new Notices({ db: p.db, outbox: p.outbox, publicUrl: p.config.publicUrl }),
    cardPaid: (paid, fileHash, now) => invoices.recordCardPayments(paid, fileHash, now),
  });
  const invoices = createInvoiceService(p, (month) => billingService.rowsOf(month));
  await app.register(billing, { service: billingService, storage: p.storage });
  await app.register(invoicesModule, { platform: p, service: invoices });
  await app.register(deliveries, { failures: new DeliveryFailures(p.db), outbox: p.outbox });
};
