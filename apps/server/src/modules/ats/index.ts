import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { sonarSettingsRoutes as operatorRoutes } from './operator-routes.ts';
import { SonarRateWindow as RateWindow } from './rate-window.ts';
import { atsReceiverRoutes as receiverRoutes } from './receiver-routes.ts';
import { atsRoutes as routes } from './routes.ts';
import { SandboxSonar as Sandbox } from './sandbox.ts';
import { AtsService as Service } from './service.ts';
import { SonarSettings as Settings } from './settings.ts';

export { SonarRateWindow } from './rate-window.ts';

export { queueReportCompletedPush } from './service.ts';

/** The sonar ATS client: the push (button and report completion), the operator's settings, the sandbox sonar. */
export const atsModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  const settings = new Settings({
    db: p.db,
    global: {
      baseUrl: p.config.SONAR_BASE_URL ?? null,
      primaryKey: p.config.SONAR_PRIMARY_KEY ?? null,
      secondaryKey: p.config.SONAR_SECONDARY_KEY ?? null,
    },
    serverSecret: p.config.authSecret,
    sandbox: !p.production,
    secrets: p.secrets,
  });
  const ats = new Service({
    db: p.db,
    jobs: p.jobs,
    log: p.log,
    publicUrl: p.config.publicUrl,
    settings,
    rate: new RateWindow(p.db, p.config.SONAR_REQUESTS_PER_MINUTE),
    retryDelaySeconds: p.config.ATS_RETRY_DELAY_SECONDS,
    timeoutMs: p.config.EXTERNAL_TIMEOUT_SECONDS * 1000,
  });
  await ats.start(p.config.JOB_POLL_SECONDS);
  await app.register(routes, { service: ats });
  await app.register(operatorRoutes, { settings, assertClient: (id) => settings.assertClient(id) });
  if (!p.production) await app.register(receiverRoutes, { sandbox: new Sandbox(p.db, settings) });
};
