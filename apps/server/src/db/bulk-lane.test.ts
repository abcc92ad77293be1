import { describe, expect, it } from 'vitest';
import { BulkLane } from './client.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('BulkLane (PGlite: bulk reads give way to the other statements)', () => {
  it('runs bulk statements one at a time, in arrival order', async () => {
    const lane = new BulkLane();
    const log: string[] = [];
    let running = 0;
    const bulk = (name: string) =>
      lane.bulk(async () => {
        running++;
        expect(running).toBe(1);
        log.push(name);
        await tick();
        running--;
      });
    await Promise.all([bulk('a'), bulk('b'), bulk('c')]);
    expect(log).toEqual(['a', 'b', 'c']);
  });

  it('starts a bulk statement only once the other statements under way have ended', async () => {
    const lane = new BulkLane(10_000);
    const log: string[] = [];
    let release!: () => void;
    const other = lane.other(async () => {
      log.push('other started');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      log.push('other ended');
    });
    const bulk = lane.bulk(async () => log.push('bulk'));
    await tick();
    expect(log).toEqual(['other started']);
    release();
    await Promise.all([other, bulk]);
    expect(log).toEqual(['other started', 'other ended', 'bulk']);
  });

  it('does not wait for the others longer than its limit', async () => {
    const lane = new BulkLane(20);
    let done = false;
    const endless = lane.other(async () => {
      while (!done) await tick();
    });
    await lane.bulk(async () => {});
    done = true;
    await endless;
  });
});
