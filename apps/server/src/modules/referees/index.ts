import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { queueReportCompletedPush } from '../ats/index.ts';
import type { BotCheck } from '../bot-check/index.ts';
import { StepUpService } from '../trust-signals/index.ts';
import { refereeFlowRoutes as flowRoutes } from './routes.ts';
import { RefereeService as Service } from './service.ts';

export { askForReplacement } from './decline.ts';
export { recomputeEvaluation } from './evaluation.ts';

export { SMS_PURPOSE } from './service.ts';

/** The referee's flow: consent, phone check, answers (the autosave), the evaluation. */
export const refereesModule: FastifyPluginAsyncZod<Platform & { botCheck: BotCheck }> = async (app, p) => {
  await app.register(flowRoutes, {
    db: p.db,
    databaseKind: p.database.kind,
    config: p.config,
    botCheck: p.botCheck,
    service: new Service(
      p.db,
      p.outbox,
      p.storage,
      p.config.authSecret,
      p.config.publicUrl,
      p.config.ADMIN_NOTIFY_MAIL,
      p.database,
      new StepUpService(p.db),
      p.webhooks,
      (companyId, talentId) =>
        queueReportCompletedPush(p.jobs, companyId, talentId).catch((err) =>
          p.log.error({ err, talentId }, 'sonar push of the completed report not queued'),
        ),
    ),
    conversionTagUrl: p.config.REFEREE_CONVERSION_TAG_URL ?? null,
  });
};
