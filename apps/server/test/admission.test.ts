import { describe, expect, it } from 'vitest';
import { AdmissionGate } from '../src/lib/admission.ts';

describe('admission gate (back-pressure of the autosaves)', () => {
  it('runs up to maxActive at once, queues the next in order and sheds what waits too long or overflows', async () => {
    const gate = new AdmissionGate({ maxActive: 2, maxQueue: 1, maxWaitMs: 50, retryAfterSeconds: 1 });
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    const queued = gate.enter();
    expect(await gate.enter()).toBe(false); // queue full
    expect(gate.load).toEqual({ active: 2, waiting: 1 });
    gate.leave(); // hands the slot to the queued one
    expect(await queued).toBe(true);
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
    expect(await gate.enter()).toBe(false); // waited 50 ms without a slot
    gate.leave();
    gate.leave();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe('admission gate on a route', () => {
  it('releases its slot when the response is sent and when the client gives up', async () => {
    const Fastify = (await import('fastify')).default;
    const gate = new AdmissionGate({ maxActive: 1, maxQueue: 0, maxWaitMs: 10, retryAfterSeconds: 1 });
    const app = Fastify({ forceCloseConnections: true });
    let hold: (() => void) | undefined;
    app.setErrorHandler((e: Error & { status?: number; headers?: Record<string, string> }, _req, reply) => {
      if (e.headers) reply.headers(e.headers);
      return reply.status(e.status ?? 500).send({ code: e.message });
    });
    app.get('/slow', { preHandler: gate.preHandler() }, async () => {
      await new Promise<void>((r) => {
        hold = r;
      });
      return { ok: true };
    });
    app.get('/fast', { preHandler: gate.preHandler() }, async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    for (let i = 0; i < 3; i++) expect((await fetch(`http://127.0.0.1:${port}/fast`)).status).toBe(200);
    expect(gate.load.active).toBe(0);
    // A client that gives up while its save runs.
    const aborted = new AbortController();
    const pending = fetch(`http://127.0.0.1:${port}/slow`, { signal: aborted.signal }).catch(() => null);
    for (let i = 0; !hold && i < 400; i++) await new Promise((r) => setTimeout(r, 5));
    expect(hold, 'the slow request runs').toBeDefined();
    expect(gate.load.active).toBe(1);
    const busy = await fetch(`http://127.0.0.1:${port}/fast`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    aborted.abort();
    await pending;
    for (let i = 0; gate.load.active > 0 && i < 400; i++) await new Promise((r) => setTimeout(r, 5));
    expect(gate.load.active, 'released on abort').toBe(0);
    hold!();
    expect((await fetch(`http://127.0.0.1:${port}/fast`)).status).toBe(200);
    expect(gate.load.active).toBe(0);
    await app.close();
  });
});
