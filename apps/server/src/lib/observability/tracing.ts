/**
 * OpenTelemetry traces over OTLP/HTTP, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is imported then and
 * never otherwise, so start-up and memory are unchanged without it. Spans are made by hand at three places (no
 * module patching, so the esbuild bundle and ESM need no loader hooks): the HTTP server (plugins/tracing.ts), the
 * SQL statements (db/client.ts and the pg client) and outgoing fetch calls (undici's diagnostics channels), plus
 * one span per job. Never recorded: query strings, request or response bodies, SQL parameters, string literals.
 */
import type * as Api from '@opentelemetry/api';

export interface Tracing {
  api: typeof Api;
  tracer: Api.Tracer;
  /** Sends what is buffered (tests, shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

/** The running tracing, or null (the common case: one null check on the hot path). */
export function tracing(): Tracing | null {
  return active;
}

export async function startTracing(options: {
  endpoint: string | undefined;
  serviceName: string;
  version: string;
}): Promise<Tracing | null> {
  if (!options.endpoint || active) return active;
  const [api, { BasicTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources, hooks, core] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new BasicTracerProvider({
    resource: resources.resourceFromAttributes({
      'service.name': options.serviceName,
      'service.version': options.version,
    }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  api.context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer('refcheck', options.version);
  active = {
    api,
    tracer,
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      await provider.shutdown();
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
      active = null;
    },
  };
  const { traceOutgoingFetch } = await import('./trace-fetch.ts');
  traceOutgoingFetch(active);
  const { tracePgClient } = await import('./trace-pg.ts');
  await tracePgClient(active);
  return active;
}

/** SQL without its literals: `'…'` strings and numbers become `?` (parameters are never in the text anyway). */
export function sqlSummary(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'/g, "'?'")
    .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, '$$?$$')
    .replace(/(?<![$\w.])\d+(\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 2000);
}

/**
 * `fn` inside a client span for one SQL statement, when a request or job span is active (pg-boss's polling and the
 * migrations make none). The statement is recorded without literals; its parameters never.
 */
export function traceQuery<T>(text: string | undefined, fn: () => Promise<T>): Promise<T> {
  const t = active;
  if (!t || !text) return fn();
  const parent = t.api.trace.getActiveSpan();
  if (!parent) return fn();
  const statement = sqlSummary(text);
  const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'SQL';
  return t.tracer.startActiveSpan(
    operation,
    {
      kind: t.api.SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': statement,
      },
    },
    async (span) => {
      try {
        return await fn();
      } catch (error) {
        span.setStatus({
          code: t.api.SpanStatusCode.ERROR,
          message: (error as { code?: string }).code ?? 'error',
        });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
