import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { errorReportingRoutes } from './lib/error-reporting-routes.ts';
import { accessGuards } from './modules/access/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { apiKeysModule } from './modules/api-keys/index.ts';
import { atsModule } from './modules/ats/index.ts';
import { authModule, buildAuth, sessionPlugin, ssoPopupHeaders } from './modules/auth/index.ts';
import { BotCheck, botCheckModule } from './modules/bot-check/index.ts';
import { contactModule } from './modules/contact/index.ts';
import { customerModule } from './modules/customer/index.ts';
import { devModule } from './modules/dev/index.ts';
import { funnelModule } from './modules/funnel/index.ts';
import { healthModule } from './modules/health/index.ts';
import { identityModule } from './modules/identity/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { operatorsModule } from './modules/operators/index.ts';
import { privacyRecordsModule } from './modules/privacy-records/index.ts';
import { privacyRequestsModule } from './modules/privacy-requests/index.ts';
import { publicApiModule } from './modules/public-api/index.ts';
import { refereesModule } from './modules/referees/index.ts';
import { regainTrustModule } from './modules/regain-trust/index.ts';
import { remindersModule } from './modules/reminders/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { retentionModule } from './modules/retention/index.ts';
import { riskCheckModule } from './modules/risk-check/index.ts';
import { talentFlowModule } from './modules/talent-flow/index.ts';
import { TalentPurge, TalentService, talentsModule } from './modules/talents/index.ts';
import { templatesModule } from './modules/templates/index.ts';
import { trustSignalsModule } from './modules/trust-signals/index.ts';
import { webhooksModule } from './modules/webhooks/index.ts';
import type { FileDeletions, FileStorage } from './platform/files/index.ts';
import type { Jobs } from './platform/jobs/index.ts';
import type { Outbox, Transport } from './platform/outbox/index.ts';
import { startPlatform } from './platform/services.ts';
import { createHttpServer } from './plugins/http.ts';
import { webDistExists, webPlugin } from './plugins/web.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Close the database when the app closes (the server owns it; tests may share one). */
  ownsDatabase?: boolean;
  /** Replace the mail/SMS transport (tests use a real SMTP server through SMTP_URL instead where they can). */
  transport?: Transport;
  logger?: FastifyServerOptions['logger'];
  /**
   * How long an accepted session is remembered between writes (default 2 s, modules/auth/session.ts and modules/access/guards.ts). Tests that
   * move a session's timestamps in the database to simulate hours passing set 0: real time moves past 2 s anyway.
   */
  sessionMemoMs?: number;
}

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = await createHttpServer(options);
  app.addHook('onSend', ssoPopupHeaders);
  // SAML posts its assertion form-encoded: keep such bodies raw for better-auth.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  // The platform (jobs, outbox, files, the talent-change bus, payments), then the shared services.
  const platform = await startPlatform(app, options);
  const { db, jobs, events } = platform;
  const purge = new TalentPurge({
    db,
    jobs,
    deletions: platform.fileDeletions,
    log: app.log,
    retentionDays: config.TALENT_PURGE_AFTER_DAYS,
  });
  await purge.start(config.JOB_POLL_SECONDS);
  const auth = buildAuth(platform);
  const botCheck = new BotCheck(db, config.authSecret, config.BOT_CHECK_MAX_NUMBER, config.BOT_CHECK);
  const { outbox, storage, fileDeletions } = platform;
  app.decorate('services', { database, jobs, outbox, auth, config, storage, fileDeletions, purge, botCheck });
  app.addHook('onClose', async () => {
    await jobs.stop({ graceful: true, wait: true, timeout: 5000 });
    if (options.ownsDatabase) await database.close();
  });
  await events.start();
  app.addHook('onClose', () => events.stop());
  await app.register(sessionPlugin, { auth, db, memoMs: options.sessionMemoMs, events });
  // The guards (requireUser, mainAccountOnly, mayDo) read the session the plugin above decorates.
  await app.register(accessGuards, { db, memoMs: options.sessionMemoMs, events });
  const talents = new TalentService({ db, outbox, events, publicUrl: config.publicUrl });

  // The feature modules, each through its front door (modules/<name>/index.ts), in this order.
  const deps = { ...platform, auth, botCheck, purge, talents };
  await app.register(healthModule, deps);
  await app.register(authModule, deps);
  await app.register(refereesModule, deps);
  await app.register(reportsModule, deps);
  await app.register(privacyRecordsModule, deps);
  await app.register(trustSignalsModule, deps);
  await app.register(talentsModule, deps);
  await app.register(remindersModule, deps);
  await app.register(funnelModule, deps);
  await app.register(adminModule, deps);
  await app.register(contactModule, deps);
  await app.register(talentFlowModule, deps);
  await app.register(regainTrustModule, deps);
  await app.register(identityModule, deps);
  await app.register(operatorsModule, deps);
  await app.register(mailModule, deps);
  await app.register(errorReportingRoutes, { dsn: config.PUBLIC_SENTRY_DSN });
  await app.register(botCheckModule, deps);
  await app.register(templatesModule, deps);
  await app.register(riskCheckModule, deps);
  await app.register(atsModule, deps);
  await app.register(customerModule, deps);
  await app.register(retentionModule, deps);
  await app.register(privacyRequestsModule, deps);
  await app.register(webhooksModule, deps);
  await app.register(apiKeysModule, deps);
  await app.register(publicApiModule, deps);
  await app.register(devModule, deps);
  if (webDistExists(config.webDist)) await app.register(webPlugin, { dist: config.webDist });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      database: Database;
      jobs: Jobs;
      outbox: Outbox;
      auth: ReturnType<typeof buildAuth>;
      config: Config;
      storage: FileStorage;
      fileDeletions: FileDeletions;
      purge: TalentPurge;
      botCheck: BotCheck;
    };
  }
}
