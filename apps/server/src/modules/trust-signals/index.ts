/**
 * Trust signals (issue 22), the module's front door: one Fastify plugin that builds its services from the platform it
 * is given and registers its routes. Other modules import only this file.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { trustSignalRoutes } from './routes.ts';
import { TrustSignalsService } from './service.ts';
import { StepUpService } from './step-up.ts';
import { stepUpRoutes } from './step-up-routes.ts';

export { recordAnswerFingerprints } from './fingerprints.ts';
export { TrustSignalsService } from './service.ts';
export { StepUpService } from './step-up.ts';

/** The fraud-risk level and signals of a company's candidate, the company's reviews, and the step-up setting. */
export const trustSignalsModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(trustSignalRoutes, { service: new TrustSignalsService(p.db) });
  await app.register(stepUpRoutes, { stepUp: new StepUpService(p.db) });
};
