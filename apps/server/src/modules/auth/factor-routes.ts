/**
 * Sign-in factors (issue 34): the person's factors view, the company's login policy (main account, audited) and the
 * recovery reset of a person's app and passkeys by the main account (its sub-accounts) or an operator (a company's
 * main account), audited in auth_events. Enrolment itself is better-auth's (`/api/auth/two-factor/*`,
 * `/api/auth/passkey/*`, through login-flow.ts).
 */
import { factorPolicySchema, factorResetResponseSchema, factorsViewSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordAuthEvent } from './events.ts';
import type { FactorService } from './factor-service.ts';

const idParams = z.object({ id: z.uuid() });

export const factorRoutes: FastifyPluginAsyncZod<{ db: Db; factors: FactorService }> = async (app, opts) => {
  const { db, factors } = opts;
  const mainAccount = [app.requireUser('client'), app.mainAccountOnly];

  app.get(
    '/api/account/factors',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person’s sign-in factors and what the login policy asks of them',
        response: { 200: factorsViewSchema },
      },
      preHandler: app.requireUser(),
    },
    (request) => factors.view(request.user),
  );

  app.get(
    '/api/company/factor-policy',
    {
      schema: {
        tags: ['auth'],
        summary: 'The company’s login policy (main account)',
        response: { 200: factorPolicySchema },
      },
      preHandler: mainAccount,
    },
    async (request) => {
      return { policy: await factors.policyOf(request.companyId) };
    },
  );

  app.put(
    '/api/company/factor-policy',
    {
      schema: {
        tags: ['auth'],
        summary: 'Require a passkey or an authenticator app of every user of the company (main account)',
        body: factorPolicySchema,
        response: { 200: factorPolicySchema },
      },
      preHandler: mainAccount,
    },
    async (request) => {
      const { companyId } = request;
      const userId = request.user.id;
      await factors.setPolicy(companyId, request.body.policy);
      await recordAuthEvent(db, request, {
        kind: 'factor-policy',
        result: `ok:${request.body.policy}`,
        userId,
        companyId,
      });
      return { policy: request.body.policy };
    },
  );

  app.post(
    '/api/company/sub-accounts/:id/factors/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Recovery: remove a sub-account’s authenticator app and passkeys and end its sessions',
        params: idParams,
        response: { 200: factorResetResponseSchema },
      },
      preHandler: mainAccount,
    },
    async (request) => {
      const { companyId } = request;
      const userId = request.user.id;
      const target = await factors.subAccountUser(companyId, request.params.id);
      await factors.reset(target);
      await recordAuthEvent(db, request, {
        kind: 'factor-reset',
        result: `ok:by:${userId}`,
        userId: target,
        companyId,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/companies/:id/factors/reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Recovery: remove a company main account’s authenticator app and passkeys and end its sessions',
        params: idParams,
        response: { 200: factorResetResponseSchema },
      },
      preHandler: app.requireUser('admin'),
    },
    async (request) => {
      const target = await factors.mainAccountUser(request.params.id);
      await factors.reset(target);
      await recordAuthEvent(db, request, {
        kind: 'factor-reset',
        result: `ok:by:${request.user.id}`,
        userId: target,
        companyId: request.params.id,
      });
      return { ok: true as const };
    },
  );
};
