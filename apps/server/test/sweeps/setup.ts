/** What both sweeps share: one app with two tenants, listening for streams, and the fill check. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REMINDER_QUEUE } from '../../src/modules/reminders/service.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { listOperations, type Operation, unfillable } from './operations.ts';
import { buildWorld, type World } from './world.ts';

export interface SweepContext {
  t: TestApp;
  world: World;
  baseUrl: string;
  ops: Operation[];
}

/** Registers the hooks building the app and the tenants, and the "every operation can be filled" test. */
export function useSweep(): SweepContext {
  const ctx = {} as SweepContext;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.world = await buildWorld(ctx.t.app);
    // The minute's scheduler tick (reminders, trial and card notices) writes on its own clock, not because of a
    // request: stopped here (as in the gate sweep), so a row it writes is never taken for a refused call's change.
    await ctx.t.app.services.jobs.unschedule(REMINDER_QUEUE);
    await ctx.t.app.services.jobs.offWork(REMINDER_QUEUE);
    ctx.baseUrl = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.ops = listOperations(ctx.t.app);
  }, 180_000);
  afterAll(() => ctx.t?.close());

  it('can fill every operation of the OpenAPI document', () => {
    const problems = ctx.ops
      .map((op) => [op.key, unfillable(op, ctx.world.a)] as const)
      .filter(([, why]) => why !== null)
      .map(([key, why]) => `${key}: ${why}`);
    expect(problems, 'register these in apps/server/test/sweeps/registry.ts').toEqual([]);
  });
  return ctx;
}
