/**
 * A company's API keys (issue 25): made of 32 random bytes (`rck_` + 43 base64url characters), shown once, stored
 * as their SHA-256 (a key has 256 bits of entropy: no salt or slow hash is needed to make the hash useless). Every
 * creation and revocation is written to the audit log in its own transaction, like the other settings changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, apiKeyPrefix, lastUsedDue } from '@refcheck/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { apiKeys, auditLog, user } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';

export const API_KEY_AUDIT = { created: 'api-key.create', revoked: 'api-key.revoke' } as const;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A fresh key: `rck_` and 32 random bytes in base64url. */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export interface ApiKeyActor {
  userId: string;
  ip: string;
}

/** The key a request presented, resolved: its company and when it was last used. */
export interface ResolvedApiKey {
  id: string;
  companyId: string;
  lastUsedAt: Date | null;
}

export class ApiKeyService {
  constructor(private readonly db: Db) {}

  async create(companyId: string, name: string, actor: ApiKeyActor) {
    const key = generateApiKey();
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(apiKeys)
        .values({
          companyId,
          name,
          prefix: apiKeyPrefix(key),
          keyHash: hashApiKey(key),
          createdByUserId: actor.userId,
        })
        .returning({ id: apiKeys.id });
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        companyId,
        action: API_KEY_AUDIT.created,
        target: `api_key:${row!.id} ${apiKeyPrefix(key)} ${name}`,
        ip: actor.ip,
      });
      return row!.id;
    });
    return { id, name, key };
  }

  /** The company's keys, newest first, revoked ones included (never the hash). */
  async list(companyId: string) {
    const items = await this.db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        createdBy: user.name,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .leftJoin(user, eq(user.id, apiKeys.createdByUserId))
      .where(ofCompany(apiKeys, companyId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    return { items };
  }

  /** Revokes one of the company's keys (404 for another company's or an already revoked key). */
  async revoke(companyId: string, id: string, actor: ApiKeyActor) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, id), ofCompany(apiKeys, companyId), isNull(apiKeys.revokedAt)))
        .returning({ prefix: apiKeys.prefix, name: apiKeys.name });
      if (!row) throw notFound();
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        companyId,
        action: API_KEY_AUDIT.revoked,
        target: `api_key:${id} ${row.prefix} ${row.name}`,
        ip: actor.ip,
      });
    });
  }

  /** The live key `key` is, or null (unknown or revoked). */
  async resolve(key: string): Promise<ResolvedApiKey | null> {
    const [row] = await this.db
      .select({ id: apiKeys.id, companyId: apiKeys.companyId, lastUsedAt: apiKeys.lastUsedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
    return row ?? null;
  }

  /** Records a use, at most once a minute per key. */
  async touch(resolved: ResolvedApiKey, now = new Date()) {
    if (!lastUsedDue(resolved.lastUsedAt, now)) return;
    await this.db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, resolved.id));
  }
}
