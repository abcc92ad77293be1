import { describe, expect, it } from 'vitest';
import { RecentMemo } from './recent-memo.ts';

describe('RecentMemo', () => {
  it('remembers a value for its time to live, then forgets it', () => {
    const memo = new RecentMemo<string>(2000);
    memo.set('a', 'x', 1000);
    expect(memo.get('a', 1000)).toBe('x');
    expect(memo.get('a', 2999)).toBe('x');
    expect(memo.get('a', 3000)).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('forgets everything at clear()', () => {
    const memo = new RecentMemo<boolean>(2000);
    memo.set('a', false, 0);
    memo.set('b', true, 0);
    memo.clear();
    expect(memo.get('a', 1)).toBeUndefined();
    expect(memo.get('b', 1)).toBeUndefined();
  });

  it('never grows past its bound, and remembers nothing with a time to live of 0', () => {
    const bounded = new RecentMemo<number>(2000, 3);
    for (let i = 0; i < 10; i++) bounded.set(`k${i}`, i, 0);
    expect(bounded.size).toBeLessThanOrEqual(3);
    expect(bounded.get('k9', 1)).toBe(9);
    const off = new RecentMemo<number>(0);
    off.set('a', 1, 0);
    expect(off.get('a', 0)).toBeUndefined();
  });

  it('shares one lookup among concurrent callers and remembers its value', async () => {
    const memo = new RecentMemo<string>(2000);
    let lookups = 0;
    let release!: (v: string) => void;
    const lookup = () => {
      lookups++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const all = Promise.all([
      memo.remember('a', lookup),
      memo.remember('a', lookup),
      memo.remember('a', lookup),
    ]);
    release('x');
    expect(await all).toEqual(['x', 'x', 'x']);
    expect(await memo.remember('a', lookup)).toBe('x');
    expect(lookups).toBe(1);
  });

  it('does not remember what a lookup started before clear() found, nor null, nor a failure', async () => {
    const memo = new RecentMemo<string | null>(2000);
    let release!: (v: string) => void;
    const before = memo.remember(
      'a',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    memo.clear();
    const after = memo.remember('a', async () => 'new');
    release('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(memo.get('a')).toBe('new');
    expect(await memo.remember('n', async () => null)).toBeNull();
    expect(memo.get('n')).toBeUndefined();
    await expect(memo.remember('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.remember('f', async () => 'up')).toBe('up');
  });
});
