/**
 * The company's queue of erasure requests (/api/company/privacy-requests): every company user sees it; approving
 * (a hard delete) and declining are for whoever may delete candidates (the main account).
 */
import { privacyDeclineSchema, privacyRequestRowSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema as problem } from '../../lib/problem.ts';
import type { PrivacyService } from './service.ts';

const params = z.object({ id: z.uuid() });
const ok = z.object({ ok: z.literal(true) });

export const privacyCompanyRoutes: FastifyPluginAsyncZod<{ service: PrivacyService }> = async (app, opts) => {
  const { erasure } = opts.service;
  const client = app.requireUser('client');
  const tags = ['privacy-requests'];
  const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem };

  app.get(
    '/api/company/privacy-requests',
    {
      preHandler: client,
      schema: {
        tags,
        summary: "The company's erasure requests with their status and due date",
        response: { 200: z.array(privacyRequestRowSchema), 401: problem, 403: problem },
      },
    },
    async (request) => erasure.list(request.companyId),
  );

  app.post(
    '/api/company/privacy-requests/:id/approve',
    {
      preHandler: [client, app.mayDo('deleteCandidates')],
      schema: {
        tags,
        summary: "Approve: the person's data is purged",
        params,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await erasure.approve(request.companyId, request.params.id, actor(request), new Date());
      return { ok: true as const };
    },
  );

  app.post(
    '/api/company/privacy-requests/:id/decline',
    {
      preHandler: [client, app.mayDo('deleteCandidates')],
      schema: {
        tags,
        summary: 'Decline with a reason from the fixed list',
        params,
        body: privacyDeclineSchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await erasure.decline(request.companyId, request.params.id, request.body, actor(request), new Date());
      return { ok: true as const };
    },
  );
};

const actor = (request: { user: { id: string }; ip: string }) => ({
  userId: request.user.id,
  ip: request.ip,
});
