/** The operator's list of escalated erasure requests (/api/admin/privacy-requests). */
import { adminPrivacyRequestSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema as problem } from '../../lib/problem.ts';
import type { PrivacyService } from './service.ts';

export const privacyAdminRoutes: FastifyPluginAsyncZod<{ service: PrivacyService }> = async (app, opts) => {
  app.get(
    '/api/admin/privacy-requests',
    {
      preHandler: app.requireUser('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Erasure requests a company left unanswered past their due date',
        response: { 200: z.array(adminPrivacyRequestSchema), 401: problem, 403: problem },
      },
    },
    async () => opts.service.erasure.escalated(),
  );
};
