import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import type { Auth } from '../auth/index.ts';
import { devBulkTalentRoutes as bulkTalents } from './bulk-talents.ts';
import { devCompanyRoutes as companies } from './companies.ts';
import { devReferenceCheckRoutes as referenceChecks } from './reference-checks.ts';
import { devRoutes as outboxRoutes } from './routes.ts';

/** Development helpers (never in production): the outbox, seeded reference checks, companies, bulk candidates. */
export const devModule: FastifyPluginAsyncZod<Platform & { auth: Auth }> = async (app, p) => {
  if (p.production) return;
  await app.register(outboxRoutes, { outbox: p.outbox });
  await app.register(referenceChecks, { db: p.db });
  await app.register(companies, { db: p.db, auth: p.auth });
  await app.register(bulkTalents, { db: p.db });
};
