/** GET /api/talents/:id/risk-signals and POST …/risk-signals/:code/review (company users: main and sub-accounts). */
import {
  riskSignalsQuerySchema,
  riskSignalsSchema,
  SIGNAL_CODES,
  signalReviewSchema,
} from '@refcheck/domain/trust-signals/index';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema as problem } from '../../lib/problem.ts';
import type { TrustSignalsService } from './service.ts';

export const trustSignalRoutes: FastifyPluginAsyncZod<{ service: TrustSignalsService }> = async (
  app,
  opts,
) => {
  const reader = (request: FastifyRequest) => ({
    userId: request.user.id,
    companyId: request.companyId,
    ip: request.ip,
  });

  app.get(
    '/api/talents/:id/risk-signals',
    {
      preHandler: app.requireUser('client'),
      schema: {
        tags: ['trust-signals'],
        summary: "The check's fraud-risk level and its signals, each with its reason and benign explanation",
        params: z.object({ id: z.uuid() }),
        querystring: riskSignalsQuerySchema,
        response: { 200: riskSignalsSchema, 400: problem, 401: problem, 403: problem, 404: problem },
      },
    },
    async (request) => opts.service.view(reader(request), request.params.id, request.query.lang),
  );

  app.post(
    '/api/talents/:id/risk-signals/:code/review',
    {
      preHandler: app.requireUser('client'),
      schema: {
        tags: ['trust-signals'],
        summary: 'Mark a signal reviewed, with a note (audit logged)',
        params: z.object({ id: z.uuid(), code: z.enum(SIGNAL_CODES) }),
        body: signalReviewSchema,
        response: { 200: riskSignalsSchema, 400: problem, 401: problem, 403: problem, 404: problem },
      },
    },
    async (request) =>
      opts.service.review(reader(request), request.params.id, request.params.code, request.body.note),
  );
};
