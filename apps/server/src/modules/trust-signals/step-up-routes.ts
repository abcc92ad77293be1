/** GET/PUT /api/company/step-up-settings: the company's step-up identification setting (main account writes). */
import { stepUpSettingsSchema } from '@refcheck/domain/trust-signals/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema as problem } from '../../lib/problem.ts';
import type { StepUpService } from './step-up.ts';

export const stepUpRoutes: FastifyPluginAsyncZod<{ stepUp: StepUpService }> = async (app, opts) => {
  const client = app.requireUser('client');
  const tags = ['trust-signals'];

  app.get(
    '/api/company/step-up-settings',
    {
      preHandler: client,
      schema: {
        tags,
        summary: 'Step-up identification setting of the company',
        response: { 200: stepUpSettingsSchema, 401: problem, 403: problem, 404: problem },
      },
    },
    async (request) => opts.stepUp.settings(request.companyId),
  );

  app.put(
    '/api/company/step-up-settings',
    {
      preHandler: [client, app.mainAccountOnly],
      schema: {
        tags,
        summary: 'Require the identification image when the risk is medium or above (main account)',
        body: stepUpSettingsSchema,
        response: { 200: stepUpSettingsSchema, 400: problem, 401: problem, 403: problem, 404: problem },
      },
    },
    async (request) => {
      return opts.stepUp.save(request.companyId, request.body);
    },
  );
};
