// The flow entry's small query cache (api/small-query.ts): de-duplicated fetches, the stale time, invalidation by
// key prefix, cache writes, and the TanStack Query subset it claims (same names, same behaviour in the hooks).
import * as TanStack from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QueryClient,
  type QueryOptions,
  type QueryState,
  queryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '../src/api/small-query.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A query function whose answers the test gives by hand. */
function deferred<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const fn = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { fn, pending };
}

function Reader({ options, states }: { options: QueryOptions<string>; states: QueryState<string>[] }) {
  const state = useQuery(options);
  states.push(state);
  return <p>{state.isPending ? 'loading' : state.data}</p>;
}

interface Seen {
  mutation?: ReturnType<typeof useMutation<string, number>>;
  client?: QueryClient;
}

function Form(props: {
  fn: (v: string) => Promise<number>;
  onSuccess: (r: number, v: string) => void;
  seen: Seen;
}) {
  const mutation = useMutation<string, number>({ mutationFn: props.fn, onSuccess: props.onSuccess });
  props.seen.mutation = mutation;
  props.seen.client = useQueryClient();
  return <p>{mutation.isPending ? 'saving' : mutation.isSuccess ? `saved ${mutation.data}` : 'idle'}</p>;
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('QueryClient', () => {
  it('de-duplicates: a fetch under way is joined, not repeated', async () => {
    const client = new QueryClient();
    const { fn, pending } = deferred<string>();
    const a = client.fetchQuery({ queryKey: ['referee', 'x'], queryFn: fn });
    const b = client.fetchQuery({ queryKey: ['referee', 'x'], queryFn: fn });
    client.ensure({ queryKey: ['referee', 'x'], queryFn: fn });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(client.state(['referee', 'x']).isFetching).toBe(true);
    pending[0]!.resolve('answer');
    await expect(a).resolves.toBe('answer');
    await expect(b).resolves.toBe('answer');
    expect(client.getQueryData(['referee', 'x'])).toBe('answer');
    // Keys are compared by value, not by array identity.
    expect(client.state(['referee', 'x'])).toMatchObject({
      data: 'answer',
      isSuccess: true,
      isFetching: false,
    });
  });

  describe('stale time', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
    afterEach(() => vi.useRealTimers());

    it('a fresh result is not fetched again; a stale one is', async () => {
      const client = new QueryClient();
      const fn = vi.fn(async () => 'v');
      const options = { queryKey: ['k'], queryFn: fn, staleTime: 1000 };
      client.ensure(options);
      await tick();
      expect(fn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(999);
      client.ensure(options);
      expect(fn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      client.ensure(options);
      expect(fn).toHaveBeenCalledTimes(2);
    });

    it('without a stale time every ensure fetches again (TanStack default 0)', async () => {
      const client = new QueryClient();
      const fn = vi.fn(async () => 'v');
      client.ensure({ queryKey: ['k'], queryFn: fn });
      await tick();
      client.ensure({ queryKey: ['k'], queryFn: fn });
      await tick();
      expect(fn).toHaveBeenCalledTimes(2);
    });
  });

  it('invalidation by key prefix refetches the queries on screen, marks the others stale, leaves the rest', async () => {
    const client = new QueryClient();
    const shown = vi.fn(async () => 'shown');
    const hidden = vi.fn(async () => 'hidden');
    const other = vi.fn(async () => 'other');
    for (const [key, fn] of [
      [['answers', 1], shown],
      [['answers', 2], hidden],
      [['profile'], other],
    ] as const)
      await client.fetchQuery({ queryKey: key, queryFn: fn });
    client.observe(['answers', 1], 1);
    client.observe(['profile'], 1);
    await client.invalidateQueries({ queryKey: ['answers'] });
    expect(shown).toHaveBeenCalledTimes(2);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    // The hidden one is stale now: the next reader fetches it although its stale time has not passed.
    client.ensure({ queryKey: ['answers', 2], queryFn: hidden, staleTime: 60_000 });
    expect(hidden).toHaveBeenCalledTimes(2);
    client.ensure({ queryKey: ['profile'], queryFn: other, staleTime: 60_000 });
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('after invalidation, the answer of a fetch started before it never overwrites the newer one', async () => {
    const client = new QueryClient();
    const { fn, pending } = deferred<string>();
    client.observe(['k'], 1);
    const old = client.fetchQuery({ queryKey: ['k'], queryFn: fn });
    const refetched = client.invalidateQueries({ queryKey: ['k'] });
    expect(fn).toHaveBeenCalledTimes(2);
    pending[1]!.resolve('new');
    await refetched;
    pending[0]!.resolve('old');
    await old;
    expect(client.getQueryData(['k'])).toBe('new');
  });

  it('keeps an error in the cache for the hooks, and a later success clears it', async () => {
    const client = new QueryClient();
    const failing = vi.fn(async () => {
      throw new Error('boom');
    });
    client.ensure({ queryKey: ['k'], queryFn: failing });
    await tick();
    expect(client.state(['k'])).toMatchObject({ isError: true, isPending: false, isSuccess: false });
    await client.fetchQuery({ queryKey: ['k'], queryFn: async () => 'ok' });
    expect(client.state(['k'])).toMatchObject({ isError: false, isSuccess: true, data: 'ok', error: null });
  });

  it("setQueryData writes a value or an update of the old one, and invalidateQueries refetches it with the hook's fetcher", async () => {
    const client = new QueryClient();
    client.setQueryData<number>(['n'], 1);
    client.setQueryData<number>(['n'], (old) => (old ?? 0) + 1);
    expect(client.getQueryData(['n'])).toBe(2);
    expect(client.state(['n']).isSuccess).toBe(true);
    const fn = vi.fn(async () => 10);
    client.ensure({ queryKey: ['n'], queryFn: fn, staleTime: 60_000 });
    expect(fn).not.toHaveBeenCalled();
    client.observe(['n'], 1);
    await client.invalidateQueries({ queryKey: ['n'] });
    expect(client.getQueryData(['n'])).toBe(10);
  });
});

describe('the TanStack Query subset', () => {
  it('has the names of TanStack Query for what it offers', () => {
    for (const name of ['QueryClient', 'queryOptions', 'useQuery', 'useMutation', 'useQueryClient'])
      expect(TanStack, name).toHaveProperty(name);
    for (const method of ['getQueryData', 'setQueryData', 'fetchQuery', 'invalidateQueries'])
      expect(
        typeof (TanStack.QueryClient.prototype as unknown as Record<string, unknown>)[method],
        method,
      ).toBe('function');
    const options = { queryKey: ['k'], queryFn: async () => 1 };
    expect(queryOptions(options)).toBe(options);
  });

  describe('hooks', () => {
    let root: Root;
    let host: HTMLElement;
    beforeEach(() => {
      host = document.createElement('div');
      document.body.append(host);
      root = createRoot(host);
    });
    afterEach(() => {
      act(() => root.unmount());
      host.remove();
    });

    it('useQuery: two components share one fetch and see pending, then the data', async () => {
      const key = ['hooks', 'shared', Math.random()];
      const { fn, pending } = deferred<string>();
      const states: QueryState<string>[] = [];
      const options = { queryKey: key, queryFn: fn, staleTime: 10_000 };
      await act(async () => {
        root.render(
          <>
            <Reader options={options} states={states} />
            <Reader options={options} states={states} />
          </>,
        );
      });
      expect(fn).toHaveBeenCalledTimes(1);
      expect(host.textContent).toBe('loadingloading');
      await act(async () => pending[0]!.resolve('ready'));
      expect(host.textContent).toBe('readyready');
      expect(states.at(-1)).toMatchObject({ isSuccess: true, isFetching: false, data: 'ready' });
    });

    it('useQuery with enabled: false does not fetch', async () => {
      const fn = vi.fn(async () => 'x');
      const states: QueryState<string>[] = [];
      const options = { queryKey: ['hooks', 'disabled'], queryFn: fn, enabled: false };
      await act(async () => root.render(<Reader options={options} states={states} />));
      expect(fn).not.toHaveBeenCalled();
      expect(host.textContent).toBe('loading');
      expect(states.at(-1)?.isPending).toBe(true);
    });

    it('useMutation: pending, then success with onSuccess before it; mutate reports errors to onError', async () => {
      const { fn, pending } = deferred<number>();
      const onSuccess = vi.fn();
      const seen: Seen = {};
      await act(async () => root.render(<Form fn={fn} onSuccess={onSuccess} seen={seen} />));
      const mutation = () => seen.mutation!;
      expect(seen.client).toBe(queryClient);
      expect(host.textContent).toBe('idle');
      let result: Promise<number> | undefined;
      await act(async () => {
        result = mutation().mutateAsync('a');
      });
      expect(host.textContent).toBe('saving');
      await act(async () => pending[0]!.resolve(7));
      await expect(result).resolves.toBe(7);
      expect(onSuccess).toHaveBeenCalledWith(7, 'a');
      expect(host.textContent).toBe('saved 7');
      const onError = vi.fn();
      const onSettled = vi.fn();
      await act(async () => mutation().mutate('b', { onError, onSettled }));
      await act(async () => pending[1]!.reject(new Error('no')));
      expect(onError).toHaveBeenCalledWith(new Error('no'));
      expect(onSettled).toHaveBeenCalledTimes(1);
      expect(mutation().isError).toBe(true);
    });
  });
});
