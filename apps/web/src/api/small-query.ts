import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * A small query cache for the flow entry (referee and candidate link pages), in place of TanStack Query (~13 KiB
 * gzipped of the 120 KiB budget): keyed results shared by every component that reads them, de-duplicated fetches,
 * a stale time, invalidation by key prefix (refetching what is on screen), direct cache writes, and mutations.
 * The subset of TanStack Query's API those pages use, under the same names. No retries, no window-focus refetch.
 */
export type QueryKey = readonly unknown[];
export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** Milliseconds a result counts as fresh (no refetch when another component mounts). */
  staleTime?: number;
  enabled?: boolean;
  /** Accepted for TanStack compatibility: this cache never retries. */
  retry?: false | number;
}

interface Entry {
  data?: unknown;
  error?: unknown;
  updatedAt: number;
  invalid: boolean;
  promise?: Promise<unknown>;
  queryFn?: QueryOptions<unknown>['queryFn'];
  observers: number;
  listeners: Set<() => void>;
  /** A fresh object per change, for useSyncExternalStore. */
  snapshot: QueryState<unknown>;
}

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
}

const hash = (key: QueryKey) => JSON.stringify(key);
const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, i) => hash([part]) === hash([key[i]]));

function snapshotOf(entry: Omit<Entry, 'snapshot'>): QueryState<unknown> {
  const isSuccess = entry.updatedAt > 0 && entry.error === undefined;
  return {
    data: entry.data,
    error: entry.error ?? null,
    isPending: entry.updatedAt === 0 && entry.error === undefined,
    isError: entry.error !== undefined,
    isSuccess,
    isFetching: entry.promise !== undefined,
  };
}

export class QueryClient {
  private readonly entries = new Map<string, Entry & { key: QueryKey }>();

  private entry(key: QueryKey) {
    let entry = this.entries.get(hash(key));
    if (!entry) {
      const base = { key, updatedAt: 0, invalid: false, observers: 0, listeners: new Set<() => void>() };
      entry = { ...base, snapshot: snapshotOf(base) };
      this.entries.set(hash(key), entry);
    }
    return entry;
  }

  private changed(entry: Entry) {
    entry.snapshot = snapshotOf(entry);
    for (const listener of entry.listeners) listener();
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const entry = this.entry(key);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  state<T>(key: QueryKey): QueryState<T> {
    return this.entry(key).snapshot as QueryState<T>;
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.entries.get(hash(key))?.data as T | undefined;
  }

  setQueryData<T>(key: QueryKey, update: T | ((old: T | undefined) => T | undefined)): void {
    const entry = this.entry(key);
    entry.data =
      typeof update === 'function'
        ? (update as (old: T | undefined) => T | undefined)(entry.data as T)
        : update;
    entry.error = undefined;
    entry.updatedAt = Date.now();
    entry.invalid = false;
    this.changed(entry);
  }

  /** Fetches (or joins the fetch under way) and stores the result; rejects with the query's error. */
  fetchQuery<T>({ queryKey, queryFn }: Pick<QueryOptions<T>, 'queryKey' | 'queryFn'>): Promise<T> {
    const entry = this.entry(queryKey);
    entry.queryFn = queryFn as Entry['queryFn'];
    if (entry.promise) return entry.promise as Promise<T>;
    const promise = queryFn({ signal: new AbortController().signal }).then(
      (data) => {
        if (entry.promise === promise) {
          Object.assign(entry, {
            data,
            error: undefined,
            updatedAt: Date.now(),
            invalid: false,
            promise: undefined,
          });
          this.changed(entry);
        }
        return data;
      },
      (error: unknown) => {
        if (entry.promise === promise) {
          Object.assign(entry, { error, promise: undefined });
          this.changed(entry);
        }
        throw error;
      },
    );
    entry.promise = promise;
    this.changed(entry);
    return promise;
  }

  /** Fetches when there is no fresh result (`staleTime`); errors stay in the cache for the hooks to show. */
  ensure<T>(options: QueryOptions<T>): void {
    const entry = this.entry(options.queryKey);
    // An entry written by setQueryData has no fetcher yet: the hook's is what invalidateQueries refetches with.
    entry.queryFn ??= options.queryFn as Entry['queryFn'];
    const fresh =
      entry.updatedAt > 0 && !entry.invalid && Date.now() - entry.updatedAt < (options.staleTime ?? 0);
    if (fresh || entry.promise) return;
    this.fetchQuery(options).catch(() => undefined);
  }

  /** Marks every query under `queryKey` stale and refetches those on screen; resolves once they are back. */
  async invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const refetches: Promise<unknown>[] = [];
    for (const entry of this.entries.values()) {
      if (!startsWith(entry.key, queryKey)) continue;
      entry.invalid = true;
      if (entry.observers > 0 && entry.queryFn) {
        entry.promise = undefined; // a fetch started before the change may hold old data
        refetches.push(
          this.fetchQuery({ queryKey: entry.key, queryFn: entry.queryFn }).catch(() => undefined),
        );
      }
    }
    await Promise.all(refetches);
  }

  observe(key: QueryKey, delta: 1 | -1): void {
    this.entry(key).observers += delta;
  }
}

export const queryClient = new QueryClient();

export function useQueryClient(): QueryClient {
  return queryClient;
}

/** Identity, for TanStack-style option factories. */
export const queryOptions = <T>(options: QueryOptions<T>): QueryOptions<T> => options;

export function useQuery<T>(options: QueryOptions<T>): QueryState<T> {
  const { queryKey, enabled = true } = options;
  const id = hash(queryKey);
  const latest = useRef(options);
  latest.current = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a key is identified by its JSON (id), not by the array.
  const subscribe = useCallback((listener: () => void) => queryClient.subscribe(queryKey, listener), [id]);
  const state = useSyncExternalStore(subscribe, () => queryClient.state<T>(queryKey));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are read fresh; the key (id) and enabled decide.
  useEffect(() => {
    const key = latest.current.queryKey;
    queryClient.observe(key, 1);
    if (enabled) queryClient.ensure(latest.current);
    return () => queryClient.observe(key, -1);
  }, [id, enabled]);
  return state;
}

export interface MutationOptions<V, R> {
  mutationFn: (variables: V) => Promise<R>;
  onSuccess?: (result: R, variables: V) => unknown;
}
interface MutateCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

export function useMutation<V = void, R = unknown>(options: MutationOptions<V, R>) {
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<{
    status: 'idle' | 'pending' | 'success' | 'error';
    data?: R;
    error?: unknown;
  }>({ status: 'idle' });
  const mutateAsync = useCallback(async (variables: V): Promise<R> => {
    setState({ status: 'pending' });
    try {
      const data = await latest.current.mutationFn(variables);
      await latest.current.onSuccess?.(data, variables);
      setState({ status: 'success', data });
      return data;
    } catch (error) {
      setState({ status: 'error', error });
      throw error;
    }
  }, []);
  const mutate = useCallback(
    (variables: V, callbacks: MutateCallbacks<R> = {}) => {
      mutateAsync(variables)
        .then(
          (data) => callbacks.onSuccess?.(data),
          (error: unknown) => callbacks.onError?.(error),
        )
        .finally(() => callbacks.onSettled?.());
    },
    [mutateAsync],
  );
  return {
    mutate,
    mutateAsync,
    data: state.data,
    error: state.error ?? null,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
