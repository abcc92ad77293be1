// The ordered autosave (ui/autosave/ordered-autosave.ts): one save per field in flight, a newer edit replaces a
// pending one, retries with backoff (Retry-After first), offline and back online, the revision rule.
import { autosaveRetryDelay, isNewerRevision, REVISION_PER_MS } from '@refcheck/domain/rules/autosave';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from '../src/api/api-error.ts';
import { OrderedAutosave } from '../src/ui/autosave/ordered-autosave.ts';

interface Call {
  key: string;
  value: string;
  rev: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A send whose answers the test gives by hand, in any order. */
function manualSend() {
  const calls: Call[] = [];
  const send = (key: string, value: string, rev: number) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ key, value, rev, resolve, reject });
    });
  return { calls, send };
}

/** Lets the promise callbacks of answered saves run (fake timers do not hold microtasks). */
const settle = () => vi.advanceTimersByTimeAsync(0);

const networkError = () => new ApiError({ status: 0, code: NETWORK_ERROR_CODE });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-04-01T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ordering', () => {
  it('keeps one save per field in flight and sends only the newest edit after it (never a superseded one)', async () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send, { debounceMs: 800 });
    autosave.set('q1', 'a', true);
    expect(calls.map((c) => c.value)).toEqual(['a']);
    autosave.set('q1', 'ab');
    autosave.set('q1', 'abc');
    await vi.advanceTimersByTimeAsync(2000);
    // 'ab' and 'abc' wait for the answer to 'a': two saves of one field never race.
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await settle();
    expect(calls.map((c) => c.value)).toEqual(['a', 'abc']);
    expect(calls[1]!.rev).toBeGreaterThan(calls[0]!.rev);
    calls[1]!.resolve();
    await settle();
    expect(calls).toHaveLength(2);
    expect(autosave.getState()).toBe('saved');
    expect(autosave.dirty).toBe(false);
  });

  it('saves different fields side by side', async () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send);
    autosave.set('q1', 'one', true);
    autosave.set('q2', 'two', true);
    expect(calls.map((c) => `${c.key}=${c.value}`)).toEqual(['q1=one', 'q2=two']);
    expect(autosave.getState()).toBe('saving');
    calls[1]!.resolve();
    await settle();
    expect(autosave.getState()).toBe('saving');
    calls[0]!.resolve();
    await settle();
    expect(autosave.getState()).toBe('saved');
  });

  it('waits for the debounce, restarting it on each edit; flushAll sends at once', async () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send, { debounceMs: 800 });
    autosave.set('q1', 'a');
    await vi.advanceTimersByTimeAsync(700);
    autosave.set('q1', 'ab');
    await vi.advanceTimersByTimeAsync(700);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.map((c) => c.value)).toEqual(['ab']);
    autosave.set('q2', 'x');
    autosave.flushAll();
    expect(calls.map((c) => c.value)).toEqual(['ab', 'x']);
  });

  it('keeps an edit made while its save was in flight (the answer acknowledges only the older revision)', async () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send);
    autosave.set('q1', 'old', true);
    autosave.set('q1', 'new');
    calls[0]!.resolve();
    await settle();
    expect(autosave.dirty).toBe(true);
    expect(calls.map((c) => c.value)).toEqual(['old', 'new']);
  });

  it('tells its subscribers when the state changes', async () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send);
    const seen: string[] = [];
    autosave.subscribe(() => seen.push(autosave.getState()));
    expect(autosave.getState()).toBe('idle');
    autosave.set('q1', 'a', true);
    calls[0]!.resolve();
    await settle();
    expect(seen).toEqual(['saving', 'saved']);
  });
});

describe('retries', () => {
  it('retries a failed save with the backoff of domain rules/autosave, then succeeds', async () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send);
    autosave.set('q1', 'a', true);
    calls[0]!.reject(new ApiError({ status: 503, code: 'unavailable' }));
    await settle();
    expect(autosave.getState()).toBe('saving');
    await vi.advanceTimersByTimeAsync(autosaveRetryDelay(1) - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new ApiError({ status: 500, code: 'internal' }));
    await settle();
    await vi.advanceTimersByTimeAsync(autosaveRetryDelay(2) - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.value)).toEqual(['a', 'a', 'a']);
    expect(new Set(calls.map((c) => c.rev)).size).toBe(1);
    calls[2]!.resolve();
    await settle();
    expect(autosave.getState()).toBe('saved');
  });

  it("waits for the server's Retry-After when it is longer than the backoff", async () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send);
    autosave.set('q1', 'a', true);
    const tooMany = new ApiError({ status: 429, code: 'rate_limited' });
    tooMany.retryAfter = 5;
    calls[0]!.reject(tooMany);
    await settle();
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });

  it('retries the newest edit, not the one that failed', async () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send);
    autosave.set('q1', 'a', true);
    autosave.set('q1', 'ab');
    calls[0]!.reject(new ApiError({ status: 502, code: 'bad_gateway' }));
    await settle();
    await vi.advanceTimersByTimeAsync(autosaveRetryDelay(1));
    expect(calls.map((c) => c.value)).toEqual(['a', 'ab']);
  });

  it('does not retry an error that retrying cannot mend: state error, onFatal, the edit dropped', async () => {
    const { calls, send } = manualSend();
    const onFatal = vi.fn();
    const autosave = new OrderedAutosave<string>(send, { onFatal });
    autosave.set('q1', 'a', true);
    const forbidden = new ApiError({ status: 403, code: 'phone_not_verified' });
    calls[0]!.reject(forbidden);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(onFatal).toHaveBeenCalledWith(forbidden);
    expect(autosave.lastError).toBe(forbidden);
    expect(autosave.getState()).toBe('error');
    expect(autosave.dirty).toBe(false);
  });
});

describe('offline', () => {
  it('shows offline on a network error and sends at once when the browser is back online', async () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send);
    autosave.set('q1', 'a', true);
    calls[0]!.reject(networkError());
    await settle();
    expect(autosave.getState()).toBe('offline');
    // Several failures while offline: the backoff grows.
    await vi.advanceTimersByTimeAsync(autosaveRetryDelay(1));
    calls[1]!.reject(networkError());
    await settle();
    expect(calls).toHaveLength(2);
    autosave.online();
    expect(calls).toHaveLength(3);
    expect(autosave.getState()).toBe('saving');
    calls[2]!.resolve();
    await settle();
    expect(autosave.getState()).toBe('saved');
  });

  it('settled() resolves true once everything is acknowledged, false when time runs out', async () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send);
    autosave.set('q1', 'a');
    const done = autosave.settled(1000);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(200);
    await expect(done).resolves.toBe(true);
    autosave.set('q1', 'b');
    const late = autosave.settled(1000);
    await vi.advanceTimersByTimeAsync(1200);
    await expect(late).resolves.toBe(false);
  });
});

describe('the revision rule', () => {
  it('numbers edits after the stored revisions and never twice in one millisecond', () => {
    const { calls, send } = manualSend();
    const autosave = new OrderedAutosave<string>(send);
    const stored = (Date.now() + 60_000) * REVISION_PER_MS; // stored by a tab whose clock runs ahead
    autosave.seed({ q1: stored });
    autosave.set('q1', 'a', true);
    autosave.set('q2', 'b', true);
    expect(calls[0]!.rev).toBe(stored + 1);
    expect(calls[1]!.rev).toBe(Date.now() * REVISION_PER_MS);
    autosave.set('q2', 'c');
    autosave.set('q2', 'd');
    expect(autosave.dirty).toBe(true);
  });

  it('against a server that keeps only newer revisions, the last edit wins whatever the answers do', async () => {
    const stored = new Map<string, { value: string; rev: number }>();
    let failNext = 2;
    const send = async (key: string, value: string, rev: number) => {
      await new Promise((r) => setTimeout(r, 50 + ((rev * 7) % 300)));
      if (failNext-- > 0) throw new ApiError({ status: 503, code: 'unavailable' });
      if (isNewerRevision(rev, stored.get(key)?.rev)) stored.set(key, { value, rev });
    };
    const autosave = new OrderedAutosave<string>(send, { debounceMs: 100 });
    const text = 'reference';
    for (let i = 1; i <= text.length; i++) {
      autosave.set('q1', text.slice(0, i), i % 3 === 0);
      await vi.advanceTimersByTimeAsync(40);
    }
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stored.get('q1')?.value).toBe(text);
    expect(autosave.getState()).toBe('saved');
  });
});
