import { sessionResponseSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { handleAuthRequest, type LoginDeps } from './login-flow.ts';
import type { SessionService } from './session-service.ts';

/** Per-minute limits of better-auth's sensitive endpoints, per client address and endpoint. */
export function authPathLimits(config: Config): Record<string, number> {
  return {
    '/sign-in/email': config.AUTH_SIGN_IN_LIMIT_PER_MINUTE,
    '/two-factor/send-otp': config.AUTH_CODE_LIMIT_PER_MINUTE,
    '/two-factor/verify-otp': config.AUTH_CODE_LIMIT_PER_MINUTE * 2,
    '/two-factor/verify-totp': config.AUTH_CODE_LIMIT_PER_MINUTE * 2,
    '/two-factor/verify-backup-code': config.AUTH_CODE_LIMIT_PER_MINUTE * 2,
    '/passkey/verify-authentication': config.AUTH_SIGN_IN_LIMIT_PER_MINUTE,
    '/request-password-reset': config.AUTH_ACCOUNT_LIMIT_PER_MINUTE,
    '/reset-password': config.AUTH_ACCOUNT_LIMIT_PER_MINUTE,
  };
}

const LIMITED_AUTH_PATHS = new Set(Object.keys(authPathLimits({} as Config)));

/** The limit a /api/auth/* URL counts against: its own path when it has one, else the shared `*`. */
function authLimitRule(url: string): string {
  const query = url.indexOf('?');
  // Spelled as the router may still accept it (doubled or trailing slashes), a path counts against its own limit.
  const path = (query === -1 ? url : url.slice(0, query))
    .slice('/api/auth'.length)
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1');
  return LIMITED_AUTH_PATHS.has(path) ? path : '*';
}

export const authRoutes: FastifyPluginAsyncZod<LoginDeps & { sessions: SessionService }> = async (
  app,
  opts,
) => {
  const limits = authPathLimits(opts.config);
  // better-auth: sign-in, sign-out, and later the SMS code, SSO and reset endpoints.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: {
      rateLimit: {
        // One count per client address and limited endpoint (the others share AUTH_API_LIMIT_PER_MINUTE), in
        // PostgreSQL when instances share one (plugins/rate-limit-store.ts): better-auth's own limiter is off.
        keyGenerator: (request) => `${request.ip}|${authLimitRule(request.url)}`,
        max: (_request, key) =>
          limits[key.slice(key.lastIndexOf('|') + 1)] ?? opts.config.AUTH_API_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
      },
    },
    handler: (request, reply) => handleAuthRequest(app, opts, request, reply),
  });

  app.get(
    '/api/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, their company and its plan state',
        response: { 200: sessionResponseSchema },
      },
      preHandler: app.requireUser(),
    },
    async (request) => ({
      ...(await opts.sessions.describe(request.user, new Date())),
      sandboxParts:
        request.user.role === 'admin' && opts.config.NODE_ENV === 'production'
          ? opts.config.sandboxParts
          : [],
    }),
  );
};
