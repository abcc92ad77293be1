import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SqlExecutor } from '../db/client.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** One statement per counted request: start a window, or count in the current one, and answer the count and ms left. */
const INCR_SQL = `insert into rate_limit_counters as c (key, count, reset_at)
  values ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    count = case when c.reset_at <= clock_timestamp() then 1 else c.count + 1 end,
    reset_at = case when c.reset_at <= clock_timestamp() then excluded.reset_at else c.reset_at end
  returning count, greatest(0, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000))::int as ttl`;

const READ_SQL = `select count, greatest(0, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000))::int as ttl
  from rate_limit_counters where key = $1 and reset_at > clock_timestamp()`;

/** About one counted request in this many also deletes the windows that ended (the table stays small). */
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store in PostgreSQL (table rate_limit_counters), so that N instances behind a load
 * balancer share one count per route and client. Only the routes that have a limit pay its one round trip; the
 * embedded database (one process per data directory) keeps the plugin's in-memory store (docs/decisions.md).
 */
export function postgresRateLimitStore(execute: SqlExecutor): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      if (Math.random() * SWEEP_EVERY < 1) {
        void execute('delete from rate_limit_counters where reset_at < clock_timestamp()').catch(() => {});
      }
      execute(INCR_SQL, [this.prefix + key, timeWindow]).then(
        ({ rows }) => callback(null, { current: rows[0].count, ttl: rows[0].ttl }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      execute(READ_SQL, [this.prefix + key]).then(
        ({ rows }) =>
          callback(null, rows[0] ? { current: rows[0].count, ttl: rows[0].ttl } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string }; method?: unknown; url?: string }) {
      const info = routeOptions.routeInfo ?? { method: String(routeOptions.method), url: routeOptions.url };
      return new PostgresRateLimitStore(undefined, `${this.prefix}${info.method}${info.url}:`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
