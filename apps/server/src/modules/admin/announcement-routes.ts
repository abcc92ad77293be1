import { announcementSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/problem.ts';
import type { AnnouncementService } from './announcements.ts';
import { actorOf } from './audit.ts';
import { announcementView, errorResponses, idParams, ok } from './schemas.ts';

/**
 * Announcements: the operator posts and deletes (/admin/announcement); every signed-in user reads them, newest
 * first (the dashboard). Each post or deletion is pushed live to every open dashboard (server-sent events).
 */
export const announcementRoutes: FastifyPluginAsyncZod<{ service: AnnouncementService }> = async (
  app,
  opts,
) => {
  const { service } = opts;
  const admin = app.requireUser('admin');
  const anyone = app.requireUser();
  const tags = ['announcements'];

  app.get(
    '/api/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements, newest first',
        response: { 200: z.array(announcementView), ...errorResponses },
      },
      preHandler: anyone,
    },
    async () => service.list(),
  );

  app.post(
    '/api/admin/announcements',
    {
      schema: {
        tags,
        summary: 'Post an announcement',
        body: announcementSchema,
        response: { 200: announcementView, ...errorResponses },
      },
      preHandler: admin,
    },
    async (request) => {
      return service.post(request.body, actorOf(request));
    },
  );

  app.delete(
    '/api/admin/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Delete an announcement',
        params: idParams,
        response: { 200: ok, ...errorResponses },
      },
      preHandler: admin,
    },
    async (request) => {
      const deleted = await service.remove(request.params.id, actorOf(request));
      if (!deleted) throw notFound();
      return { ok: true as const };
    },
  );
};
