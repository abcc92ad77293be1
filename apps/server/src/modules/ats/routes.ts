/** ATS (sonar) push: the company's endpoint settings (main account, /config) and the status view's push. */
import {
  atsDeliverySchema,
  atsSettingsSchema,
  atsSettingsViewSchema,
  atsStateSchema,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCompanyMessages } from '../../lib/localized-problem.ts';
import { badRequest } from '../../lib/problem.ts';
import { assertMainAccount } from '../auth/index.ts';
import { talentIdParams } from '../talents/index.ts';
import type { AtsService } from './service.ts';

export const atsRoutes: FastifyPluginAsyncZod<{ service: AtsService }> = async (app, opts) => {
  const { service } = opts;
  const db = app.services.database.db;
  const client = app.requireUser('client');
  // Every route here is a company user's: the guard runs once for the plugin's routes.
  app.addHook('preValidation', client);
  const tags = ['ats'];

  const view = (companyId: string) => service.settingsView(companyId);

  app.get(
    '/api/company/ats-settings',
    {
      schema: {
        tags,
        summary: 'The company’s ATS endpoint settings (main account)',
        response: { 200: atsSettingsViewSchema },
      },
    },
    async (request) => {
      await assertMainAccount(db, request.user.id);
      return view(request.user.companyId!);
    },
  );

  app.put(
    '/api/company/ats-settings',
    {
      schema: {
        tags,
        summary: 'Set the ATS endpoint (blank: the embedded receiver) and signing secret (blank keeps it)',
        body: atsSettingsSchema,
        response: { 200: atsSettingsViewSchema },
      },
    },
    async (request) => {
      await assertMainAccount(db, request.user.id);
      return withCompanyMessages(request, async () => {
        const saved = await service.saveSettings(request.user.companyId!, request.body);
        if (!saved.ok) throw badRequest('atsSecretRequired');
        return view(request.user.companyId!);
      });
    },
  );

  app.get(
    '/api/talents/:id/ats',
    {
      schema: {
        tags,
        summary: 'Whether the company may push to its ATS, and the candidate’s pushes with every attempt',
        params: talentIdParams,
        response: { 200: atsStateSchema },
      },
    },
    async (request) =>
      withCompanyMessages(request, () => service.list(request.user.companyId!, request.params.id)),
  );

  app.post(
    '/api/talents/:id/ats',
    {
      schema: {
        tags,
        summary:
          'Send the candidate’s result (grades, total, report status and link) to the ATS: signed JSON, retried by a job',
        params: talentIdParams,
        response: { 202: atsDeliverySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await withCompanyMessages(request, () => service.push(request.user.companyId!, request.params.id)),
        ),
  );
};
