/** ATS (sonar) push: the status view's button and the candidate's deliveries (company users). */
import { atsDeliverySchema, atsStateSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCompanyMessages } from '../../lib/localized-problem.ts';
import { idParams as talentIdParams } from './params.ts';
import type { AtsService } from './service.ts';

export const atsRoutes: FastifyPluginAsyncZod<{ service: AtsService }> = async (app, opts) => {
  const { service } = opts;
  const client = app.requireUser('client');
  // Every route here is a company user's: the guard runs once for the plugin's routes.
  app.addHook('preValidation', client);
  const tags = ['ats'];

  app.get(
    '/api/talents/:id/ats',
    {
      schema: {
        tags,
        summary: 'Whether the company may push to sonar ATS, and the candidate’s pushes with every attempt',
        params: talentIdParams,
        response: { 200: atsStateSchema },
      },
    },
    async (request) => withCompanyMessages(request, () => service.list(request.companyId, request.params.id)),
  );

  app.post(
    '/api/talents/:id/ats',
    {
      schema: {
        tags,
        summary:
          'Send the candidate’s result (grades, total, report status and link, externalId) to sonar ATS, retried by a job',
        params: talentIdParams,
        response: { 202: atsDeliverySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await withCompanyMessages(request, () => service.push(request.companyId, request.params.id))),
  );
};
