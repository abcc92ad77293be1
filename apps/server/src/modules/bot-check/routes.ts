/** `GET /api/bot-check/challenge`: a fresh proof-of-work challenge (the browser solves it before an SMS send). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BotCheck } from './bot-check.ts';

const challengeSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

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
        response: { 200: challengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.botCheck.challenge();
    },
  );
};
