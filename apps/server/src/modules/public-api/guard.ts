/**
 * What every public API call goes through before its handler (issue 25): the API key (`Authorization: Bearer`),
 * the company's IP allow-list and gate exactly as for a signed-in user (auth's `ipAllowedFor`, `loadCompanyAccess`
 * and `companyGate`), the per-key rate limit on the shared limiter (plugins/security.ts: PostgreSQL counters across
 * instances, memory on PGlite) with the IETF RateLimit headers, and the Idempotency-Key of POSTs.
 */

import { bearerApiKey, IDEMPOTENCY_KEY_PATTERN, rateLimitHeaders } from '@refcheck/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, HttpProblem } from '../../lib/problem.ts';
import { authGuard } from '../../lib/route-auth.ts';
import { companyGate, ipAllowedFor, loadCompanyAccess } from '../access/index.ts';
import type { ApiKeyService, ResolvedApiKey } from '../api-keys/index.ts';
import { type IdempotencyStore, requestHash } from './idempotency.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key of a public API call (set by the guard). */
    apiKey: ResolvedApiKey | null;
    /** The Idempotency-Key row this request claimed. */
    idempotencyClaim: string | null;
  }
}

const WINDOW_SECONDS = 60;
const unauthorized = () =>
  new HttpProblem(401, 'unauthorized', undefined, undefined, { 'www-authenticate': 'Bearer' });

export interface GuardDeps {
  db: Db;
  keys: ApiKeyService;
  idempotency: IdempotencyStore;
  limitPerMinute: number;
}

/** Installs the guard's hooks on the (encapsulated) plugin of the v1 routes. */
export function installGuard(app: FastifyInstance, deps: GuardDeps) {
  app.decorateRequest('apiKey', null);
  app.decorateRequest('idempotencyClaim', null);
  const limiter = app.createRateLimit({
    max: deps.limitPerMinute,
    timeWindow: WINDOW_SECONDS * 1000,
    keyGenerator: (request: FastifyRequest) => `api-key:${request.apiKey!.id}`,
  });

  // Marked as the bearer scheme: the OpenAPI documents read each v1 operation's security from this guard.
  app.addHook(
    'preValidation',
    authGuard('bearer', async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = bearerApiKey(request.headers.authorization);
      const key = raw ? await deps.keys.resolve(raw) : null;
      if (!key) throw unauthorized();
      if (!(await ipAllowedFor(deps.db, key.companyId, request.ip))) throw forbidden('ipNotAllowed');
      const access = await loadCompanyAccess(deps.db, key.companyId, new Date());
      if (access === 'closed') throw unauthorized();
      const refusal = companyGate(access, request.routeOptions.url ?? request.url);
      if (refusal) throw refusal;
      request.apiKey = key;
      request.companyId = key.companyId;
      await limit(request, reply);
    }),
  );

  async function limit(request: FastifyRequest, reply: FastifyReply) {
    const result = await limiter(request);
    if (result.isAllowed) return;
    const headers = rateLimitHeaders({
      policy: 'api-key',
      limit: result.max,
      windowSeconds: WINDOW_SECONDS,
      remaining: result.remaining,
      resetSeconds: result.ttlInSeconds,
    });
    reply.headers(headers);
    if (result.isExceeded)
      throw new HttpProblem(429, 'tooManyRequests', undefined, undefined, {
        ...headers,
        'retry-after': String(result.ttlInSeconds),
      });
  }

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (request.method !== 'POST' || header === undefined) return;
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header))
      throw badRequest('api.idempotencyKeyInvalid');
    const hash = requestHash({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: request.params,
      body: request.body,
    });
    const begun = await deps.idempotency.begin(request.apiKey!.id, header, hash);
    if (begun.kind === 'mismatch') throw conflict('api.idempotencyKeyReused');
    if (begun.kind === 'inFlight') throw conflict('api.idempotencyInFlight');
    if (begun.kind === 'claimed') {
      request.idempotencyClaim = begun.id;
      return;
    }
    reply.code(begun.status).header('idempotent-replayed', 'true');
    if (begun.body === '') return reply.send();
    return reply
      .type(
        begun.status >= 400 ? 'application/problem+json; charset=utf-8' : 'application/json; charset=utf-8',
      )
      .send(begun.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    await deps.idempotency.finish(claim, reply.statusCode, typeof payload === 'string' ? payload : '');
    return payload;
  });

  // A successful call records the key's use (at most once a minute); refused ones change nothing.
  app.addHook('onResponse', async (request, reply) => {
    if (request.apiKey && reply.statusCode < 400) await deps.keys.touch(request.apiKey);
  });
}
