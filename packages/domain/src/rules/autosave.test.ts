import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autosaveRetryDelay, isNewerRevision, nextRevision, REVISION_PER_MS } from './autosave.ts';

describe('ordered autosave revisions', () => {
  it('starts from the time of the edit', () => {
    expect(nextRevision(0, 1_700_000_000_000)).toBe(1_700_000_000_000 * REVISION_PER_MS);
  });

  it('grows with every edit, even within one millisecond or when the clock goes back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 }), { minLength: 1 }),
        (times) => {
          let rev = 0;
          for (const t of times) {
            const next = nextRevision(rev, t);
            expect(next).toBeGreaterThan(rev);
            expect(Number.isSafeInteger(next)).toBe(true);
            rev = next;
          }
        },
      ),
    );
  });

  it('continues after the stored revision (another tab, a clock ahead)', () => {
    const stored = 2_000_000_000_000 * REVISION_PER_MS + 5;
    expect(nextRevision(stored, 1_700_000_000_000)).toBe(stored + 1);
  });

  it('applies only strictly newer saves', () => {
    expect(isNewerRevision(2, 1)).toBe(true);
    expect(isNewerRevision(1, 2)).toBe(false);
    expect(isNewerRevision(2, 2)).toBe(false);
    expect(isNewerRevision(1, null)).toBe(true);
    expect(isNewerRevision(1, undefined)).toBe(true);
  });

  it('backs off exponentially, capped, and honours Retry-After', () => {
    expect(autosaveRetryDelay(1)).toBe(500);
    expect(autosaveRetryDelay(2)).toBe(1000);
    expect(autosaveRetryDelay(3)).toBe(2000);
    expect(autosaveRetryDelay(20)).toBe(10_000);
    expect(autosaveRetryDelay(0)).toBe(500);
    expect(autosaveRetryDelay(1, 3)).toBe(3000);
    expect(autosaveRetryDelay(1, null)).toBe(500);
  });
});
