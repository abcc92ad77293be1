import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { atsReceiverRoutes as receiverRoutes } from './receiver-routes.ts';
import { atsRoutes as routes } from './routes.ts';
import { AtsService as Service } from './service.ts';

export { atsReceiverRoutes } from './receiver-routes.ts';
export { atsRoutes } from './routes.ts';
export { AtsService } from './service.ts';

/** The ATS (sonar) push, with an embedded receiver outside production. */
export const atsModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  const ats = new Service({
    db: p.db,
    jobs: p.jobs,
    log: p.log,
    publicUrl: p.config.publicUrl,
    serverSecret: p.config.authSecret,
    embeddedReceiver: !p.production,
    retryDelaySeconds: p.config.ATS_RETRY_DELAY_SECONDS,
    timeoutMs: p.config.EXTERNAL_TIMEOUT_SECONDS * 1000,
  });
  await ats.start(p.config.JOB_POLL_SECONDS);
  await app.register(routes, { service: ats });
  if (!p.production) await app.register(receiverRoutes, { service: ats });
};
