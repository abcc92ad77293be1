import { languageSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/problem.ts';
import { answerAllQuestions, DEMO_ACCOUNTS, findUserByEmail, seedReferenceCheck } from '../seed/index.ts';

/** Development only: creates a reference check for a demo company so e2e tests can open referee links. */
export const devReferenceCheckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.post(
    '/api/dev/reference-checks',
    {
      schema: {
        tags: ['development'],
        summary: 'Seed a reference check (not in production)',
        body: z.object({
          ownerEmail: z.string().default(DEMO_ACCOUNTS.owner.email),
          talentName: z.string().optional(),
          talentEmail: z.string().optional(),
          /** Every referee answers every question (agreement level 2) and completes. */
          answered: z.boolean().default(false),
          talentPhoneNumber: z.string().optional(),
          rank: z.enum(['fulltime', 'rookie']).optional(),
          selectionQuestion: z.boolean().optional(),
          deadline: z.coerce.date().optional(),
          language: languageSchema.optional(),
          referees: z
            .array(
              z.object({
                name: z.string(),
                email: z.string().optional(),
                language: languageSchema.optional(),
                phoneNumber: z.string().nullable().optional(),
              }),
            )
            .min(1)
            .max(10),
        }),
        response: {
          200: z.object({
            companyId: z.string(),
            talentId: z.string(),
            talentLink: z.string(),
            referees: z.array(
              z.object({ id: z.string(), name: z.string(), token: z.string(), link: z.string() }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const { ownerEmail, answered, ...input } = request.body;
      const owner = await findUserByEmail(opts.db, ownerEmail);
      if (!owner?.companyId) throw notFound();
      const seeded = await seedReferenceCheck(opts.db, { ...input, companyId: owner.companyId });
      for (const [n, r] of (answered ? seeded.referees : []).entries()) {
        await answerAllQuestions(opts.db, {
          talentId: seeded.talentId,
          refereeId: r.id,
          level: () => 2,
          complete: true,
          textOffset: n * 4,
        });
      }
      return { companyId: owner.companyId, ...seeded };
    },
  );
};
