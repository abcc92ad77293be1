/**
 * A short, process-local memo of what a request's session cookie proved (and of IP allow-list decisions), so the
 * dashboard's bursts of reads (list pages, stats, detail, events) do not each re-read the session, the user and the
 * company's IP rules. Safe because it is short and forgotten on every write: an entry lives `ttlMs` (2 s) at most,
 * and every state-changing request of a signed-in user or of the auth endpoints (sign-out, bans, forced withdrawal,
 * IP rules, sub-account removal…) forgets all entries before its response is sent. Other instances on the same
 * PostgreSQL database are told to forget theirs by a NOTIFY sent before that response (modules/auth/session.ts,
 * modules/access/guards.ts).
 * `remember` also shares a lookup under way: when an entry lapses under load, the 50 requests in flight wait for one
 * read instead of each starting its own (a burst of session, IP-rule and company reads every 2 s otherwise).
 */
export class RecentMemo<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  /** Bumped by `clear`: a lookup started before a write never fills the memo after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: now + this.ttlMs });
  }

  /**
   * The remembered value of `key`, else the lookup of it already under way, else `lookup()` (remembered unless it
   * resolves null or undefined, or the memo was cleared meanwhile). A failed lookup is not remembered.
   */
  remember(key: string, lookup: () => Promise<T>): Promise<T> {
    const known = this.get(key);
    if (known !== undefined) return Promise.resolve(known);
    if (this.ttlMs <= 0) return lookup();
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = lookup().then(
      (value) => {
        if (this.generation === generation) {
          this.pending.delete(key);
          if (value !== null && value !== undefined) this.set(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.generation === generation) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.generation++;
  }

  get size(): number {
    return this.entries.size;
  }
}
