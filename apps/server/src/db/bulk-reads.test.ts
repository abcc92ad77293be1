import { describe, expect, it } from 'vitest';
import { asBulkRead, BulkPermits, inBulkRead } from './bulk-reads.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('bulk reads', () => {
  it('are marked for the statements run inside asBulkRead only', async () => {
    expect(inBulkRead()).toBe(false);
    expect(await asBulkRead(async () => inBulkRead())).toBe(true);
    expect(inBulkRead()).toBe(false);
  });

  it('mark a lazy query that starts only when awaited (as drizzle’s do)', async () => {
    const lazy: PromiseLike<boolean> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (a lazy query, as drizzle's QueryPromise)
      then: (resolve) => Promise.resolve(inBulkRead()).then(resolve),
    };
    expect(await asBulkRead(() => lazy)).toBe(true);
  });

  it('hold at most their permits at once (PostgreSQL: the rest of the pool stays free), in arrival order', async () => {
    const permits = new BulkPermits(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        permits.run(async () => {
          started.push(i);
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('give their permit back when a statement fails', async () => {
    const permits = new BulkPermits(1);
    await expect(permits.run(async () => Promise.reject(new Error('canceled')))).rejects.toThrow('canceled');
    expect(await permits.run(async () => 'ran')).toBe('ran');
  });
});
