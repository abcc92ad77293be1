import { type Tracing, traceQuery } from './trace-core.ts';

let patched = false;

/**
 * Wraps node-postgres's `query` once, so every statement of the app's pool, its transactions and pg-boss runs in a
 * span while a request or job span is active. Streams (cursors) pass through untouched.
 */
export async function tracePgClient(_tracing: Tracing) {
  if (patched) return;
  patched = true;
  const pg = (await import('pg')).default;
  // Pool.query hands the statement to a client with a callback (served untouched below), so the pool's promise
  // form is wrapped where the caller's context is still current; a client's own promise form covers transactions.
  for (const proto of [pg.Pool.prototype, pg.Client.prototype] as {
    query: (...args: unknown[]) => unknown;
  }[]) {
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; submit?: unknown } | undefined;
      if (
        typeof args.at(-1) === 'function' ||
        (typeof first === 'object' && first && typeof first.submit === 'function')
      ) {
        return original.apply(this, args);
      }
      const text = typeof first === 'string' ? first : first?.text;
      return traceQuery(text, () => original.apply(this, args) as Promise<unknown>);
    };
  }
}
