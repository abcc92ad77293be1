/**
 * The support contact: `GET /api/contact` (anyone, the privacy policy, footers and error pages read it) and the
 * operator's `GET|PUT /api/admin/contact` (admin settings), audited.
 */
import { adminContactViewSchema, supportContactSchema, supportContactViewSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../admin/index.ts';
import type { ContactService } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, opts) => {
  const { service } = opts;
  const admin = app.requireUser('admin');

  app.get(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: "Refcheck's support phone and mail (public)",
        response: { 200: supportContactViewSchema },
      },
    },
    async (_request, reply) => {
      const { phone, mail } = await service.read();
      // Shown on every public page: a minute of caching is enough for the operator's change to show soon.
      reply.header('cache-control', 'public, max-age=60');
      return { phone, mail };
    },
  );

  app.get(
    '/api/admin/contact',
    {
      schema: {
        tags: ['admin'],
        summary: 'The support contact as set in the admin settings',
        response: { 200: adminContactViewSchema, ...errorResponses },
      },
      preHandler: admin,
    },
    async () => service.read(),
  );

  app.put(
    '/api/admin/contact',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the support phone and mail (privacy policy, footers, mails, error pages)',
        body: supportContactSchema,
        response: { 200: adminContactViewSchema, ...errorResponses },
      },
      preHandler: admin,
    },
    async (request) => service.save(request.body, { userId: request.user.id, ip: request.ip }),
  );
};
