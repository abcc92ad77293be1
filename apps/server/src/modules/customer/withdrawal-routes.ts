/**
 * POST /api/company/withdrawal (spec 2 Withdrawal, 4 self withdrawal, 7 notifyAdminWithdrawal): the main account
 * withdraws its company. One transaction stores the questionnaire, sets deletedAt, bans every user of the company
 * and ends their sessions (company-lockout.ts); then the operator is mailed. A second submit finds the company
 * already withdrawn and changes nothing.
 */
import { withdrawalSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { WithdrawalService } from './withdrawals.ts';

const SESSION_COOKIES = ['session', '__Secure-session', 'session_data', '__Secure-session_data'];

export const withdrawalRoutes: FastifyPluginAsyncZod<{
  config: Config;
  withdrawals: WithdrawalService;
}> = async (app, opts) => {
  const { withdrawals } = opts;

  app.post(
    '/api/company/withdrawal',
    {
      preHandler: [app.requireUser('client'), app.mainAccountOnly],
      config: { rateLimit: { max: opts.config.AUTH_ACCOUNT_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Withdraw the company with the questionnaire; signs every user of the company out',
        body: withdrawalSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const companyId = request.companyId;
      const input = request.body;
      const now = new Date();
      const withdrawn = await withdrawals.withdraw(companyId, request.user.id, input, now);
      for (const name of SESSION_COOKIES) reply.clearCookie(name, { path: '/' });
      if (!withdrawn) return { ok: true as const };
      await withdrawals
        .notifyWithdrawal(withdrawn, input, now)
        .catch((error: unknown) => request.log.error({ err: error }, 'withdrawal notification not queued'));
      return { ok: true as const };
    },
  );
};
