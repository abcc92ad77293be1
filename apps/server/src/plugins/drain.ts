/**
 * Graceful shutdown (SIGTERM → app.close()). Fastify's close runs the preClose hooks before it stops listening, and
 * this one drains first: from then on every new request (on a new or a kept-alive connection) is answered 503
 * `serviceBusy` with Retry-After and `Connection: close`, so the client (or the proxy) retries on another instance;
 * the requests already running finish, answered with `Connection: close`. The drain ends when nothing has run for
 * `quietMs` (a client whose previous answer just left still finds the listener and gets its 503 instead of a
 * refused connection), after `maxMs` at the latest. Then Fastify stops listening and the onClose hooks stop the job
 * workers after their current job and close the pool. Long-lived replies (the live-update streams) register an
 * `onDrain` callback that ends them at once with a reconnect hint; hijacked replies are never waited for. /livez
 * and /readyz answer themselves (readyz: 503 "shutting down").
 */
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../lib/problem.ts';

export interface DrainOptions {
  /** The longest the drain waits for running requests (default 10 s). */
  maxMs?: number;
  /** Quiet time (nothing running, nothing arriving) that ends the drain early (default 1 s). */
  quietMs?: number;
  /** Seconds the 503 tells the client to wait (default 5). */
  retryAfterSeconds?: number;
}

const PROBES = new Set(['/livez', '/readyz']);

export const drainPlugin = fp<DrainOptions>(async (app, opts) => {
  const maxMs = opts.maxMs ?? 10_000;
  const quietMs = opts.quietMs ?? 1000;
  const retryAfter = String(opts.retryAfterSeconds ?? 5);
  const running = new Set<FastifyReply>();
  const onDrain: Array<() => void> = [];
  let draining = false;
  let lastActivity = 0;

  app.decorate('draining', () => draining);
  app.decorate('onDrain', (callback: () => void) => {
    onDrain.push(callback);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      lastActivity = Date.now();
      if (PROBES.has(request.url.split('?')[0]!)) return;
      reply.header('connection', 'close');
      throw new HttpProblem(503, 'serviceBusy', undefined, undefined, { 'retry-after': retryAfter });
    }
    running.add(reply);
    reply.raw.once('close', () => {
      running.delete(reply);
      lastActivity = Date.now();
    });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.addHook('preClose', async () => {
    draining = true;
    for (const callback of onDrain) callback();
    // Without a listener (tests that only inject) nobody can arrive: no quiet time to wait for.
    const listening = app.server.listening;
    lastActivity = Date.now();
    const deadline = Date.now() + maxMs;
    const busy = () => [...running].some((reply) => !reply.sent);
    while (Date.now() < deadline) {
      if (!busy() && (!listening || Date.now() - lastActivity >= quietMs)) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (busy()) app.log.warn({ running: running.size }, 'shutdown: requests still running after the drain');
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the app is closing: new requests get 503 + Retry-After. */
    draining(): boolean;
    /** Runs `callback` when the drain starts (ends long-lived streams). */
    onDrain(callback: () => void): void;
  }
}
