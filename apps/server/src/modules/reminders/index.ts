import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { BillingNotices as Notices } from '../customer/index.ts';
import { Clock as ReminderClock } from './clock.ts';
import { devClockRoutes as devRoutes } from './dev-routes.ts';
import { reminderRoutes as routes } from './routes.ts';
import { ReminderService as Service } from './service.ts';

export { remindNow } from './send.ts';

/** Reminders to candidates and referees (a cron job), the company's view and switches; the dev clock. */
export const remindersModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  const clock = new ReminderClock();
  const reminders = new Service({
    db: p.db,
    jobs: p.jobs,
    outbox: p.outbox,
    clock,
    log: p.log,
    publicUrl: p.config.publicUrl,
    // Trial ending, card expiring or expired: exactly once each, on the reminders' durable tick.
    notices: new Notices({ db: p.db, outbox: p.outbox, publicUrl: p.config.publicUrl }),
  });
  await reminders.start(p.config.JOB_POLL_SECONDS);
  await app.register(routes, { reminders });
  if (!p.production) await app.register(devRoutes, { clock, reminders });
};
