/** The signed-in user's mail language (/config): `GET/PUT /api/account/language`. */
import { mailLanguageSchema } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { user } from '../../db/schema/index.ts';

export const mailLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const signedIn = app.requireUser();

  app.get(
    '/api/account/language',
    {
      preHandler: signedIn,
      schema: {
        tags: ['identity'],
        summary: 'The language of the mails the signed-in user receives',
        response: { 200: mailLanguageSchema },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ language: user.language })
        .from(user)
        .where(eq(user.id, request.user.id));
      return { language: row?.language ?? 'jp' };
    },
  );

  app.put(
    '/api/account/language',
    {
      preHandler: signedIn,
      schema: {
        tags: ['identity'],
        summary: 'Set the language of the mails the signed-in user receives',
        body: mailLanguageSchema,
        response: { 200: mailLanguageSchema },
      },
    },
    async (request) => {
      await db
        .update(user)
        .set({ language: request.body.language, updatedAt: new Date() })
        .where(eq(user.id, request.user.id));
      return { language: request.body.language };
    },
  );
};
