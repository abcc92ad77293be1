import type { BillingCsvRow } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { adminInvoiceRoutes } from './admin-routes.ts';
import { companyInvoiceRoutes } from './company-routes.ts';
import { InvoiceJob } from './job.ts';
import { InvoiceService } from './service.ts';

export { InvoiceService } from './service.ts';

/**
 * Qualified invoices and receipts (issue 35): the service (given the billing CSV rows of a month by the caller,
 * admin's export), the company's and the operator's routes, the monthly job.
 */
export const invoicesModule: FastifyPluginAsyncZod<{
  platform: Platform;
  service: InvoiceService;
}> = async (app, { platform: p, service }) => {
  await app.register(companyInvoiceRoutes, { service });
  await app.register(adminInvoiceRoutes, { service });
  await new InvoiceJob({ jobs: p.jobs, service, log: p.log }).start(p.config.JOB_POLL_SECONDS);
};

/** The service over the platform and a month's billing rows. */
export function createInvoiceService(p: Platform, billingRows: (month: string) => Promise<BillingCsvRow[]>) {
  return new InvoiceService({
    db: p.db,
    storage: p.storage,
    outbox: p.outbox,
    publicUrl: p.config.publicUrl,
    billingRows,
  });
}
