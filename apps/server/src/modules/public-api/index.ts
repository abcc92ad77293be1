import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { ApiKeyService } from '../api-keys/index.ts';
import { ReportReader } from '../reports/index.ts';
import { InvitationScheduler, type TalentService } from '../talents/index.ts';
import { TrustSignalsService } from '../trust-signals/index.ts';
import { v1Document } from './document.ts';
import { installGuard } from './guard.ts';
import { IdempotencyStore } from './idempotency.ts';
import { publicApiRoutes, V1_TAG } from './routes.ts';
import { PublicCandidateReads } from './service.ts';

/**
 * The public REST API v1 (issue 25): /api/v1/* with a company API key, its own OpenAPI 3.1 document
 * (/api/v1/openapi.json) and reference page (/api/v1/docs).
 */
export const publicApiModule: FastifyPluginAsyncZod<Platform & { talents: TalentService }> = async (
  app,
  p,
) => {
  // The /api/v1 operations out of the main document with only the components they use (plugins/openapi.ts), made
  // a document of their own.
  const documentOf = () =>
    v1Document(app.openapiSubDocument('/api/v1') as Record<string, unknown>, {
      publicUrl: p.config.publicUrl,
      version: p.config.version,
      supportMail: p.config.SUPPORT_MAIL,
      tag: V1_TAG,
    });

  await app.register(async (v1) => {
    installGuard(v1, {
      db: p.db,
      keys: new ApiKeyService(p.db),
      idempotency: new IdempotencyStore(p.db),
      limitPerMinute: p.config.PUBLIC_API_LIMIT_PER_MINUTE,
    });
    await v1.register(publicApiRoutes, {
      talents: p.talents,
      // Scheduling writes the candidate's row and queues the job the talents module works off.
      scheduler: new InvitationScheduler(p.db, p.jobs, p.talents, p.log),
      reads: new PublicCandidateReads(p.db),
      reader: new ReportReader(p.db, new TrustSignalsService(p.db)),
    });
  });

  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(documentOf()),
  );
  // The reference page: swagger-ui's static assets (same origin, its own strict CSP) on the v1 document.
  await app.register(swaggerUi, {
    routePrefix: '/api/v1/docs',
    staticCSP: true,
    transformSpecification: () => documentOf(),
  });
};
