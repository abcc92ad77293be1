/** The operator's one-time set-password link (`npm run operator:create`): public, rate-limited, single use. */
import { messageText, passwordResetSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { langFromHeader } from '../../lib/messages.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { setOperatorPassword } from './service.ts';

const body = z.intersection(z.object({ token: z.string().min(1).max(200) }), passwordResetSchema);

export const operatorRoutes: FastifyPluginAsyncZod<{ db: Db; limitPerMinute: number }> = async (
  app,
  opts,
) => {
  app.post(
    '/api/operator-password',
    {
      config: { rateLimit: { max: opts.limitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: "Sets a new operator's password from its one-time link (24 h, single use)",
        body,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const done = await setOperatorPassword(opts.db, request.body.token, request.body.password);
      if (!done) {
        const lang = langFromHeader(request.headers['accept-language']);
        // The reset page's wording and code: expired, used and unknown links answer alike.
        throw new HttpProblem(400, 'INVALID_TOKEN', messageText(lang, 'auth.resetLinkExpired'));
      }
      return { ok: true as const };
    },
  );
};
