import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { StalledActions } from './actions.ts';
import { OperatorFunnelService } from './operator.ts';
import { funnelRoutes } from './routes.ts';
import { FunnelService } from './service.ts';

/** The check funnel and time to complete (issue 36), read from the step events; the stalled checks' actions. */
export const funnelModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  const funnel = new FunnelService(p.db);
  await app.register(funnelRoutes, {
    funnel,
    operatorFunnel: new OperatorFunnelService(p.db, funnel),
    actions: new StalledActions({ db: p.db, outbox: p.outbox, publicUrl: p.config.publicUrl }),
  });
};
