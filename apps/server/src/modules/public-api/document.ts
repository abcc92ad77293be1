/**
 * The public API's own OpenAPI 3.1 document (`GET /api/v1/openapi.json`, issue 25): the /api/v1 operations of the
 * main document (`app.openapiSubDocument`: their paths and the components they use), with the bearer scheme, servers, contact and license, in OpenAPI 3.1's JSON Schema (the main
 * document may be 3.0: its `nullable` becomes a `null` type here).
 */
type Json = Record<string, unknown>;

/** A 3.0 schema (with `nullable`) as a 3.1 one, recursively. */
export function toJsonSchema2020(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema2020);
  if (!value || typeof value !== 'object') return value;
  // One-member unions were already collapsed in the main document (plugins/openapi-document.ts).
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) if (k !== 'nullable') out[k] = toJsonSchema2020(v);
  if ((value as Json).nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    else return { anyOf: [out, { type: 'null' }] };
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

export interface V1DocumentOptions {
  publicUrl: string;
  version: string;
  supportMail: string;
  tag: string;
}

/** `main`: the /api/v1 part of the main document (`app.openapiSubDocument('/api/v1')`). */
export function v1Document(main: Json, opts: V1DocumentOptions): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Refcheck API v1',
      version: opts.version,
      description:
        'Start reference checks from an ATS and fetch their reports. Every call carries a company API key (`Authorization: Bearer rck_…`, created in /config). POSTs accept an `Idempotency-Key`; each key is limited per minute (`RateLimit`, `RateLimit-Policy`, `Retry-After` on 429). Errors are RFC 9457 problem+json with a stable `code`. Guide: docs/api.md.',
      contact: { name: 'Refcheck support', email: opts.supportMail, url: opts.publicUrl },
      license: { name: 'Proprietary', url: `${opts.publicUrl}/terms` },
    },
    // A development instance (localhost) has no address to publish: the document then points at its own origin.
    servers: [
      {
        url: /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(opts.publicUrl) ? '/' : opts.publicUrl,
        description: 'This Refcheck instance',
      },
    ],
    security: [{ bearer: [] }],
    tags: [{ name: opts.tag, description: 'Candidates, invitations and reports' }],
    paths: toJsonSchema2020(main.paths ?? {}),
    components: {
      ...(toJsonSchema2020(main.components ?? {}) as Json),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A company API key `rck_…` created by the main account in /config (APIキー).',
        },
      },
    },
  };
}
