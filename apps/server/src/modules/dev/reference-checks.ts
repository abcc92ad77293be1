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
          /** The check was registered and invited this many days ago (a stalled check on 「回答状況」). */
          invitedDaysAgo: z.number().min(0).max(60).optional(),
          language: languageSchema.optional(),
          referees: z
            .array(
              z.object({
                name: z.string(),
                email: z.string().optional(),
                language: languageSchema.optional(),
                phoneNumber: z.string().nullable().optional(),
                /** With `answered`: this referee's level for every selection question (default 2)… */
                level: z.number().int().min(1).max(5).optional(),
                /** …and per question key. */
                levels: z.record(z.string(), z.number().int().min(1).max(5)).optional(),
                /** Declined (reason 時間が取れない) when the check was invited (issue 36's stalled checks). */
                declined: z.boolean().optional(),
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
      const { ownerEmail, answered, invitedDaysAgo, ...input } = request.body;
      const owner = await findUserByEmail(opts.db, ownerEmail);
      if (!owner?.companyId) throw notFound();
      const invitedAt =
        invitedDaysAgo === undefined ? undefined : new Date(Date.now() - invitedDaysAgo * 86_400_000);
      const seeded = await seedReferenceCheck(opts.db, {
        ...input,
        referees: input.referees.map(({ declined, ...r }) =>
          declined ? { ...r, declinedAt: invitedAt ?? new Date() } : r,
        ),
        companyId: owner.companyId,
        ...(invitedAt ? { invitedAt, now: invitedAt } : {}),
      });
      for (const [n, r] of (answered ? seeded.referees : []).entries()) {
        const given = input.referees[n]!;
        await answerAllQuestions(opts.db, {
          talentId: seeded.talentId,
          refereeId: r.id,
          level: (_i, _negative, key) => given.levels?.[key] ?? given.level ?? 2,
          complete: true,
          textOffset: n * 4,
        });
      }
      return { companyId: owner.companyId, ...seeded };
    },
  );
};
