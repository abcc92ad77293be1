import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for `options`, computed once by running its middleware against a recording response. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Security headers (CSP allowing only the app's own origin, plus the referee conversion tag's origin when one is
 * configured) and the rate limiter (applied per route).
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      production: boolean;
      extraScriptOrigins?: string[];
      extraConnectOrigins?: string[];
      /** Where the counters live: in memory (one process) unless given (PostgreSQL, shared by instances). */
      rateLimitStore?: FastifyRateLimitStoreCtor;
    },
  ) => {
    const extra = opts.extraScriptOrigins ?? [];
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extra],
          // Mantine and Recharts set inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...extra],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...extra, ...(opts.extraConnectOrigins ?? [])],
          frameSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(opts.production ? { upgradeInsecureRequests: [] } : { upgradeInsecureRequests: null }),
        },
      },
      // Link tokens travel in query strings: never leak them to other sites.
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: opts.production,
      crossOriginEmbedderPolicy: false,
      // The SSO popup (spec 4) goes to the IdP and back: the opener must keep its reference to it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    // The same headers on every response, worked out once (not a CSP parse per request).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(rateLimit, {
      global: false,
      ...(opts.rateLimitStore ? { store: opts.rateLimitStore } : {}),
      max: 100,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => {
        const error = new Error('Too many requests') as Error & { statusCode: number };
        error.statusCode = context.statusCode;
        return error;
      },
    });
  },
);
