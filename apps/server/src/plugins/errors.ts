import { localizeIssue } from '@refcheck/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { genericMessage, langFromHeader } from '../lib/messages.ts';
import { HttpProblem, type InvalidField, type Problem } from '../lib/problem.ts';

const statusCodes: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

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
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (isPage && app.spaIndex) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(app.spaIndex);
    }
    const lang = langFromHeader(request.headers['accept-language']);
    return send(request, reply, {
      status: 404,
      code: 'notFound',
      title: genericMessage('notFound', lang)!,
    });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langFromHeader(request.headers['accept-language']);
    if (error instanceof HttpProblem) {
      if (error.headers) reply.headers(error.headers);
      const title = genericMessage(error.code, lang) ?? genericMessage(statusCodes[error.status] ?? '', lang);
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
      return send(request, reply, { status, code: 'internal', title: genericMessage('internal', lang)! });
    }
    const code = statusCodes[status] ?? 'badRequest';
    return send(request, reply, {
      status,
      code,
      title: genericMessage(code, lang)!,
      ...(status === 429 ? {} : { detail: error.message }),
    });
  });
});
