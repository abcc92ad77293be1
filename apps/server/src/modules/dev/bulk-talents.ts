import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/problem.ts';
import { findUserByEmail, seedBulkTalents } from '../seed/index.ts';

/** Development only: many candidates at once in the company of a user (the long-list e2e test, the benches). */
export const devBulkTalentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/dev/talents/bulk',
    {
      schema: {
        tags: ['development'],
        summary: 'Seed many candidates (and referees) in the company of a user (not in production)',
        body: z.object({
          email: z.string(),
          count: z.number().int().min(1).max(20_000),
          refereesPerTalent: z.number().int().min(0).max(10).default(0),
          from: z.number().int().min(0).max(1_000_000).default(0),
        }),
        response: { 200: z.object({ talents: z.number(), referees: z.number() }) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (!user?.companyId) throw notFound();
      return seedBulkTalents(db, { companyId: user.companyId, ...request.body });
    },
  );
};
