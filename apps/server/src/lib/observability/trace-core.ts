/**
 * The running tracing (set by tracing.ts's startTracing) and the SQL span helper: the part of the tracing that
 * trace-fetch.ts and trace-pg.ts need, kept apart so that tracing.ts can load them without a cycle.
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

/** Sets (or clears) the running tracing: startTracing's and its shutdown's. */
export function setTracing(next: Tracing | null) {
  active = next;
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
