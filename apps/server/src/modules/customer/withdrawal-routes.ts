/**
 * POST /api/company/withdrawal (spec 2 Withdrawal, 4 self withdrawal, 7 notifyAdminWithdrawal): the main account
 * withdraws its company. One transaction stores the questionnaire, sets deletedAt, bans every user of the company
 * and ends their sessions (company-lockout.ts); then the operator is mailed. A second submit finds the company
 * already withdrawn and changes nothing.
 */
import { withdrawalSchema } from '@refcheck/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { companies, user, withdrawals } from '../../db/schema/index.ts';
import { operatorNotifyAddress } from '../admin/notify-address.ts';
import { lockCompany } from '../identity/company-lockout.ts';
import { assertMainAccount } from '../identity/main-account.ts';
import { tokyoDateTime } from './tokyo-time.ts';

const SESSION_COOKIES = ['session', '__Secure-session', 'session_data', '__Secure-session_data'];

export const withdrawalRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const db = app.services.database.db;

  app.post(
    '/api/company/withdrawal',
    {
      preHandler: app.requireUser('client'),
      config: { rateLimit: { max: opts.config.AUTH_ACCOUNT_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Withdraw the company with the questionnaire; signs every user of the company out',
        body: withdrawalSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await assertMainAccount(db, request.user.id);
      const companyId = request.user.companyId!;
      const input = request.body;
      const now = new Date();
      const withdrawn = await db.transaction(async (tx) => {
        const [company] = await tx
          .select()
          .from(companies)
          .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
          .for('update');
        if (!company) return null;
        const [account] = await tx
          .select({ email: user.email })
          .from(user)
          .where(eq(user.id, request.user.id));
        await tx.insert(withdrawals).values({
          companyId,
          companyName: input.companyName,
          userName: input.userName,
          email: input.email.toLowerCase(),
          accountEmail: (account?.email ?? company.email).toLowerCase(),
          reasons: input.reasonsForWithdrawal.selections,
          descriptions: input.reasonsForWithdrawal.descriptions,
          createdAt: now,
        });
        await tx.update(companies).set({ deletedAt: now }).where(eq(companies.id, companyId));
        await lockCompany(tx, companyId);
        return company;
      });
      for (const name of SESSION_COOKIES) reply.clearCookie(name, { path: '/' });
      if (!withdrawn) return { ok: true as const };
      await app.services.outbox
        .sendMail('adminWithdrawal', {
          to: await operatorNotifyAddress(db, opts.config.ADMIN_NOTIFY_MAIL),
          data: {
            companyName: input.companyName,
            companyUid: withdrawn.uid,
            userName: input.userName,
            email: input.email,
            reasons: input.reasonsForWithdrawal.selections,
            descriptions: input.reasonsForWithdrawal.descriptions,
            withdrawnAt: tokyoDateTime(now),
          },
          companyId,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'withdrawal notification not queued'));
      return { ok: true as const };
    },
  );
};
