/**
 * /api/api-keys: a company's API keys for the public API (issue 25). Main account only (a sub-account gets 403
 * `mainAccountOnly`); scoped by the session's company; creation and revocation are audited.
 */
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiKeyService } from './service.ts';

export const apiKeyRoutes: FastifyPluginAsyncZod<{ keys: ApiKeyService }> = async (app, { keys }) => {
  app.addHook('preHandler', app.requireUser('client'));
  app.addHook('preHandler', app.mainAccountOnly);
  const tags = ['api-keys'];
  const actor = (request: { user: { id: string }; ip: string }) => ({
    userId: request.user.id,
    ip: request.ip,
  });

  app.get(
    '/api/api-keys',
    {
      schema: {
        tags,
        summary: "The company's API keys (name, visible prefix, creator, created, last used, revoked)",
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => keys.list(request.companyId),
  );

  app.post(
    '/api/api-keys',
    {
      schema: {
        tags,
        summary: 'Create an API key; the key is in this answer only (main account)',
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await keys.create(request.companyId, request.body.name, actor(request));
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an API key: it answers 401 from now on (main account)',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await keys.revoke(request.companyId, request.params.id, actor(request));
      return reply.status(204).send(null);
    },
  );
};
