/**
 * /api/company/card: the company's card (masked) and the provider's browser tokenizer, registration of a
 * tokenised card with 3-D Secure, and the challenge's return. Main account only (spec 6).
 */
import {
  cardRegistrationAnswerSchema,
  cardRegistrationRequestSchema,
  cardResultPath,
  cardViewSchema,
} from '@refcheck/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/problem.ts';
import type { CardRegistrations } from './card-registration.ts';

export const CARD_RETURN_PATH = '/api/company/card/return';

export const cardRoutes: FastifyPluginAsyncZod<{
  cards: CardRegistrations;
  provider: 'sandbox' | 'gmo';
  limitPerMinute: number;
}> = async (app, opts) => {
  const client = app.requireUser('client');
  const { cards } = opts;

  app.get(
    '/api/company/card',
    {
      preHandler: [client, app.mainAccountOnly],
      schema: {
        tags: ['billing'],
        summary: 'The company card (masked) and the tokenizer',
        response: { 200: cardViewSchema },
      },
    },
    async (request) => {
      const tokenizer = await opts.cards.tokenizer();
      return {
        ...(await cards.current(request.companyId)),
        tokenizer: { provider: opts.provider, ...tokenizer },
      };
    },
  );

  app.post(
    '/api/company/card',
    {
      preHandler: [client, app.mainAccountOnly],
      config: { rateLimit: { max: opts.limitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary:
          'Register a tokenised card with 3-D Secure: Successfully, or a redirect URL to the challenge',
        body: cardRegistrationRequestSchema,
        response: {
          200: cardRegistrationAnswerSchema,
        },
      },
    },
    async (request) => {
      const companyId = request.companyId;
      const outcome = await cards.registerFor(companyId, request.body);
      if (outcome.result === 'failed') {
        throw outcome.reason === 'INVALID_CARD'
          ? new HttpProblem(422, 'INVALID_CARD')
          : new HttpProblem(502, 'cardRegistrationFailed');
      }
      return outcome;
    },
  );

  /** The challenge returns here (GET as the sandbox does, POST as GMO's RetUrl does); no session is needed. */
  async function finish(request: FastifyRequest, reply: FastifyReply, accessId: string | null) {
    if (!accessId) return reply.redirect(cardResultPath('CardRegistrationFailed', 'FAILED'), 303);
    const done = await cards.complete(accessId);
    request.log.info({ ok: done.ok }, 'card challenge returned');
    return reply.redirect(
      done.ok
        ? cardResultPath('CardRegistrationSuccessful')
        : cardResultPath('CardRegistrationFailed', done.reason),
      303,
    );
  }

  const returnLimit = { rateLimit: { max: opts.limitPerMinute, timeWindow: '1 minute' } };
  app.get(
    CARD_RETURN_PATH,
    {
      config: returnLimit,
      schema: {
        tags: ['billing'],
        summary: 'Return from the 3-D Secure challenge; redirects to /config with the result flag',
        querystring: z.object({ AccessID: z.string().max(128).optional() }),
      },
    },
    async (request, reply) => finish(request, reply, request.query.AccessID ?? null),
  );
  app.post(
    CARD_RETURN_PATH,
    {
      config: returnLimit,
      schema: {
        tags: ['billing'],
        summary:
          'Return from the 3-D Secure challenge (form post); redirects to /config with the result flag',
        body: z.string().max(4096),
      },
    },
    async (request, reply) => {
      const accessId = new URLSearchParams(request.body).get('AccessID');
      return finish(request, reply, accessId && accessId.length <= 128 ? accessId : null);
    },
  );
};
