/**
 * `/prod-api` is the spec's base API path; the product serves `/api`. Requests under `/prod-api` are rewritten to
 * `/api` before routing (Fastify's `rewriteUrl`), so every route, guard, schema and error answers the same under both
 * prefixes (docs/decisions.md, issue 27). `/prod-api/docs` is the same OpenAPI reference.
 */
export const PROD_API_PREFIX = '/prod-api';

export function rewriteProdApi(url: string): string {
  if (!url.startsWith(PROD_API_PREFIX)) return url;
  const rest = url.slice(PROD_API_PREFIX.length);
  if (rest === '' || rest.startsWith('/') || rest.startsWith('?')) return `/api${rest}`;
  return url; // e.g. /prod-apix: not the alias
}
