import { companySettingsSchema, companySettingsViewSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { recordAuthEvent } from '../auth/index.ts';
import type { CompanySettingsService } from './company-settings.ts';

/** The company's own fields in /config (spec 2, 3, 6): read and changed by the main account only. */
export const companySettingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  settings: CompanySettingsService;
}> = async (app, opts) => {
  const { db, settings } = opts;
  const client = app.requireUser('client');
  // Every route here is a company user's: the guard runs once for the plugin's routes.
  app.addHook('preHandler', client);

  /** A sub-account may not see zipcode and address, nor change company fields (403 `mainAccountOnly`). */

  const read = (companyId: string) => settings.read(companyId);

  app.get(
    '/api/company/settings',
    {
      preHandler: app.mainAccountOnly,
      schema: {
        tags: ['identity'],
        summary: 'The company settings',
        response: { 200: companySettingsViewSchema },
      },
    },
    async (request) => {
      return read(request.companyId);
    },
  );

  app.put(
    '/api/company/settings',
    {
      preHandler: app.mainAccountOnly,
      schema: {
        tags: ['identity'],
        summary: 'Change the company settings (sign-up field rules)',
        body: companySettingsSchema,
        response: { 200: companySettingsViewSchema },
      },
    },
    async (request) => {
      const input = request.body;
      const companyId = request.companyId;
      await settings.save(companyId, input);
      await recordAuthEvent(db, request, {
        kind: 'company-settings',
        result: 'ok',
        userId: request.user.id,
        companyId,
      });
      return read(companyId);
    },
  );
};
