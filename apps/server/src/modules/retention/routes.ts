/**
 * GET|PUT /api/company/retention: the company's retention of answers and reports (months after completion). Main
 * account only (a sub-account gets 403 `mainAccountOnly`); scoped by the session's company.
 */
import { retentionSettingSchema, retentionSettingViewSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RetentionSettingsService } from './settings.ts';

export const retentionRoutes: FastifyPluginAsyncZod<{ settings: RetentionSettingsService }> = async (
  app,
  opts,
) => {
  const { settings } = opts;
  // Every route here is a company user's main account's: the guard runs once for the plugin's routes.
  app.addHook('preHandler', app.requireUser('client'));
  app.addHook('preHandler', app.mainAccountOnly);
  const tags = ['retention'];

  app.get(
    '/api/company/retention',
    {
      schema: {
        tags,
        summary: "How many months after completion the company's answers and reports are kept",
        response: { 200: retentionSettingViewSchema },
      },
    },
    async (request) => settings.read(request.companyId),
  );

  app.put(
    '/api/company/retention',
    {
      schema: {
        tags,
        summary: 'Change how many months (6–36) after completion answers and reports are kept (main account)',
        body: retentionSettingSchema,
        response: { 200: retentionSettingViewSchema },
      },
    },
    async (request) =>
      settings.save(request.companyId, request.body.months, { userId: request.user.id, ip: request.ip }),
  );
};
