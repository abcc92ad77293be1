import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { regainTrustCompanyRoutes as companyRoutes } from './company-routes.ts';
import { regainTrustFlowRoutes as flowRoutes } from './flow-routes.ts';
import { RegainTrustService as Service } from './service.ts';

/** The regain-trust request: the company sends it, the candidate answers it. */
export const regainTrustModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  const service = new Service(p.db, p.outbox, p.events, p.config.publicUrl, p.webhooks);
  await app.register(companyRoutes, { service });
  await app.register(flowRoutes, { config: p.config, service });
};
