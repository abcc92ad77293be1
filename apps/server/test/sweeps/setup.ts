/** What both sweeps share: one app with two tenants, listening for streams, and the fill check. */
import { afterAll, beforeAll, expect, it } from 'vitest';
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
