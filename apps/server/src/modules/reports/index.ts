import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { TrustSignalsService } from '../trust-signals/index.ts';
import { reportRoutes as routes } from './routes.ts';

export { publicExcuses, regainTrustView } from './regain-trust-view.ts';
export { reportRoutes } from './routes.ts';
export { loadReport, type Report } from './service.ts';

/** The company's report on a candidate (page and PDF). */
export const reportsModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(routes, { db: p.db, storage: p.storage, trust: new TrustSignalsService(p.db) });
};
