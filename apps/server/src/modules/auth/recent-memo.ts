/**
 * A short, process-local memo of what a request's session cookie proved (and of IP allow-list decisions), so the
 * dashboard's bursts of reads (list pages, stats, detail, events) do not each re-read the session, the user and the
 * company's IP rules. Safe because it is short and forgotten on every write: an entry lives `ttlMs` (2 s) at most,
 * and every state-changing request of a signed-in user or of the auth endpoints (sign-out, bans, forced withdrawal,
 * IP rules, sub-account removal…) forgets all entries before its response is sent. Other instances on the same
 * PostgreSQL database are told to forget theirs by a NOTIFY sent before that response (auth/session.ts).
 */
export class RecentMemo<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

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

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
