import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { CompanyCache as Cache } from './company-cache.ts';
import { talentListRoutes as listRoutes } from './list-routes.ts';
import type { TalentPurge as Purge } from './purge.ts';
import { talentRoutes as routes } from './routes.ts';
import { InvitationScheduler as Scheduler } from './schedule.ts';
import type { TalentService as Service } from './service.ts';

export { talentKeyset } from './list.ts';

export { hardDeleteTalent, TalentPurge } from './purge.ts';

export { InvitationScheduler } from './schedule.ts';
export { talentIdParams } from './schemas.ts';
export { TalentService } from './service.ts';

/** Candidates on the company side (/api/talents): list, writes, scheduled invitations, purge. */
export const talentsModule: FastifyPluginAsyncZod<Platform & { talents: Service; purge: Purge }> = async (
  app,
  p,
) => {
  const scheduler = new Scheduler(p.db, p.jobs, p.talents, p.log);
  await scheduler.start(p.config.JOB_POLL_SECONDS);
  const cache = new Cache(p.events);
  await app.register(listRoutes, { db: p.db, cache });
  await app.register(routes, { talents: p.talents, scheduler, purge: p.purge, events: p.events, cache });
};
