import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { X_MEDIA_TYPE, X_NO_BODY } from '../lib/media-response.ts';
import { X_PROBLEM } from '../lib/problem.ts';
import { type AuthScheme, guardScheme, type RouteAuth } from '../lib/route-auth.ts';
import { pruneComponents } from './openapi-components.ts';

/**
 * What turns the routes' own schemas into a document `redocly lint` (recommended rules) passes without a word from
 * the route: each operation gets its security (from the guards the route runs, lib/route-auth.ts), a stable unique
 * operationId, the 4xx answers its guards, inputs and rate limit can give, and the document its servers, contact
 * and license. Used by every document the server publishes (/api/docs, and any other built with `openapiOptions`).
 */

// biome-ignore lint/suspicious/noExplicitAny: a JSON document walked by key.
type Json = Record<string, any>;

const cookieScheme = (cookie: string, who: string) => ({
  type: 'apiKey' as const,
  in: 'cookie',
  name: cookie,
  description: `${who} (httpOnly cookie \`${cookie}\`).`,
});

/** Every scheme a route may use; the ones no operation uses are left out of the finished document. */
export const securitySchemes = {
  session: cookieScheme('session', "A company user's or an operator's session, set by signing in"),
  refereeFlow: cookieScheme('rc_referee', "A referee's flow, set by exchanging the referee's link"),
  talentFlow: cookieScheme('rc_talent', "A candidate's flow, set by exchanging the candidate's link"),
  regainTrustFlow: cookieScheme(
    'rc_regainTrust',
    "A candidate's regain-trust flow, set by exchanging its link",
  ),
  privacyRequest: cookieScheme('rc_privacy', 'A privacy request, set by asking for and checking a code'),
  bearer: {
    type: 'http' as const,
    scheme: 'bearer',
    description: 'A company API key: `Authorization: Bearer <key>`.',
  },
} satisfies Record<AuthScheme, object>;

/** The hooks a guard can sit in. */
const GUARD_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;
/** The public REST API: its routes take a company API key unless they say otherwise. */
const BEARER_PREFIX = '/api/v1/';

/**
 * Fastify keeps an instance's hooks (those added with `addHook`, which apply to its routes) under a private symbol;
 * a route's guards are the ones in its own options plus these.
 */
function instanceHooks(instance: object): Record<string, unknown[]> {
  for (let o: object | null = instance; o; o = Object.getPrototypeOf(o)) {
    const symbol = Object.getOwnPropertySymbols(o).find((s) => s.description === 'fastify.hooks');
    if (symbol) return (instance as Record<symbol, Record<string, unknown[]>>)[symbol]!;
  }
  throw new Error(
    'Fastify no longer keeps its hooks under Symbol(fastify.hooks): update plugins/openapi-document.ts',
  );
}

/** Remembers the instance each route was declared on, to read the guards its plugin added. */
export class RouteAuthIndex {
  private readonly instances = new WeakMap<object, FastifyInstance>();

  /** Call before the routes are declared (the onRoute hook reaches the plugins registered after it). */
  track(app: FastifyInstance) {
    const instances = this.instances;
    app.addHook('onRoute', function (this: FastifyInstance, route) {
      instances.set(route, this);
    });
  }

  /** Read once the app is ready (hooks added after a route still apply to it). */
  authOf(route: RouteOptions): RouteAuth {
    if (route.config?.auth) return route.config.auth;
    const instance = this.instances.get(route);
    const hooks = instance ? instanceHooks(instance) : {};
    for (const name of GUARD_HOOKS) {
      for (const hook of [...(hooks[name] ?? []), ...[route[name] ?? []].flat()]) {
        const scheme = guardScheme(hook);
        if (scheme) return scheme;
      }
    }
    return route.url.startsWith(BEARER_PREFIX) ? 'bearer' : 'public';
  }
}

/** The route's JSON schemas (zod), plus its security and what the finished document needs to know of it. */
export function routeTransform(index: RouteAuthIndex): SwaggerTransform {
  return (input) => {
    const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    const { route } = input;
    const auth = index.authOf(route);
    const schema: Json = { ...out.schema, security: auth === 'public' ? [] : [{ [auth]: [] }] };
    if (schema.response) schema.response = documentedResponses(schema.response as Json);
    if (route.config?.operationId) schema.operationId = route.config.operationId;
    if ((route.config as Json | undefined)?.rateLimit) schema[X_RATE_LIMITED] = true;
    return { schema, url: out.url };
  };
}

const X_RATE_LIMITED = 'x-refcheck-rate-limited';

/** Status codes that never carry a body (RFC 9110): documented without content whatever their schema says. */
const NO_BODY_STATUS = new Set(['204', '205', '304']);

/**
 * What the server really sends, as @fastify/swagger reads it: a response schema of `type: 'null'` becomes a response
 * without content (every 204 and the redirects marked `noBodyResponse`), one with `content` keeps its media type (the
 * files marked `mediaResponse`: PDF, CSV, event streams; problems: application/problem+json), instead of a JSON
 * `null` or an `application/json` body.
 */
function documentedResponses(responses: Json): Json {
  const out: Json = {};
  for (const [code, schema] of Object.entries(responses) as [string, Json][]) {
    const description: string | undefined = schema?.description;
    if (NO_BODY_STATUS.has(code) || schema?.[X_NO_BODY]) {
      out[code] = { type: 'null', description: description ?? 'No content' };
    } else if (schema?.[X_MEDIA_TYPE]) {
      const mediaType: string = schema[X_MEDIA_TYPE];
      out[code] = {
        description: description ?? mediaType,
        content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
      };
    } else if (schema?.[X_PROBLEM]) {
      // The errors plugin writes every problem as application/problem+json (plugins/errors.ts).
      const { [X_PROBLEM]: _, ...problem } = schema;
      out[code] = {
        description: description ?? 'A problem (RFC 9457)',
        content: { 'application/problem+json': { schema: problem } },
      };
    } else if (Array.isArray(schema?.anyOf) && schema.anyOf.some((m: Json) => m?.[X_MEDIA_TYPE])) {
      // JSON or a file, by a query parameter (e.g. format=csv): one media type each.
      const json = schema.anyOf.filter((m: Json) => !m?.[X_MEDIA_TYPE]);
      const files = schema.anyOf.filter((m: Json) => m?.[X_MEDIA_TYPE]);
      out[code] = {
        description: description ?? files.map((m: Json) => m.description).join('; '),
        content: {
          'application/json': { schema: json.length === 1 ? json[0] : { anyOf: json } },
          ...Object.fromEntries(
            files.map((m: Json) => [m[X_MEDIA_TYPE], { schema: { type: 'string', format: 'binary' } }]),
          ),
        },
      };
    } else out[code] = schema;
  }
  return out;
}

const PROBLEM_RESPONSES: Record<string, { name: string; description: string }> = {
  '400': {
    name: 'BadRequest',
    description: 'The request is malformed (percent-encoding, JSON) or fails the validation of its input.',
  },
  '401': { name: 'Unauthorized', description: 'Not signed in, or the session or key has ended.' },
  '403': {
    name: 'Forbidden',
    description: "The caller's role, IP address or company state (review, payment) does not allow this.",
  },
  '404': { name: 'NotFound', description: 'No such object for this caller, or the flow has expired.' },
  '429': { name: 'TooManyRequests', description: 'Rate limited: try again later.' },
};

/** The 4xx answers an operation can give that its own schema does not list. */
function problemCodes(op: Json, path: string): string[] {
  const scheme = Object.keys(op.security?.[0] ?? {})[0] as AuthScheme | undefined;
  const codes = ['400'];
  if (scheme === 'session' || scheme === 'bearer') codes.push('401', '403');
  // The link flows and the privacy request answer a missing or expired cookie with 404 (nothing to sign in to).
  if ((scheme && scheme !== 'session' && scheme !== 'bearer') || path.includes('{')) codes.push('404');
  if (op[X_RATE_LIMITED]) codes.push('429');
  return codes.filter((code) => !op.responses?.[code]);
}

/** `GET /api/talents/{id}/report.pdf` → `getTalentsByIdReportPdf`. */
export function deriveOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** `anyOf: [x]` (a zod union whose other members JSON Schema cannot express) is `x`. */
function collapseSingleCompositions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) collapseSingleCompositions(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Json;
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const members = object[keyword];
    if (Array.isArray(members) && members.length === 1 && !members[0].$ref) {
      delete object[keyword];
      for (const [key, value] of Object.entries(members[0] as Json))
        if (!(key in object)) object[key] = value;
    }
  }
  for (const value of Object.values(object)) collapseSingleCompositions(value);
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

export interface DocumentAbout {
  /** The support address (SUPPORT_MAIL), the document's contact. */
  supportMail: string;
}

/** Completes a generated document (see the top of this file). */
export const documentCompleter =
  (about: DocumentAbout): SwaggerTransformObject =>
  (documentObject) => {
    const doc = (
      'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
    ) as Json;
    // Relative: the API is on the origin that serves its document, whatever the deployment's address.
    doc.servers ??= [{ url: '/', description: 'The server publishing this document' }];
    doc.info = {
      ...doc.info,
      contact: { name: 'Refcheck support', email: about.supportMail, ...doc.info?.contact },
      license: { name: 'Proprietary', ...doc.info?.license },
    };
    return completeOperations(doc);
  };

function completeOperations(doc: Json): Json {
  const taken = new Set<string>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      if (!METHODS.has(method)) continue;
      const derived: string = op.operationId ?? deriveOperationId(method, path);
      let id = derived;
      for (let n = 2; taken.has(id); n++) id = `${derived}${n}`;
      taken.add(id);
      op.operationId = id;
      op.responses ??= {};
      for (const code of problemCodes(op, path)) {
        op.responses[code] = { $ref: `#/components/responses/${PROBLEM_RESPONSES[code]!.name}` };
      }
      delete op[X_RATE_LIMITED];
    }
  }
  collapseSingleCompositions(doc.paths);
  doc.components ??= {};
  const components: Json = doc.components;
  collapseSingleCompositions(components.schemas);
  components.schemas = { ...components.schemas, Problem: PROBLEM_SCHEMA };
  components.responses = { ...components.responses };
  for (const { name, description } of Object.values(PROBLEM_RESPONSES)) {
    components.responses[name] = {
      description,
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    };
  }
  // The schemes, responses and schemas no operation uses are left out.
  return pruneComponents(doc);
}

/** RFC 9457 problem details as the errors plugin writes them (lib/problem.ts), with the stable `code`. */
const PROBLEM_SCHEMA: Json = {
  type: 'object',
  description: 'RFC 9457 problem details; `code` is stable, `title` localized.',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    code: { type: 'string' },
    detail: { type: 'string' },
  },
  required: ['type', 'title', 'status', 'code'],
};

/** The @fastify/swagger options a document of this server is built with (its transforms and security schemes). */
export function openapiOptions(index: RouteAuthIndex, about: DocumentAbout) {
  return {
    transform: routeTransform(index),
    transformObject: documentCompleter(about),
    securitySchemes,
  };
}
