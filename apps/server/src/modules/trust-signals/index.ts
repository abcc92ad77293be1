/**
 * Trust signals (issue 22), the module's front door: one Fastify plugin that builds its service from the platform it
 * is given and registers its routes. Other modules import only this file.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { trustSignalRoutes } from './routes.ts';
import { TrustSignalsService } from './service.ts';

export { type FingerprintSubject, recordAnswerFingerprints } from './fingerprints.ts';
export { TrustSignalsService } from './service.ts';

/** The fraud-risk level and signals of a company's candidate, and the company's reviews of them. */
export const trustSignalsModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(trustSignalRoutes, { service: new TrustSignalsService(p.db) });
};
