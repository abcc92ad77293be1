import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { handleAuthRequest } from './login-flow.ts';
import type { SessionService } from './session-service.ts';

const sessionResponse = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    email: z.string(),
    role: z.enum(['admin', 'client']),
    companyId: z.string().nullable(),
    subAccountId: z.string().nullable(),
    isSubAccount: z.boolean(),
    /** False until the user registered a phone for the sign-in code (the web app then asks for it). */
    hasPhone: z.boolean(),
  }),
  company: z
    .object({
      id: z.string(),
      uid: z.string(),
      name: z.string(),
      planStatus: z.enum(['PLAN_STATUS_LIGHT', 'PLAN_STATUS_ORDERING_STANDARD', 'PLAN_STATUS_STANDARD']),
      verified: z.boolean(),
      onTrial: z.boolean(),
      trialDaysLeft: z.number().nullable(),
      cardValid: z.boolean(),
      loginCount: z.number(),
    })
    .nullable(),
});

export const authRoutes: FastifyPluginAsyncZod<{ config: Config; sessions: SessionService }> = async (
  app,
  opts,
) => {
  // better-auth: sign-in, sign-out, and later the SMS code, SSO and reset endpoints.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { rateLimit: { max: opts.config.AUTH_API_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    handler: (request, reply) => handleAuthRequest(app, request, reply, opts.config.publicUrl),
  });

  app.get(
    '/api/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, their company and its plan state',
        response: { 200: sessionResponse },
      },
      preHandler: app.requireUser(),
    },
    async (request) => opts.sessions.describe(request.user, new Date()),
  );
};
