/** The operator's sonar connection of a client (next to the sonar flag): base URL and subscription keys. */
import { sonarSettingsSchema, sonarSettingsViewSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams as params } from './params.ts';
import type { SonarSettings } from './settings.ts';

export const sonarSettingsRoutes: FastifyPluginAsyncZod<{
  settings: SonarSettings;
  /** 404 unless the id is a client company (not the operator's own). */
  assertClient: (companyId: string) => Promise<void>;
}> = async (app, opts) => {
  const { settings, assertClient } = opts;
  app.addHook('preHandler', app.requireUser('admin'));
  const tags = ['admin', 'ats'];

  app.get(
    '/api/admin/companies/:id/sonar-settings',
    {
      schema: {
        tags,
        summary: 'A client’s sonar base URL and whether each subscription key is set (never the keys)',
        params,
        response: { 200: sonarSettingsViewSchema },
      },
    },
    async (request) => {
      await assertClient(request.params.id);
      return settings.view(request.params.id);
    },
  );

  app.put(
    '/api/admin/companies/:id/sonar-settings',
    {
      schema: {
        tags,
        summary:
          'Set a client’s sonar base URL (blank: the global one) and subscription keys (blank keeps; clearKeys removes)',
        params,
        body: sonarSettingsSchema,
        response: { 200: sonarSettingsViewSchema },
      },
    },
    async (request) => {
      await assertClient(request.params.id);
      await settings.save(request.params.id, request.user, request.body);
      return settings.view(request.params.id);
    },
  );
};
