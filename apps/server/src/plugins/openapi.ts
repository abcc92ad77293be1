import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DocumentAbout, openapiOptions, RouteAuthIndex } from './openapi-document.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The transforms and security schemes of this server's OpenAPI documents (plugins/openapi-document.ts): give
     * them to any other @fastify/swagger document so it passes `redocly lint` like /api/docs.
     */
    openapiDocumentOptions: ReturnType<typeof openapiOptions>;
  }
}

/**
 * OpenAPI generated from the routes' zod schemas, completed by openapi-document.ts (security from the guards,
 * operationIds, 4xx answers); the UI at /api/docs, the document at /api/docs/json. `npm run lint:openapi` lints it.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, opts: { version: string } & DocumentAbout) => {
  const index = new RouteAuthIndex();
  index.track(app);
  const { transform, transformObject, securitySchemes } = openapiOptions(index, opts);
  app.decorate('openapiDocumentOptions', { transform, transformObject, securitySchemes });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Refcheck API',
        version: opts.version,
        description:
          'The API of the Refcheck web app: company users and operators with their session cookie, candidates and ' +
          'referees with the cookie of their link flow.',
      },
      components: { securitySchemes },
    },
    transform,
    transformObject,
  });
  // No CSP of its own (`staticCSP`): the app's (plugins/security.ts) serves the UI as it is (its inline styles
  // included), keeps frame-ancestors 'none', and upgrades insecure requests in production only.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
