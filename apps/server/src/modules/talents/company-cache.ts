/**
 * Answers computed over a whole company's candidates (the list counts, the graph header), kept for a short while
 * and dropped as soon as any candidate of that company changes (the live-update events, which on PostgreSQL reach
 * every instance through LISTEN/NOTIFY). The time limit bounds staleness from anything that changes a candidate
 * without an event, and from the date (`left` depends on today).
 */
import type { TalentEvents } from '../../platform/talent-changes/index.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

export class CompanyCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(events: TalentEvents) {
    events.subscribeAll((change) => {
      // A template change alters no candidate: the cached counts and charts stay valid.
      if (change.topic !== 'template') this.forget(change.companyId);
    });
  }

  /** The cached value of `key` in `companyId`, or `compute()` (kept unless it fails). */
  get<T>(companyId: string, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const id = `${companyId}\n${key}`;
    const hit = this.entries.get(id);
    if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
    const value = compute();
    this.entries.set(id, { at: now, value });
    value.catch(() => this.entries.delete(id));
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  forget(companyId: string) {
    for (const id of this.entries.keys()) if (id.startsWith(`${companyId}\n`)) this.entries.delete(id);
  }
}
