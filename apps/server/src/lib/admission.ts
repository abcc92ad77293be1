/**
 * Back-pressure for hot write paths (the autosaves): at most `maxActive` requests run against the database at
 * once, the next ones wait in a bounded queue, and a request that cannot start within `maxWaitMs` (or finds the
 * queue full) is answered 503 with Retry-After at once instead of stalling for seconds behind the others. The
 * autosave clients retry with backoff, so nothing typed is lost; the database (one PGlite connection, or the pool)
 * never holds more work than it can finish quickly.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from './problem.ts';

export interface AdmissionOptions {
  maxActive: number;
  maxQueue: number;
  maxWaitMs: number;
  /** Seconds the client is told to wait before retrying. */
  retryAfterSeconds: number;
}

export class AdmissionGate {
  private active = 0;
  private readonly waiting: Array<{ admit: () => void }> = [];
  shed = 0;

  constructor(readonly options: AdmissionOptions) {}

  /** Resolves true once the caller may run, false when it should be shed. */
  enter(): Promise<boolean> {
    if (this.active < this.options.maxActive) {
      this.active++;
      return Promise.resolve(true);
    }
    if (this.waiting.length >= this.options.maxQueue) return Promise.resolve(false);
    return new Promise((resolve) => {
      const entry = {
        admit: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        const i = this.waiting.indexOf(entry);
        if (i >= 0) this.waiting.splice(i, 1);
        resolve(false);
      }, this.options.maxWaitMs);
      this.waiting.push(entry);
    });
  }

  /** Hands the slot to the oldest waiter, or frees it. */
  leave() {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.active--;
  }

  get load() {
    return { active: this.active, waiting: this.waiting.length };
  }

  /**
   * Route preHandler: admits or throws 503 + Retry-After. The slot is released when the response's socket work
   * ends (`close` fires after the response is sent and also when the client gives up), so no slot ever leaks.
   */
  preHandler() {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await this.enter())) {
        this.shed++;
        throw new HttpProblem(503, 'serviceBusy', undefined, undefined, {
          'retry-after': String(this.options.retryAfterSeconds),
        });
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.leave();
      };
      reply.raw.once('close', release);
      if (reply.raw.destroyed || request.raw.destroyed) release();
    };
  }
}

/** The autosave gate for the database in use: one PGlite connection queues little; a pool takes more. */
export function autosaveGate(kind: 'pglite' | 'postgres', poolSize = 10) {
  return kind === 'pglite'
    ? new AdmissionGate({ maxActive: 8, maxQueue: 400, maxWaitMs: 300, retryAfterSeconds: 1 })
    : new AdmissionGate({ maxActive: poolSize * 2, maxQueue: 1000, maxWaitMs: 1000, retryAfterSeconds: 1 });
}
