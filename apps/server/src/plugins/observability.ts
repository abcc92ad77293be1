import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithRequestId } from '../lib/observability/request-context.ts';
import { tracing } from '../lib/observability/tracing.ts';

const spans = new WeakMap<FastifyRequest, Span>();

/**
 * The first hooks of every request: the request id becomes the context of everything the request does (outbox
 * rows, jobs it queues), and with tracing on, a server span whose name is the route's template. Recorded: method,
 * route template, status, request id. Never the URL's query string, headers or bodies (names, phones, answers).
 */
export function observabilityHooks(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const t = tracing();
    if (!t) {
      runWithRequestId(request.id, done);
      return;
    }
    const { api, tracer } = t;
    const parent = api.propagation.extract(api.ROOT_CONTEXT, request.headers);
    const route = request.routeOptions.url ?? 'unmatched';
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: api.SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'url.path': route,
          'url.scheme': request.protocol,
          'refcheck.request_id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    api.context.with(api.trace.setSpan(parent, span), () => runWithRequestId(request.id, done));
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: 2 /* SpanStatusCode.ERROR */ });
      span.end();
      spans.delete(request);
    }
    done();
  });
}
