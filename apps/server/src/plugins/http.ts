/**
 * The HTTP server every module registers on: request ids, tracing and error reporting, the zod compilers, the
 * error handler, the drain, security headers and rate limits, compression, cookies and the OpenAPI document.
 */
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { initErrorReporting } from '../lib/error-reporting.ts';
import { startTracing } from '../lib/observability/tracing.ts';
import { rewriteProdApi } from '../lib/prod-api-alias.ts';
import { compressionPlugin } from './compression.ts';
import { drainPlugin } from './drain.ts';
import { errorsPlugin, frameworkErrorHandler } from './errors.ts';
import { observabilityHooks } from './observability.ts';
import { openapiPlugin } from './openapi.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';
import { securityPlugin } from './security.ts';

function trustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value) as unknown as FastifyServerOptions['trustProxy'];
  return value.split(',').map((s) => s.trim());
}

export async function createHttpServer(options: {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}) {
  const { config, database } = options;
  await initErrorReporting({ dsn: config.SENTRY_DSN, environment: config.NODE_ENV, release: config.version });
  const traces = await startTracing({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME,
    version: config.version,
  });
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // While closing, the drain (plugins/drain.ts) answers new requests 503 with Retry-After itself.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    // The spec's base path /prod-api is an alias of /api (lib/prod-api-alias.ts).
    rewriteUrl: (req) => rewriteProdApi(req.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  observabilityHooks(app);
  if (traces) app.addHook('onClose', () => traces.shutdown());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const production = config.NODE_ENV === 'production';
  await app.register(errorsPlugin);
  await app.register(drainPlugin);
  await app.register(securityPlugin, {
    production,
    rateLimitStore: database.kind === 'postgres' ? postgresRateLimitStore(database.executeSql) : undefined,
    // The optional conversion tag's origin may run a script on the referee completion page (and ping back).
    extraScriptOrigins: [
      ...(config.REFEREE_CONVERSION_TAG_URL ? [new URL(config.REFEREE_CONVERSION_TAG_URL).origin] : []),
      // GMO-PG's token.js and the token calls it makes.
      ...(config.PAYMENT_PROVIDER === 'gmo' && config.GMO_TOKEN_JS_URL
        ? [new URL(config.GMO_TOKEN_JS_URL).origin]
        : []),
    ],
    // The web app sends its error reports there.
    extraConnectOrigins: config.PUBLIC_SENTRY_DSN ? [new URL(config.PUBLIC_SENTRY_DSN).origin] : [],
  });
  await app.register(compressionPlugin);
  await app.register(cookie);
  app.decorateRequest('flow', null as never);
  await app.register(openapiPlugin, { version: config.version, supportMail: config.SUPPORT_MAIL });

  return app;
}
