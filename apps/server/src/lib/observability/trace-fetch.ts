import diagnostics from 'node:diagnostics_channel';
import type { Span } from '@opentelemetry/api';
import type { Tracing } from './trace-core.ts';

interface UndiciRequest {
  origin?: string | URL;
  method?: string;
  path?: string;
  addHeader?: (name: string, value: string) => void;
}

let subscribed = false;

/**
 * Outgoing HTTP through fetch (SMS API, S3, RISK EYES, GMO, ATS pushes) as client spans, from undici's diagnostics
 * channels: method, host and path only (no query string, headers or body); the W3C traceparent is passed on.
 */
export function traceOutgoingFetch(tracing: Tracing) {
  if (subscribed) return;
  subscribed = true;
  const { api, tracer } = tracing;
  const spans = new WeakMap<object, Span>();
  diagnostics.subscribe('undici:request:create', (message) => {
    const { request } = message as { request: UndiciRequest };
    if (!api.trace.getActiveSpan()) return;
    const origin = new URL(String(request.origin ?? 'http://unknown'));
    const path = (request.path ?? '/').split('?')[0]!;
    const method = request.method ?? 'GET';
    const span = tracer.startSpan(method, {
      kind: api.SpanKind.CLIENT,
      attributes: {
        'http.request.method': method,
        'server.address': origin.hostname,
        'server.port': Number(origin.port) || (origin.protocol === 'https:' ? 443 : 80),
        'url.scheme': origin.protocol.replace(':', ''),
        'url.path': path,
      },
    });
    spans.set(request, span);
    const carrier: Record<string, string> = {};
    api.propagation.inject(api.trace.setSpan(api.context.active(), span), carrier);
    for (const [name, value] of Object.entries(carrier)) request.addHeader?.(name, value);
  });
  diagnostics.subscribe('undici:request:headers', (message) => {
    const { request, response } = message as { request: object; response: { statusCode: number } };
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', response.statusCode);
    if (response.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
  });
  const end = (message: unknown) => {
    const { request, error } = message as { request: object; error?: Error };
    const span = spans.get(request);
    if (!span) return;
    if (error) span.setStatus({ code: api.SpanStatusCode.ERROR, message: error.name });
    span.end();
    spans.delete(request);
  };
  diagnostics.subscribe('undici:request:trailers', end);
  diagnostics.subscribe('undici:request:error', end);
}
