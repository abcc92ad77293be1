import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

const clientSchema = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  staffName: z.string(),
  email: z.string(),
  selectedPlan: z.enum(['LIGHT', 'STANDARD']),
  allowedPlan: z.enum(['LIGHT', 'STANDARD']),
  verifiedAt: z.date().nullable(),
  deletedAt: z.date().nullable(),
  bannedAt: z.date().nullable(),
  createdAt: z.date(),
});

/** The operator's client list (the permission editing comes with the admin issue). */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.get(
    '/api/admin/companies',
    {
      schema: {
        tags: ['admin'],
        summary: 'Client companies, oldest first (the operator’s own company excluded)',
        response: { 200: z.array(clientSchema) },
      },
      preHandler: app.requireUser('admin'),
    },
    async () =>
      opts.db
        .select()
        .from(companies)
        .where(eq(companies.isOperator, false))
        .orderBy(asc(companies.createdAt)),
  );
};
