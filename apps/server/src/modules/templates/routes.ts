/**
 * Template question sets (/template_questions): /api/templates. Client only, scoped by the session's company;
 * the main account adds, edits and deletes, a sub-account reads (403 `mainAccountOnly` on writes).
 */
import { templateSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMainAccount } from '../identity/main-account.ts';
import { TemplateRepository } from './repository.ts';
import { templateDetailSchema, templateIdParams, templateListItemSchema } from './schemas.ts';

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const templates = new TemplateRepository(db);
  const client = app.requireUser('client');
  const tags = ['templates'];
  const companyOf = (request: { user: { companyId?: string | null } }) => request.user.companyId!;

  app.get(
    '/api/templates',
    {
      schema: {
        tags,
        summary: 'Template question sets of the company, newest first',
        response: { 200: z.array(templateListItemSchema) },
      },
      preValidation: client,
    },
    async (request) => templates.list(companyOf(request)),
  );

  app.get(
    '/api/templates/:id',
    {
      schema: {
        tags,
        summary: 'A template question set with its questions per language',
        params: templateIdParams,
        response: { 200: templateDetailSchema },
      },
      preValidation: client,
    },
    async (request) => templates.get(companyOf(request), request.params.id),
  );

  app.post(
    '/api/templates',
    {
      schema: {
        tags,
        summary: 'Add a template question set (main account)',
        body: templateSchema,
        response: { 201: templateDetailSchema },
      },
      preValidation: client,
    },
    async (request, reply) => {
      await assertMainAccount(db, request.user.id);
      return reply.status(201).send(await templates.create(companyOf(request), request.body));
    },
  );

  app.put(
    '/api/templates/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a template question set (main account); candidates already made from it keep their questions',
        params: templateIdParams,
        body: templateSchema,
        response: { 200: templateDetailSchema },
      },
      preValidation: client,
    },
    async (request) => {
      await assertMainAccount(db, request.user.id);
      return templates.update(companyOf(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/templates/:id',
    {
      schema: {
        tags,
        summary: 'Delete a template question set (main account)',
        params: templateIdParams,
        response: { 204: z.null() },
      },
      preValidation: client,
    },
    async (request, reply) => {
      await assertMainAccount(db, request.user.id);
      await templates.delete(companyOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
