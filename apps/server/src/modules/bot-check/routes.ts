/** `GET /api/bot-check/challenge`: a fresh proof-of-work challenge (the browser solves it before an SMS send). */
import { botChallengeSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BotCheck } from './bot-check.ts';

export const botCheckRoutes: FastifyPluginAsyncZod<{ botCheck: BotCheck; limitPerMinute: number }> = async (
  app,
  opts,
) => {
  app.get(
    '/api/bot-check/challenge',
    {
      config: { rateLimit: { max: opts.limitPerMinute * 3, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary: 'A proof-of-work challenge (ALTCHA) to solve before asking for an SMS code',
        response: { 200: botChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.botCheck.challenge();
    },
  );
};
