/**
 * Checks answers of the server against a published OpenAPI document with an independent validator (openapi-backend:
 * its router finds the operation, its Ajv validates JSON bodies; not the server's own zod schemas), as an ATS behind
 * a validating proxy would (issue 38): the status is documented, the media type is one the document lists (no body
 * and no media type where it lists no content), and a JSON body matches the documented schema.
 */
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions } from 'fastify';
import OpenAPIBackend, { type Document, type Operation, ValidationContext } from 'openapi-backend';

// biome-ignore lint/suspicious/noExplicitAny: a JSON document walked by key.
type Json = Record<string, any>;

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
  body: string;
}

export interface ContractChecker {
  /** The violations of one answer to `method url` (empty: it matches the document). */
  check(method: string, url: string, answer: Answer): string[];
}

export async function contractChecker(document: object): Promise<ContractChecker> {
  const api = new OpenAPIBackend({
    definition: structuredClone(document) as Document,
    strict: true,
    validate: true,
    ajvOpts: { strict: false },
    // Formats (date-time, email, uuid…) checked, not ignored.
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  // Its check of the document itself knows OpenAPI 3.0 only (a 3.1 `type: ['string', 'null']` fails it); the
  // document is linted by redocly (npm run lint:openapi). Routing, dereferencing and Ajv work on 3.1 as they are.
  api.validateDefinition = () => api.document;
  await api.init();
  // The validator's own Ajv (its formats and options) for the JSON media types other than application/json.
  const ajv = api.validator.getAjv(ValidationContext.Response);
  const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>();

  return {
    check(method, url, answer) {
      const parsed = new URL(url, 'http://localhost');
      const operation = api.router.matchOperation({
        method: method.toLowerCase(),
        path: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        headers: {},
      }) as Operation | undefined;
      const where = `${method} ${parsed.pathname} → ${answer.statusCode}`;
      if (!operation) return [`${where}: no such operation in the document`];
      const responses = (operation.responses ?? {}) as Json;
      const code = String(answer.statusCode);
      const response: Json | undefined = responses[code] ?? responses[`${code[0]}XX`] ?? responses.default;
      if (!response) return [`${where}: status not documented (${Object.keys(responses).join(', ')})`];

      const contentType = String(answer.headers['content-type'] ?? '');
      const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
      const content = response.content as Json | undefined;
      const empty = answer.rawPayload.length === 0;
      if (!content || Object.keys(content).length === 0) {
        const problems: string[] = [];
        if (!empty)
          problems.push(`${where}: documented without a body, sent ${answer.rawPayload.length} bytes`);
        if (contentType)
          problems.push(`${where}: documented without a body, sent content-type ${contentType}`);
        return problems;
      }
      const documented = Object.keys(content).find(
        (key) => key.split(';')[0]!.trim().toLowerCase() === mediaType,
      );
      if (!documented)
        return [
          `${where}: sent ${contentType || 'no content-type'}${empty ? ' (no body)' : ''}, documented ${Object.keys(content).join(', ')}`,
        ];
      if (empty) return [`${where}: documented ${documented}, sent no body`];
      if (!/^application\/(.+\+)?json$/.test(mediaType)) return [];

      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        return [`${where}: ${contentType} body is not JSON`];
      }
      if (mediaType === 'application/json') {
        const result = api.validator.validateResponse(body, operation, answer.statusCode);
        return (result.errors ?? []).map((e) => `${where}: ${e.instancePath || '(body)'} ${e.message}`);
      }
      const schema = content[documented]?.schema as object | undefined;
      if (!schema) return [];
      let validate = compiled.get(schema);
      if (!validate) {
        validate = ajv.compile(schema);
        compiled.set(schema, validate);
      }
      if (validate(body)) return [];
      return (validate.errors ?? []).map((e) => `${where}: ${e.instancePath || '(body)'} ${e.message}`);
    },
  };
}

/**
 * Wraps `app.inject` so every answer under `prefix` (other than the document and its reference page) is checked
 * against the document served at `documentUrl`; `violations` gathers what did not match, `checked` counts answers.
 */
export async function checkAnswersAgainstDocument(
  app: FastifyInstance,
  { documentUrl, prefix }: { documentUrl: string; prefix: string },
) {
  const document = (await app.inject({ url: documentUrl })).json();
  const checker = await contractChecker(document);
  const state = { violations: [] as string[], checked: 0 };
  const inject = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<Answer>;
  const wrapped = async (opts: InjectOptions | string) => {
    const answer = await inject(opts);
    const { method = 'GET', url = '' } =
      typeof opts === 'string' ? { url: opts } : { method: opts.method, url: String(opts.url ?? opts.path) };
    const path = url.split('?')[0]!;
    if (path.startsWith(prefix) && path !== documentUrl && !path.startsWith(`${prefix}docs`)) {
      state.checked++;
      state.violations.push(...checker.check(String(method), url, answer));
    }
    return answer;
  };
  (app as unknown as { inject: typeof wrapped }).inject = wrapped;
  return state;
}

/** The public API's contract: its answers against its own document. */
export const V1_CONTRACT = { documentUrl: '/api/v1/openapi.json', prefix: '/api/v1/' };
