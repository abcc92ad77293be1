/**
 * How a route authenticates its caller, for the OpenAPI document (plugins/openapi-document.ts): each guard factory
 * (`requireUser`, `requireFlow`, …) marks the function it returns with its scheme, and the document reads the mark
 * from the guards a route runs (its own hooks and its plugin's). A route without a guard is public, unless its
 * config says otherwise: `config: { auth: 'privacyRequest' }` for a route checking its caller in the handler.
 */
export type AuthScheme =
  /** A company user's or operator's session cookie (better-auth). */
  | 'session'
  /** The link flows' signed cookies (platform/links/flow-cookie.ts): `rc_referee`, `rc_talent`, `rc_regainTrust`. */
  | 'refereeFlow'
  | 'talentFlow'
  | 'regainTrustFlow'
  /** The privacy request's session cookie (`rc_privacy`). */
  | 'privacyRequest'
  /** A company API key: `Authorization: Bearer <key>` (the public REST API under /api/v1). */
  | 'bearer';

/** `public` documents the route as callable by anyone (`security: []`). */
export type RouteAuth = AuthScheme | 'public';

const SCHEME = Symbol.for('refcheck.authScheme');

/** Marks a guard (a hook function) with the scheme it checks; returns the same function. */
export function authGuard<F extends object>(scheme: AuthScheme, guard: F): F {
  Object.defineProperty(guard, SCHEME, { value: scheme });
  return guard;
}

/** The scheme a hook function checks, when it is a marked guard. */
export function guardScheme(hook: unknown): AuthScheme | undefined {
  if (typeof hook !== 'function') return undefined;
  return (hook as unknown as Record<symbol, AuthScheme | undefined>)[SCHEME];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the OpenAPI document describes the route's authentication when no marked guard tells (lib/route-auth.ts). */
    auth?: RouteAuth;
    /** The route's operationId in the OpenAPI document (derived from its method and path otherwise). */
    operationId?: string;
  }
}
