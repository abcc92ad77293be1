import { AsyncLocalStorage } from 'node:async_hooks';
import { inBulkRead } from './bulk-reads.ts';

/**
 * PGlite runs its statements in this process's thread, synchronously inside a promise chain: left to itself, fifty
 * requests in flight queue two hundred statements that all run in one turn of the event loop (a few hundred
 * milliseconds at the dashboard's size). Nothing else happens meanwhile, and Node accepts one new connection per
 * turn (libuv since 2022), so a browser that opens a connection to a busy server waited one such turn per
 * connection ahead of it: seconds.
 *
 * `StatementTurns` runs the top-level statements and transactions one at a time, one per turn of the event loop:
 * between two statements Node reads its sockets, accepts a connection and answers whatever is ready. PGlite's own
 * lock ran them one at a time already; this only makes each wait where the loop can see it.
 *
 * Bulk reads (inside `asBulkRead`: the dashboard's list pages and counts, the graph header's rows) give way to
 * every other statement: a referee's answer save waits for one bulk statement at most, not for fifty list requests.
 * While other statements keep coming, bulk reads still get a turn every `maxBulkWaitMs`: a steady stream of saves
 * slows list pages, it never stops them.
 * (On PostgreSQL the server runs the statements; bulk reads there are held to part of the pool: bulk-reads.ts.)
 */
export class StatementTurns {
  private readonly others: Turn[] = [];
  private readonly bulks: Turn[] = [];
  private running = false;
  private scheduled = false;
  private lastBulkAt = Date.now();
  private closer: Turn | null = null;
  private closed: Promise<void> | null = null;

  constructor(private readonly maxBulkWaitMs = 50) {}

  run<T>(fn: () => Promise<T>, bulk = inBulkRead()): Promise<T> {
    // As PGlite answers a statement sent after it closed.
    if (this.closed) return Promise.reject(new Error('PGlite is closed'));
    return new Promise<T>((resolve, reject) => {
      // The statement runs in its caller's async context (its request's id, its trace span), not the turn's.
      const inCaller = AsyncLocalStorage.snapshot();
      (bulk ? this.bulks : this.others).push({
        since: Date.now(),
        fn: () => inCaller(fn),
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.schedule();
    });
  }

  /**
   * Runs `fn` (closing the database) once the statements already queued have run: a statement sent just before the
   * database closes still runs, one sent after is refused.
   */
  close(fn: () => Promise<void>): Promise<void> {
    this.closed ??= new Promise<void>((resolve, reject) => {
      this.closer = { since: Date.now(), fn, resolve: resolve as (value: unknown) => void, reject };
      this.schedule();
    });
    return this.closed;
  }

  /**
   * The next statement runs in a later turn (setImmediate: after the loop has polled its sockets). A caller whose
   * statement just ended and who sends its next one straight away is queued before that turn comes: a save's
   * statements follow one another without a bulk read between them.
   */
  private schedule() {
    if (
      this.running ||
      this.scheduled ||
      this.others.length + this.bulks.length + (this.closer ? 1 : 0) === 0
    ) {
      return;
    }
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.next();
    });
  }

  private next() {
    const now = Date.now();
    const takeBulk =
      this.bulks.length > 0 &&
      (this.others.length === 0 ||
        now - Math.max(this.lastBulkAt, this.bulks[0]!.since) >= this.maxBulkWaitMs);
    let turn = takeBulk ? this.bulks.shift() : this.others.shift();
    if (!turn && this.closer) {
      turn = this.closer;
      this.closer = null;
    }
    if (!turn) return;
    if (takeBulk) this.lastBulkAt = now;
    this.running = true;
    Promise.resolve()
      .then(turn.fn)
      .then(turn.resolve, turn.reject)
      .finally(() => {
        this.running = false;
        this.schedule();
      });
  }
}

interface Turn {
  since: number;
  fn: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}
