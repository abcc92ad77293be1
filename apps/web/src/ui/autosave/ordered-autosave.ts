/**
 * Ordered autosave of keyed fields (a referee's answers; any autosaved form): every edit gets the next revision
 * (domain rules/autosave), one save per field is in flight at a time, a newer edit replaces a pending one (the
 * superseded value is never sent), failures are retried with backoff (the server's Retry-After first; at once
 * when the browser comes back online), and the server keeps a save only if its revision is newer, so a late
 * older save never overwrites newer text. The state is 'saved' | 'saving' | 'offline' | 'error' for all fields.
 */
import { autosaveRetryDelay, nextRevision } from '@refcheck/domain/rules/autosave';
import { ApiError, NETWORK_ERROR_CODE } from '../../api/api-error.ts';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

export type SendSave<V> = (key: string, value: V, rev: number) => Promise<unknown>;

interface Field<V> {
  rev: number;
  /** The newest edit not yet acknowledged. */
  pending: { value: V; rev: number } | null;
  inFlight: boolean;
  failures: number;
  debounce?: ReturnType<typeof setTimeout>;
  retry?: ReturnType<typeof setTimeout>;
}

/** Statuses worth retrying: the network, a timeout, back-pressure, a server hiccup. */
const retryable = (e: unknown) =>
  !(e instanceof ApiError) ||
  e.code === NETWORK_ERROR_CODE ||
  e.status === 0 ||
  e.status === 408 ||
  e.status === 429 ||
  e.status >= 500;

export class OrderedAutosave<V> {
  private readonly fields = new Map<string, Field<V>>();
  private listeners = new Set<() => void>();
  private state: AutosaveState = 'idle';
  private offline = false;
  private touched = false;
  private errored = false;
  /** The last error that will not go away by retrying (e.g. the phone must be verified again). */
  lastError: unknown = null;

  constructor(
    private readonly send: SendSave<V>,
    private readonly options: { debounceMs?: number; onFatal?: (error: unknown) => void } = {},
  ) {}

  /** The stored revisions (from the server): new edits continue after them. */
  seed(revisions: Record<string, number>) {
    for (const [key, rev] of Object.entries(revisions)) {
      const f = this.field(key);
      f.rev = Math.max(f.rev, rev);
    }
  }

  /** Records an edit; saved after the debounce, or at once with `immediate` (a choice, leaving the field). */
  set(key: string, value: V, immediate = false) {
    const f = this.field(key);
    f.rev = nextRevision(f.rev, Date.now());
    f.pending = { value, rev: f.rev };
    this.touched = true;
    clearTimeout(f.debounce);
    if (immediate) this.pump(key);
    else f.debounce = setTimeout(() => this.pump(key), this.options.debounceMs ?? 800);
    this.update();
  }

  /** Sends every pending edit now (leaving the page, pressing next). */
  flushAll() {
    for (const key of this.fields.keys()) this.pump(key);
  }

  /** Whether anything typed is not acknowledged yet. */
  get dirty() {
    return [...this.fields.values()].some((f) => f.pending !== null);
  }

  /** Resolves once every pending edit is acknowledged (or `timeoutMs` passed): true when all are saved. */
  async settled(timeoutMs = 15_000) {
    this.flushAll();
    const until = Date.now() + timeoutMs;
    while (this.dirty && Date.now() < until && !this.errored) await new Promise((r) => setTimeout(r, 100));
    return !this.dirty;
  }

  getState = () => this.state;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Call when the browser reports it is online again: retries at once. */
  online() {
    this.offline = false;
    for (const [key, f] of this.fields) {
      clearTimeout(f.retry);
      f.failures = 0;
      this.pump(key);
    }
    this.update();
  }

  dispose() {
    for (const f of this.fields.values()) {
      clearTimeout(f.debounce);
      clearTimeout(f.retry);
    }
    this.listeners.clear();
  }

  private field(key: string) {
    let f = this.fields.get(key);
    if (!f) {
      f = { rev: 0, pending: null, inFlight: false, failures: 0 };
      this.fields.set(key, f);
    }
    return f;
  }

  private pump(key: string) {
    const f = this.field(key);
    clearTimeout(f.debounce);
    if (f.inFlight || !f.pending) return;
    const { value, rev } = f.pending;
    f.inFlight = true;
    this.update();
    this.send(key, value, rev).then(
      () => {
        f.inFlight = false;
        f.failures = 0;
        this.offline = false;
        this.errored = false;
        // Acknowledged (applied, or already superseded by a newer stored save): drop it unless edited since.
        if (f.pending && f.pending.rev <= rev) f.pending = null;
        if (f.pending) this.pump(key);
        this.update();
      },
      (error: unknown) => {
        f.inFlight = false;
        if (!retryable(error)) {
          this.lastError = error;
          f.pending = null;
          this.errored = true;
          this.update();
          this.options.onFatal?.(error);
          return;
        }
        f.failures++;
        this.offline =
          (error instanceof ApiError && (error.code === NETWORK_ERROR_CODE || error.status === 0)) ||
          (typeof navigator !== 'undefined' && navigator.onLine === false);
        const retryAfter = error instanceof ApiError ? error.retryAfter : undefined;
        f.retry = setTimeout(() => this.pump(key), autosaveRetryDelay(f.failures, retryAfter));
        this.update();
      },
    );
  }

  private update() {
    const busy = [...this.fields.values()].some((f) => f.pending !== null || f.inFlight);
    const next: AutosaveState = busy
      ? this.offline
        ? 'offline'
        : 'saving'
      : this.errored
        ? 'error'
        : this.touched
          ? 'saved'
          : 'idle';
    if (next !== this.state) {
      this.state = next;
      this.emit();
    }
  }

  private emit() {
    for (const l of this.listeners) l();
  }
}
