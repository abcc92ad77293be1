/**
 * OpenTelemetry traces over OTLP/HTTP, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is imported then and
 * never otherwise, so start-up and memory are unchanged without it. Spans are made by hand at three places (no
 * module patching, so the esbuild bundle and ESM need no loader hooks): the HTTP server (plugins/tracing.ts), the
 * SQL statements (db/client.ts and the pg client) and outgoing fetch calls (undici's diagnostics channels), plus
 * one span per job. Never recorded: query strings, request or response bodies, SQL parameters, string literals.
 */
import { setTracing, type Tracing, tracing } from './trace-core.ts';

export { sqlSummary, type Tracing, traceQuery, tracing } from './trace-core.ts';

export async function startTracing(options: {
  endpoint: string | undefined;
  serviceName: string;
  version: string;
}): Promise<Tracing | null> {
  const running = tracing();
  if (!options.endpoint || running) return running;
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
  const started: Tracing = {
    api,
    tracer,
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      await provider.shutdown();
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
      setTracing(null);
    },
  };
  setTracing(started);
  const { traceOutgoingFetch } = await import('./trace-fetch.ts');
  traceOutgoingFetch(started);
  const { tracePgClient } = await import('./trace-pg.ts');
  await tracePgClient(started);
  return started;
}
