import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { user } from './db/schema/index.ts';
import { initErrorReporting } from './lib/error-reporting.ts';
import { errorReportingRoutes } from './lib/error-reporting-routes.ts';
import { type Jobs, startJobs } from './lib/jobs.ts';
import { announcementRoutes } from './modules/admin/announcement-routes.ts';
import { billingRoutes } from './modules/admin/billing-routes.ts';
import { adminConfigRoutes } from './modules/admin/config-routes.ts';
import { ClientPermissions } from './modules/admin/permissions.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { atsReceiverRoutes } from './modules/ats/receiver-routes.ts';
import { atsRoutes } from './modules/ats/routes.ts';
import { AtsService } from './modules/ats/service.ts';
import { createAuth, LOGIN_CODE_MINUTES, RESET_LINK_MINUTES } from './modules/auth/auth.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { sessionPlugin } from './modules/auth/session.ts';
import { SessionService } from './modules/auth/session-service.ts';
import { BotCheck } from './modules/bot-check/bot-check.ts';
import { botCheckRoutes } from './modules/bot-check/routes.ts';
import { CardRegistrations } from './modules/customer/card-registration.ts';
import { CARD_RETURN_PATH, cardRoutes } from './modules/customer/card-routes.ts';
import { planRoutes } from './modules/customer/plan-routes.ts';
import { withdrawalRoutes } from './modules/customer/withdrawal-routes.ts';
import { devBulkTalentRoutes } from './modules/dev/bulk-talents.ts';
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
import { mailLanguageRoutes } from './modules/mail/language-routes.ts';
import { mailPreviewRoutes } from './modules/mail/preview-routes.ts';
import { Outbox } from './modules/outbox/outbox.ts';
import { createTransport, type Transport } from './modules/outbox/transports.ts';
import { createPaymentProvider } from './modules/payments/create-provider.ts';
import { SandboxPaymentProvider } from './modules/payments/sandbox.ts';
import { sandboxPaymentRoutes } from './modules/payments/sandbox-routes.ts';
import { refereeFlowRoutes } from './modules/referees/routes.ts';
import { RefereeService } from './modules/referees/service.ts';
import { regainTrustCompanyRoutes } from './modules/regain-trust/company-routes.ts';
import { regainTrustFlowRoutes } from './modules/regain-trust/flow-routes.ts';
import { RegainTrustService } from './modules/regain-trust/service.ts';
import { Clock } from './modules/reminders/clock.ts';
import { devClockRoutes } from './modules/reminders/dev-routes.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { ReminderService } from './modules/reminders/service.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { createRiskProvider } from './modules/risk-check/create-provider.ts';
import { riskCheckRoutes } from './modules/risk-check/routes.ts';
import { RiskCheckService } from './modules/risk-check/service.ts';
import { ssoPopupHeaders, ssoRoutes } from './modules/sso/routes.ts';
import { talentFlowRoutes } from './modules/talent-flow/routes.ts';
import { TalentFlowService } from './modules/talent-flow/service.ts';
import { CompanyCache } from './modules/talents/company-cache.ts';
import { TalentEvents } from './modules/talents/events.ts';
import { talentListRoutes } from './modules/talents/list-routes.ts';
import { TalentPurge } from './modules/talents/purge.ts';
import { talentRoutes } from './modules/talents/routes.ts';
import { InvitationScheduler } from './modules/talents/schedule.ts';
import { TalentService } from './modules/talents/service.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
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
  /**
   * How long an accepted session is remembered between writes (default 2 s, modules/auth/session.ts). Tests that
   * move a session's timestamps in the database to simulate hours passing set 0: real time moves past 2 s anyway.
   */
  sessionMemoMs?: number;
}

function trustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value) as unknown as FastifyServerOptions['trustProxy'];
  return value.split(',').map((s) => s.trim());
}

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  initErrorReporting({ dsn: config.SENTRY_DSN, environment: config.NODE_ENV, release: config.version });
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
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
    extraScriptOrigins: [
      ...(config.REFEREE_CONVERSION_TAG_URL ? [new URL(config.REFEREE_CONVERSION_TAG_URL).origin] : []),
      // GMO-PG's token.js and the token calls it makes.
      ...(config.PAYMENT_PROVIDER === 'gmo' && config.GMO_TOKEN_JS_URL
        ? [new URL(config.GMO_TOKEN_JS_URL).origin]
        : []),
    ],
    // The web app sends its error reports there.
    extraConnectOrigins: config.PUBLIC_SENTRY_DSN ? [new URL(config.PUBLIC_SENTRY_DSN).origin] : [],
  });
  await app.register(compressionPlugin);
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
    config.SUPPORT_MAIL,
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
        .sendMail('passwordReset', { to: u.email, data: { name: u.name, link, minutes: RESET_LINK_MINUTES } })
        .catch((error: unknown) => app.log.error({ err: error }, 'password reset mail not queued'));
    },
  });

  const botCheck = new BotCheck(
    database.db,
    config.authSecret,
    config.BOT_CHECK_MAX_NUMBER,
    config.BOT_CHECK,
  );
  app.decorate('services', { database, jobs, outbox, auth, config, storage, fileDeletions, purge, botCheck });
  app.addHook('onClose', async () => {
    await jobs.stop({ graceful: true, wait: true, timeout: 5000 });
    if (options.ownsDatabase) await database.close();
  });

  await app.register(sessionPlugin, { auth, memoMs: options.sessionMemoMs });
  await app.register(healthRoutes, { database, version: config.version });
  await app.register(authRoutes, { config, sessions: new SessionService(database.db) });
  await app.register(refereeFlowRoutes, {
    service: new RefereeService(
      database.db,
      outbox,
      storage,
      config.authSecret,
      config.publicUrl,
      config.ADMIN_NOTIFY_MAIL,
    ),
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
  const talentCache = new CompanyCache(talentEvents);
  await app.register(talentListRoutes, { db: database.db, cache: talentCache });
  await app.register(talentRoutes, { talents, scheduler, purge, events: talentEvents, cache: talentCache });
  // Reminders to candidates and referees (a pg-boss cron job), the company's view and switches.
  const clock = new Clock();
  const reminders = new ReminderService({
    db: database.db,
    jobs,
    outbox,
    clock,
    log: app.log,
    publicUrl: config.publicUrl,
  });
  await reminders.start(config.JOB_POLL_SECONDS);
  await app.register(reminderRoutes, { reminders });
  if (!production) await app.register(devClockRoutes, { clock, reminders });
  // The operator console: client list and permissions, admin settings, announcements (live), billing.
  const permissions = new ClientPermissions({
    db: database.db,
    outbox,
    events: talentEvents,
    publicUrl: config.publicUrl,
  });
  await app.register(adminRoutes, { db: database.db, permissions });
  await app.register(adminConfigRoutes, { db: database.db, fallbackMail: config.ADMIN_NOTIFY_MAIL });
  await app.register(announcementRoutes, { db: database.db, events: talentEvents });
  await app.register(billingRoutes, { db: database.db, storage });
  await app.register(talentFlowRoutes, {
    flow: new TalentFlowService(database.db, talents, talentEvents, outbox, config.publicUrl),
  });
  const regainTrust = new RegainTrustService(database.db, outbox, talentEvents, config.publicUrl);
  await app.register(regainTrustCompanyRoutes, { service: regainTrust });
  await app.register(regainTrustFlowRoutes, { service: regainTrust });
  await app.register(signupRoutes, { config });
  await app.register(subAccountRoutes, { config });
  await app.register(ipRoutes);
  await app.register(accountRoutes, { config });
  await app.register(mailLanguageRoutes);
  await app.register(errorReportingRoutes, { dsn: config.PUBLIC_SENTRY_DSN });
  await app.register(botCheckRoutes, { botCheck, limitPerMinute: config.AUTH_CODE_LIMIT_PER_MINUTE });
  await app.register(companySettingsRoutes);
  await app.register(templateRoutes);
  await app.register(authEventRoutes);
  await app.register(ssoRoutes, { config });
  // The risk check (RISK EYES or the sandbox) and the ATS (sonar) push.
  await app.register(riskCheckRoutes, {
    service: new RiskCheckService(database.db, createRiskProvider(config), app.log),
  });
  const ats = new AtsService({
    db: database.db,
    jobs,
    log: app.log,
    publicUrl: config.publicUrl,
    serverSecret: config.authSecret,
    embeddedReceiver: !production,
    retryDelaySeconds: config.ATS_RETRY_DELAY_SECONDS,
    timeoutMs: config.EXTERNAL_TIMEOUT_SECONDS * 1000,
  });
  await ats.start(config.JOB_POLL_SECONDS);
  await app.register(atsRoutes, { service: ats });
  if (!production) await app.register(atsReceiverRoutes, { service: ats });
  // Plans, the card (payment provider: embedded sandbox or GMO-PG) and withdrawal.
  const payments = createPaymentProvider(config);
  const cards = new CardRegistrations(
    database.db,
    payments,
    `${config.publicUrl}${CARD_RETURN_PATH}`,
    app.log,
  );
  const cardLimit = config.AUTH_CODE_LIMIT_PER_MINUTE;
  await app.register(cardRoutes, { cards, provider: payments.name, limitPerMinute: cardLimit });
  if (payments instanceof SandboxPaymentProvider)
    await app.register(sandboxPaymentRoutes, { provider: payments, limitPerMinute: cardLimit });
  await app.register(planRoutes, { config });
  await app.register(withdrawalRoutes, { config });
  if (!production) await app.register(devRoutes, { outbox });
  if (!production) await app.register(mailPreviewRoutes, { supportMail: config.SUPPORT_MAIL });
  if (!production) await app.register(devReferenceCheckRoutes, { db: database.db });
  if (!production) await app.register(devCompanyRoutes, { db: database.db, auth });
  if (!production) await app.register(devBulkTalentRoutes, { db: database.db });
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
      botCheck: BotCheck;
    };
  }
}
