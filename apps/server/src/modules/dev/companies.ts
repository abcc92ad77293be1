import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../auth/index.ts';
import { seedBillingCompanies, seedTestCompany } from '../seed/index.ts';

const person = z.object({ email: z.string(), phone: z.string() });

/** Development only: a fresh company in a given state (gate modals, IP allow-list, sub-accounts) for e2e tests. */
export const devCompanyRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, opts) => {
  app.post(
    '/api/dev/companies',
    {
      schema: {
        tags: ['development'],
        summary: 'Seed a company in a given state (not in production)',
        body: z.object({
          state: z.enum(['active', 'unverified', 'trialExpired', 'onTrial']),
          ipRules: z.array(z.string()).max(20).optional(),
          withSubAccount: z.boolean().optional(),
          riskEyesId: z.string().max(100).nullable().optional(),
          sonar: z.boolean().optional(),
          createdDaysAgo: z.number().int().min(0).max(3650).optional(),
          verifiedDaysAgo: z.number().int().min(0).max(3650).optional(),
          paymentMethod: z.enum(['card', 'invoice']).optional(),
        }),
        response: {
          200: z.object({
            companyId: z.string(),
            password: z.string(),
            owner: person,
            staff: person.extend({ subAccountId: z.string() }).nullable(),
          }),
        },
      },
    },
    async (request) => seedTestCompany(opts.db, opts.auth, request.body),
  );

  app.post(
    '/api/dev/billing-companies',
    {
      schema: {
        tags: ['development'],
        summary: 'Seed billed and excluded companies for the billing export (not in production)',
        body: z.object({ count: z.number().int().min(1).max(100) }),
        response: {
          200: z.object({
            billed: z.array(z.object({ id: z.string(), uid: z.string(), name: z.string() })),
            riskEyesId: z.string(),
            excluded: z.object({ unverified: z.string(), sonar: z.string() }),
          }),
        },
      },
    },
    async (request) => seedBillingCompanies(opts.db, request.body.count),
  );
};
