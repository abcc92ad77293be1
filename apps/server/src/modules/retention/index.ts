import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import type { TalentPurge } from '../talents/index.ts';
import { RetentionJob as Job } from './job.ts';
import { retentionRoutes as routes } from './routes.ts';
import { RetentionSettingsService as Settings } from './settings.ts';

export { RETENTION_CRON, RETENTION_QUEUE, RetentionJob } from './job.ts';
export { RETENTION_AUDIT_ACTION } from './settings.ts';
export { RETENTION_TARGETS } from './targets.ts';

/** Retention (issue 23 item 4): the company's setting and the daily job enforcing the inventory's rules. */
export const retentionModule: FastifyPluginAsyncZod<Platform & { purge: TalentPurge }> = async (app, p) => {
  const job = new Job({
    db: p.db,
    jobs: p.jobs,
    purge: p.purge,
    log: p.log,
    outbox: p.outbox,
    publicUrl: p.config.publicUrl,
  });
  await job.start(p.config.JOB_POLL_SECONDS);
  await app.register(routes, { settings: new Settings(p.db) });
};
