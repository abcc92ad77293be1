import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers (CSP allowing only the app's own origin, plus the referee conversion tag's origin when one is
 * configured) and the rate limiter (applied per route).
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { production: boolean; extraScriptOrigins?: string[]; extraConnectOrigins?: string[] },
  ) => {
    const extra = opts.extraScriptOrigins ?? [];
    await app.register(helmet, {
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
    await app.register(rateLimit, {
      global: false,
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
