/**
 * `Idempotency-Key` on every POST of the public API (issue 25). The first request under a key claims a row (no
 * answer yet: in flight); its answer (status and body) is stored with it and replayed for 24 hours to the same key
 * and the same request; another request under the key, or a duplicate while the first runs, gets 409. The claim is
 * one insert … on conflict do nothing on the unique (api key, idempotency key), so two instances agree.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_WINDOW_MS, idempotencyOutcome, idempotencyStores } from '@refcheck/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiIdempotency } from '../../db/schema/index.ts';

export type IdempotencyBegin =
  | { kind: 'claimed'; id: string }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'inFlight' };

/** The fingerprint of a request: method, route, path params and body (as validated). */
export function requestHash(parts: {
  method: string;
  route: string;
  params: unknown;
  body: unknown;
}): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.method, parts.route, parts.params ?? null, parts.body ?? null]))
    .digest('hex');
}

export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  async begin(apiKeyId: string, key: string, hash: string, now = new Date()): Promise<IdempotencyBegin> {
    // The key's expired answers go first (the table holds at most a day of each key's POSTs).
    await this.db
      .delete(apiIdempotency)
      .where(
        and(
          eq(apiIdempotency.apiKeyId, apiKeyId),
          lt(apiIdempotency.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
        ),
      );
    const [inserted] = await this.db
      .insert(apiIdempotency)
      .values({ apiKeyId, idempotencyKey: key, requestHash: hash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: apiIdempotency.id });
    if (inserted) return { kind: 'claimed', id: inserted.id };
    const [stored] = await this.db
      .select()
      .from(apiIdempotency)
      .where(and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.idempotencyKey, key)));
    if (!stored) return { kind: 'inFlight' };
    const outcome = idempotencyOutcome(stored, hash, now);
    if (outcome === 'replay')
      return { kind: 'replay', status: stored.responseStatus!, body: stored.responseBody ?? '' };
    if (outcome !== 'claim') return { kind: outcome };
    // An abandoned claim (its request died): taken over only if nobody else took it meanwhile.
    const [taken] = await this.db
      .update(apiIdempotency)
      .set({ requestHash: hash, createdAt: now, responseStatus: null, responseBody: null })
      .where(and(eq(apiIdempotency.id, stored.id), eq(apiIdempotency.createdAt, stored.createdAt)))
      .returning({ id: apiIdempotency.id });
    return taken ? { kind: 'claimed', id: taken.id } : { kind: 'inFlight' };
  }

  /** Stores the answer of a claimed request, or gives the key back when the answer is not to be replayed. */
  async finish(id: string, status: number, body: string) {
    if (idempotencyStores(status)) {
      await this.db
        .update(apiIdempotency)
        .set({ responseStatus: status, responseBody: body })
        .where(and(eq(apiIdempotency.id, id), isNull(apiIdempotency.responseStatus)));
    } else {
      await this.db.delete(apiIdempotency).where(eq(apiIdempotency.id, id));
    }
  }
}
