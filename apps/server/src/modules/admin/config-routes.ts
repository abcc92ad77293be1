import { adminConfigSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminConfigService } from './admin-config.ts';
import { actorOf } from './audit.ts';
import { adminConfigView, errorResponses } from './schemas.ts';

/** The admin settings card of /config: shop ID and the operations notification address (spec 2, 3). */
export const adminConfigRoutes: FastifyPluginAsyncZod<{ service: AdminConfigService }> = async (
  app,
  opts,
) => {
  const { service } = opts;
  const admin = app.requireUser('admin');
  // Every route here is the operator's: the guard runs once for the plugin's routes.
  app.addHook('preHandler', admin);
  const tags = ['admin'];

  app.get(
    '/api/admin/config',
    {
      schema: { tags, summary: 'Admin settings', response: { 200: adminConfigView, ...errorResponses } },
    },
    async () => service.read(),
  );

  app.put(
    '/api/admin/config',
    {
      schema: {
        tags,
        summary: 'Save the admin settings (shop ID, operations notification address)',
        body: adminConfigSchema,
        response: { 200: adminConfigView, ...errorResponses },
      },
    },
    async (request) => service.save(request.body, actorOf(request)),
  );
};
