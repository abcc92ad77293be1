import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import type { TalentService } from '../talents/index.ts';
import { talentFlowRoutes as routes } from './routes.ts';
import { TalentFlowService as Service } from './service.ts';

/** The candidate's own flow (/api/talent-flow). */
export const talentFlowModule: FastifyPluginAsyncZod<Platform & { talents: TalentService }> = async (
  app,
  p,
) => {
  await app.register(routes, {
    db: p.db,
    config: p.config,
    flow: new Service(p.db, p.talents, p.events, p.outbox, p.config.publicUrl, p.webhooks),
  });
};
