import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { selectDocument } from './openapi-components.ts';
import { type DocumentAbout, openapiOptions, RouteAuthIndex } from './openapi-document.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The document of the operations under `prefix` (e.g. '/api/v1'), with its own `info`, out of the whole one:
     * complete and pruned like /api/docs/json, so it passes `redocly lint` too (npm run lint:openapi).
     */
    openapiSubDocument(
      prefix: string,
      info?: { title?: string; version?: string; description?: string },
    ): object;
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
  app.decorate('openapiSubDocument', (prefix: string, info?: object) =>
    selectDocument(app.swagger() as Record<string, unknown>, prefix, info),
  );
  // No CSP of its own (`staticCSP`): the app's (plugins/security.ts) serves the UI as it is (its inline styles
  // included), keeps frame-ancestors 'none', and upgrades insecure requests in production only.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
