/**
 * Template question sets (/template_questions): /api/templates. Client only, scoped by the session's company;
 * the main account and editor sub-accounts add, edit and delete; HR staff read (403 `mainAccountOnly` on writes).
 */
import { templateSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { TalentEvents } from '../../platform/talent-changes/index.ts';
import { TemplateRepository } from './repository.ts';
import { templateDetailSchema, templateIdParams, templateListItemSchema } from './schemas.ts';

export const templateRoutes: FastifyPluginAsyncZod<{ db: Db; events: TalentEvents }> = async (app, opts) => {
  const { db } = opts;
  /** Live template list: the change reaches the company's event stream (GET /api/talents/events, `template`). */
  const published = (companyId: string, id: string, kind: 'created' | 'updated' | 'deleted') =>
    opts.events.publish({ companyId, talentId: id, kind, topic: 'template' });
  const templates = new TemplateRepository(db);
  const client = app.requireUser('client');
  const tags = ['templates'];

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
    async (request) => templates.list(request.companyId),
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
    async (request) => templates.get(request.companyId, request.params.id),
  );

  app.post(
    '/api/templates',
    {
      preHandler: app.mayDo('editTemplates'),
      schema: {
        tags,
        summary: 'Add a template question set (main account or editor)',
        body: templateSchema,
        response: { 201: templateDetailSchema },
      },
      preValidation: client,
    },
    async (request, reply) => {
      const created = await templates.create(request.companyId, request.body);
      await published(request.companyId, created.id, 'created');
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/templates/:id',
    {
      preHandler: app.mayDo('editTemplates'),
      schema: {
        tags,
        summary:
          'Edit a template question set (main account or editor); candidates already made from it keep their questions',
        params: templateIdParams,
        body: templateSchema,
        response: { 200: templateDetailSchema },
      },
      preValidation: client,
    },
    async (request) => {
      const updated = await templates.update(request.companyId, request.params.id, request.body);
      await published(request.companyId, updated.id, 'updated');
      return updated;
    },
  );

  app.delete(
    '/api/templates/:id',
    {
      preHandler: app.mayDo('editTemplates'),
      schema: {
        tags,
        summary: 'Delete a template question set (main account or editor)',
        params: templateIdParams,
        response: { 204: z.null() },
      },
      preValidation: client,
    },
    async (request, reply) => {
      await templates.delete(request.companyId, request.params.id);
      await published(request.companyId, request.params.id, 'deleted');
      return reply.status(204).send(null);
    },
  );
};
