/** The funnel (issue 36): the company's (`getCompanyFunnel`) and the operator's across companies (`getOperatorFunnel`). */
import {
  companyFunnelSchema,
  extendDeadlineSchema,
  funnelQuerySchema,
  operatorFunnelQuerySchema,
  operatorFunnelSchema,
  stalledActionResultSchema,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asBulkRead } from '../../db/client.ts';
import { problemSchema } from '../../lib/problem.ts';
import type { StalledActions } from './actions.ts';
import type { OperatorFunnelService } from './operator.ts';
import type { FunnelService } from './service.ts';

export const funnelRoutes: FastifyPluginAsyncZod<{
  funnel: FunnelService;
  operatorFunnel: OperatorFunnelService;
  actions: StalledActions;
}> = async (app, opts) => {
  const { funnel, operatorFunnel, actions } = opts;
  const tags = ['funnel'];

  app.get(
    '/api/company/funnel',
    {
      schema: {
        tags,
        operationId: 'getCompanyFunnel',
        summary:
          "The company's funnel: counts per step, conversions, completion by the deadline, stalled checks",
        querystring: funnelQuerySchema,
        response: { 200: companyFunnelSchema, 400: problemSchema },
      },
      preValidation: app.requireUser('client'),
    },
    async (request) => {
      const companyId = request.companyId;
      return asBulkRead(() => funnel.company(companyId, request.query, new Date()));
    },
  );

  app.get(
    '/api/admin/funnel',
    {
      schema: {
        tags,
        operationId: 'getOperatorFunnel',
        summary:
          'The funnel across every company, with one page of the per-company table (sorted, with the total)',
        querystring: operatorFunnelQuerySchema,
        response: { 200: operatorFunnelSchema, 400: problemSchema },
      },
      preValidation: app.requireUser('admin'),
    },
    async (request) => asBulkRead(() => operatorFunnel.read(request.query, new Date())),
  );

  // A stalled check's one-click actions: any user of the company, as re-sending an invitation and editing a
  // candidate are (the operator is refused by the client guard).
  const params = z.object({ id: z.uuid() });
  const responses = {
    200: stalledActionResultSchema,
    400: problemSchema,
    404: problemSchema,
    409: problemSchema,
  };
  app.post(
    '/api/company/funnel/checks/:id/reminder',
    {
      schema: {
        tags,
        operationId: 'remindStalledCheck',
        summary: 'Remind now: the candidate (referees not registered) and every referee still to answer',
        params,
        response: responses,
      },
      preValidation: app.requireUser('client'),
    },
    async (request) => actions.remind(request.companyId, request.params.id, new Date()),
  );

  app.post(
    '/api/company/funnel/checks/:id/deadline',
    {
      schema: {
        tags,
        operationId: 'extendStalledCheck',
        summary: "Extend an open check's deadline by 1-30 days (its links with it)",
        params,
        body: extendDeadlineSchema,
        response: responses,
      },
      preValidation: app.requireUser('client'),
    },
    async (request) => actions.extend(request.companyId, request.params.id, request.body.days, new Date()),
  );

  app.post(
    '/api/company/funnel/checks/:id/replacement-request',
    {
      schema: {
        tags,
        operationId: 'askForReplacement',
        summary: 'Ask the candidate again to replace the referees who declined',
        params,
        response: responses,
      },
      preValidation: app.requireUser('client'),
    },
    async (request) => actions.askReplacement(request.companyId, request.params.id),
  );
};
