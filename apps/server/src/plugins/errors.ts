import { findUnsafeText, isMessageKey, localizeIssue, messageText, translate } from '@refcheck/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { reportError } from '../lib/error-reporting.ts';
import { genericMessage, langFromHeader } from '../lib/messages.ts';
import { HttpProblem, type InvalidField, type Problem, statusCodes } from '../lib/problem.ts';

/**
 * Errors Fastify raises before any route runs (bad percent-encoding, over-long path params): the same problem+json
 * as everything else, 400 with the product's `badRequest` code. Passed as Fastify's `frameworkErrors` option.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langFromHeader(request.headers['accept-language']);
  return send(request, reply, {
    status: 400,
    code: 'badRequest',
    title: genericMessage('badRequest', lang)!,
    detail: error.code,
  });
}

function send(request: FastifyRequest, reply: FastifyReply, problem: Omit<Problem, 'type' | 'instance'>) {
  const body: Problem = {
    type: `about:blank`,
    ...problem,
    instance: request.url,
  };
  return reply.status(problem.status).type('application/problem+json; charset=utf-8').send(body);
}

/** One error shape for the whole API: RFC 9457 problem+json with a stable `code`; never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) => {
    // HEAD like GET (uptime monitors ask with HEAD; Node sends the headers and drops the body).
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && app.spaPage) {
      const html = app.spaPage(request.url);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    const lang = langFromHeader(request.headers['accept-language']);
    return send(request, reply, {
      status: 404,
      code: 'notFound',
      title: genericMessage('notFound', lang)!,
    });
  });

  // Characters PostgreSQL refuses (NUL) never reach a query: checked once for every route's params, query and body,
  // whatever its schema (better-auth's bodies included), with the same message as the domain's text fields.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnsafeText(value);
      if (!found) continue;
      const lang = langFromHeader(request.headers['accept-language']);
      const path = found.join('.');
      throw new HttpProblem(400, 'validation', 'validation', [
        {
          path: part === 'body' ? path : `${part}${path ? `.${path}` : ''}`,
          code: 'validation.invalidCharacter',
          message: translate(lang, 'validation.invalidCharacter'),
        },
      ]);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langFromHeader(request.headers['accept-language']);
    if (error instanceof HttpProblem) {
      if (error.status >= 500) reportError(request, error);
      if (error.headers) reply.headers(error.headers);
      // A code naming a catalog message (`company.reviewPending`) has that message, in the caller's language.
      const title =
        genericMessage(error.code, lang) ??
        (isMessageKey(error.code) ? messageText(lang, error.code) : undefined) ??
        genericMessage(statusCodes[error.status] ?? '', lang);
      return send(request, reply, {
        status: error.status,
        code: error.code,
        title: title ?? error.message,
        ...(error.message && error.message !== error.code ? { detail: error.message } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Schemas from @refcheck/domain carry catalog keys as messages: localize them in the caller's language.
      const errors: InvalidField[] = error.validation.map((v) => {
        const path = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
        // fastify-type-provider-zod spreads the zod issue into `params` without its code, message and path.
        const issue = (
          typeof v.message === 'string'
            ? { ...v.params, code: v.keyword, message: v.message, path: path ? path.split('.') : [] }
            : undefined
        ) as Parameters<typeof localizeIssue>[0] | undefined;
        if (!issue) return { path, code: 'validation.invalid', message: genericMessage('invalid', lang)! };
        const localized = localizeIssue(issue, lang);
        return { path, code: localized.code, message: localized.message };
      });
      return send(request, reply, {
        status: 400,
        code: 'validation',
        title: genericMessage('validation', lang)!,
        errors,
      });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      reportError(request, error);
      return send(request, reply, { status, code: 'internal', title: genericMessage('internal', lang)! });
    }
    const code = statusCodes[status] ?? 'badRequest';
    return send(request, reply, {
      status,
      code,
      title: genericMessage(code, lang)!,
      // Fastify's own codes (FST_ERR_CTP_INVALID_JSON_BODY…) only: its messages may echo the input.
      ...(status === 429 || !error.code ? {} : { detail: error.code }),
    });
  });
});
