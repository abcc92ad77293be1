import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { TrustSignalsService } from '../trust-signals/index.ts';
import { ReportReader as Reader } from './reader.ts';
import { reportRoutes as routes } from './routes.ts';

export { ReportReader } from './reader.ts';
export { publicExcuses, regainTrustView } from './regain-trust-view.ts';
export { pdfAttachmentHeaders } from './routes.ts';
export { loadReport, type Report } from './service.ts';

/** The company's report on a candidate (page and PDF). */
export const reportsModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(routes, { reader: new Reader(p.db, new TrustSignalsService(p.db)) });
};
