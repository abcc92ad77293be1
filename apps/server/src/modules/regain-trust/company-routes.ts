/** POST /api/company/talents/:talentId/regain-trust: the company's follow-up request (main account, once). */
import { followUpSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema as problem, regainTrustViewSchema } from './schemas.ts';
import type { RegainTrustService } from './service.ts';

export const regainTrustCompanyRoutes: FastifyPluginAsyncZod<{ service: RegainTrustService }> = async (
  app,
  opts,
) => {
  app.post(
    '/api/company/talents/:talentId/regain-trust',
    {
      preHandler: app.requireUser('client'),
      schema: {
        tags: ['regain-trust'],
        summary: 'Ask the candidate to explain chosen referee answers by a deadline (once only)',
        params: z.object({ talentId: z.uuid() }),
        body: followUpSchema,
        response: {
          200: regainTrustViewSchema,
          400: problem,
          401: problem,
          403: problem,
          404: problem,
          409: problem,
          503: problem,
        },
      },
    },
    async (request) =>
      opts.service.send(
        { userId: request.user.id, companyId: request.companyId, ip: request.ip },
        request.params.talentId,
        request.body,
      ),
  );
};
