/** The signed-in user's mail language (/config): `GET/PUT /api/account/language`. */
import { mailLanguageSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { mailLanguageOf, setMailLanguage } from './service.ts';

export const mailLanguageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
      return { language: await mailLanguageOf(db, request.user.id) };
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
      await setMailLanguage(db, request.user.id, request.body.language);
      return { language: request.body.language };
    },
  );
};
