import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { user } from './db/schema/index.ts';
import { type Jobs, startJobs } from './lib/jobs.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createAuth, LOGIN_CODE_MINUTES, RESET_LINK_MINUTES } from './modules/auth/auth.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { sessionPlugin } from './modules/auth/session.ts';
import { SessionService } from './modules/auth/session-service.ts';
import { devCompanyRoutes } from './modules/dev/companies.ts';
import { devReferenceCheckRoutes } from './modules/dev/reference-checks.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { createFileStorage } from './modules/files/create-storage.ts';
import { FileDeletions } from './modules/files/deletions.ts';
import type { FileStorage } from './modules/files/storage.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { accountRoutes } from './modules/identity/account-routes.ts';
import { authEventRoutes } from './modules/identity/auth-events-routes.ts';
import { codeResendWait } from './modules/identity/code-throttle.ts';
import { companySettingsRoutes } from './modules/identity/company-settings-routes.ts';
import { ipRoutes } from './modules/identity/ip-routes.ts';
import { signupRoutes } from './modules/identity/signup-routes.ts';
import { subAccountRoutes } from './modules/identity/sub-accounts.ts';
import { Outbox } from './modules/outbox/outbox.ts';
import { createTransport, type Transport } from './modules/outbox/transports.ts';
import { refereeFlowRoutes } from './modules/referees/routes.ts';
import { RefereeService } from './modules/referees/service.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { ssoPopupHeaders, ssoRoutes } from './modules/sso/routes.ts';
import { talentFlowRoutes } from './modules/talent-flow/routes.ts';
import { TalentFlowService } from './modules/talent-flow/service.ts';
import { TalentEvents } from './modules/talents/events.ts';
import { TalentPurge } from './modules/talents/purge.ts';
import { talentRoutes } from './modules/talents/routes.ts';
import { InvitationScheduler } from './modules/talents/schedule.ts';
import { TalentService } from './modules/talents/service.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webDistExists, webPlugin } from './plugins/web.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Close the database when the app closes (the server owns it; tests may share one). */
  ownsDatabase?: boolean;
  /** Replace the mail/SMS transport (tests use a real SMTP server through SMTP_URL instead where they can). */
  transport?: Transport;
  logger?: FastifyServerOptions['logger'];
}

function trustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value) as unknown as FastifyServerOptions['trustProxy'];
  return value.split(',').map((s) => s.trim());
}

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onSend', ssoPopupHeaders);
  // SAML posts its assertion form-encoded: keep such bodies raw for better-auth.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  const production = config.NODE_ENV === 'production';
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    production,
    // The optional conversion tag's origin may run a script on the referee completion page (and ping back).
    extraScriptOrigins: config.REFEREE_CONVERSION_TAG_URL
      ? [new URL(config.REFEREE_CONVERSION_TAG_URL).origin]
      : [],
  });
  await app.register(cookie);
  app.decorateRequest('flow', null as never);
  await app.register(openapiPlugin, { version: config.version });

  const jobs: Jobs = await startJobs(database, app.log);
  const outbox = new Outbox(
    database.db,
    jobs,
    options.transport ?? createTransport(config),
    app.log,
    config.JOB_RETRY_DELAY_SECONDS,
  );
  await outbox.start(config.JOB_POLL_SECONDS);
  // Stored files (local directory or S3), their retried deletions, and the daily purge of deleted candidates.
  const storage = createFileStorage(config);
  const fileDeletions = new FileDeletions(
    database.db,
    storage,
    jobs,
    app.log,
    config.JOB_RETRY_DELAY_SECONDS,
  );
  await fileDeletions.start(config.JOB_POLL_SECONDS);
  const purge = new TalentPurge({
    db: database.db,
    jobs,
    deletions: fileDeletions,
    log: app.log,
    retentionDays: config.TALENT_PURGE_AFTER_DAYS,
  });
  await purge.start(config.JOB_POLL_SECONDS);
  const auth = createAuth(database.db, config, {
    sendLoginCode: async (u, code) => {
      const [row] = await database.db
        .select({ phone: user.phoneNumber, companyId: user.companyId })
        .from(user)
        .where(eq(user.id, u.id));
      if (!row?.phone) throw new Error('no phone number');
      await outbox.send({
        channel: 'sms',
        to: row.phone,
        text: `Refcheck 認証コード: ${code}（${LOGIN_CODE_MINUTES}分間有効）`,
        template: 'login-code',
        companyId: row.companyId,
      });
    },
    codeResendWait: async (userId) => {
      const [row] = await database.db
        .select({ phone: user.phoneNumber })
        .from(user)
        .where(eq(user.id, userId));
      return row?.phone ? codeResendWait(database.db, row.phone, config.SMS_CODE_RESEND_SECONDS) : 0;
    },
    sendResetMail: async (u, token) => {
      const link = `${config.publicUrl}/login/reset_password?code=${encodeURIComponent(token)}`;
      await outbox
        .send({
          channel: 'mail',
          to: u.email,
          subject: '【Refcheck】パスワード再設定のご案内',
          text: `${u.name} 様\n\nパスワード再設定のご依頼を受け付けました。\n以下のリンクから${RESET_LINK_MINUTES}分以内に新しいパスワードを設定してください。\n\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。\n\nRefcheck`,
          template: 'password-reset',
          language: 'jp',
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'password reset mail not queued'));
    },
  });

  app.decorate('services', { database, jobs, outbox, auth, config, storage, fileDeletions, purge });
  app.addHook('onClose', async () => {
    await jobs.stop({ graceful: true, wait: true, timeout: 5000 });
    if (options.ownsDatabase) await database.close();
  });

  await app.register(sessionPlugin, { auth });
  await app.register(healthRoutes, { database, version: config.version });
  await app.register(authRoutes, { config, sessions: new SessionService(database.db) });
  await app.register(adminRoutes, { db: database.db });
  await app.register(refereeFlowRoutes, {
    service: new RefereeService(database.db, outbox, storage, config.authSecret, config.publicUrl),
    conversionTagUrl: config.REFEREE_CONVERSION_TAG_URL ?? null,
  });
  await app.register(reportRoutes, { db: database.db, storage });
  // Candidates: company side (/api/talents) and the candidate's own flow (/api/talent-flow).
  const talentEvents = new TalentEvents(database);
  await talentEvents.start();
  app.addHook('onClose', () => talentEvents.stop());
  const talents = new TalentService({
    db: database.db,
    outbox,
    events: talentEvents,
    publicUrl: config.publicUrl,
  });
  const scheduler = new InvitationScheduler(database.db, jobs, talents, app.log);
  await scheduler.start(config.JOB_POLL_SECONDS);
  await app.register(talentRoutes, { talents, scheduler, purge, events: talentEvents });
  await app.register(talentFlowRoutes, {
    flow: new TalentFlowService(database.db, talents, talentEvents, outbox, config.publicUrl),
  });
  await app.register(signupRoutes, { config });
  await app.register(subAccountRoutes, { config });
  await app.register(ipRoutes);
  await app.register(accountRoutes, { config });
  await app.register(companySettingsRoutes);
  await app.register(authEventRoutes);
  await app.register(ssoRoutes, { config });
  if (!production) await app.register(devRoutes, { outbox });
  if (!production) await app.register(devReferenceCheckRoutes, { db: database.db });
  if (!production) await app.register(devCompanyRoutes, { db: database.db, auth });
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
      auth: ReturnType<typeof createAuth>;
      config: Config;
      storage: FileStorage;
      fileDeletions: FileDeletions;
      purge: TalentPurge;
    };
  }
}
