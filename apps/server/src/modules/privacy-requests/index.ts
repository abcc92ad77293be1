import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import type { BotCheck } from '../bot-check/index.ts';
import { privacyAdminRoutes as adminRoutes } from './admin-routes.ts';
import { privacyCompanyRoutes as companyRoutes } from './company-routes.ts';
import { privacyFlowRoutes as flowRoutes } from './routes.ts';
import { PrivacyService as Service } from './service.ts';

export { ErasureRequests } from './erasure.ts';
export { PRIVACY_COOKIE } from './routes.ts';

/**
 * Requests from candidates and referees (issue 23 item 3): the public `/api/privacy-request/*` (code, session,
 * disclosure, erasure request), the company's queue and the operator's list of escalated requests.
 */
export const privacyRequestsModule: FastifyPluginAsyncZod<Platform & { botCheck: BotCheck }> = async (
  app,
  p,
) => {
  const service = new Service({
    db: p.db,
    jobs: p.jobs,
    outbox: p.outbox,
    deletions: p.fileDeletions,
    events: p.events,
    log: p.log,
    secret: p.config.authSecret,
    adminNotifyMail: p.config.ADMIN_NOTIFY_MAIL,
    publicUrl: p.config.publicUrl,
  });
  await service.erasure.start(p.config.JOB_POLL_SECONDS);
  await app.register(flowRoutes, {
    config: p.config,
    botCheck: p.botCheck,
    service,
    limitPerMinute: p.config.AUTH_CODE_LIMIT_PER_MINUTE,
  });
  await app.register(companyRoutes, { service });
  await app.register(adminRoutes, { service });
};
