import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Bulk reads: statements that may take a while and that no one types into (the dashboard's list pages and counts,
 * the graph header's rows). Fifty list requests in flight must not stand between a referee's answer save, or a
 * candidate's detail, and the database:
 * - on PGlite, bulk reads give way to every other statement (StatementTurns, statement-turns.ts);
 * - on PostgreSQL, bulk reads hold at most all but two of the pool's connections (BulkPermits below): the other
 *   statements always find a connection within one statement's time, not behind the list's queue.
 */
const bulkReads = new AsyncLocalStorage<true>();

/**
 * Runs `fn` as a bulk read (see above). Awaited inside, so that a lazy query `fn` returns (a drizzle query starts
 * when it is awaited) starts within the mark too.
 */
export function asBulkRead<T>(fn: () => PromiseLike<T>): Promise<T> {
  return bulkReads.run(true, async () => await fn());
}

export const inBulkRead = () => bulkReads.getStore() === true;

/** At most `limit` bulk statements at once; the others wait in arrival order. */
export class BulkPermits {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      // The permit passes to the next in line as it is (running stays the same), or is given back.
      if (next) next();
      else this.running--;
    }
  }
}
