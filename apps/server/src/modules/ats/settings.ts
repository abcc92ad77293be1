/**
 * Where a company's sonar pushes go and with which subscription keys: the company's own settings (the operator's
 * client permission screen), else the global ones (environment), else — outside production — the sandbox sonar
 * embedded in the product with keys derived from the server secret. Keys never leave the server and are stored
 * sealed (ENCRYPTION_KEYS, platform/secrets); every read here opens them.
 */
import { createHash, createHmac } from 'node:crypto';
import type { SonarKeySlot, SonarSettingsInput } from '@refcheck/domain';
import { sonarSettingsSchema } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { adminChanges, companies, companySonarSettings, sonarKeyMemory } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import type { Secrets } from '../../platform/secrets/index.ts';

export interface GlobalSonarSettings {
  baseUrl: string | null;
  primaryKey: string | null;
  secondaryKey: string | null;
}

export interface SonarTarget {
  /** null: the sandbox sonar embedded in the product. */
  baseUrl: string | null;
  source: 'company' | 'global' | 'sandbox' | 'none';
  keys: Record<SonarKeySlot, string | null>;
}

export interface SonarSettingsOptions {
  db: Db;
  global: GlobalSonarSettings;
  serverSecret: string;
  /** Whether the sandbox sonar exists (not in production). */
  sandbox: boolean;
  secrets: Secrets;
}

/** The sandbox sonar's keys when none is configured: derived, so the default works with no configuration. */
export function sandboxSonarKey(serverSecret: string, slot: SonarKeySlot): string {
  return createHmac('sha256', serverSecret).update(`sonar-sandbox:${slot}`).digest('base64url');
}

export class SonarSettings {
  constructor(private readonly o: SonarSettingsOptions) {}

  /** 404 unless the id is a client company (the operator's own has no sonar link). */
  async assertClient(companyId: string) {
    const [company] = await this.o.db
      .select({ isOperator: companies.isOperator })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company || company.isOperator) throw notFound();
  }

  /** The company's own settings with the keys opened. */
  private async own(companyId: string) {
    const [row] = await this.o.db
      .select()
      .from(companySonarSettings)
      .where(ofCompany(companySonarSettings, companyId));
    return row ? this.opened(row) : null;
  }

  private opened(row: typeof companySonarSettings.$inferSelect) {
    const { secrets } = this.o;
    return {
      ...row,
      primaryKey: secrets.openOrNull(row.primaryKey),
      secondaryKey: secrets.openOrNull(row.secondaryKey),
    };
  }

  /** What a push of this company uses now. */
  async target(companyId: string): Promise<SonarTarget> {
    const own = await this.own(companyId);
    const g = this.o.global;
    const baseUrl = own?.baseUrl ?? g.baseUrl;
    const source = own?.baseUrl ? 'company' : g.baseUrl ? 'global' : this.o.sandbox ? 'sandbox' : 'none';
    const fallback = (slot: SonarKeySlot) =>
      source === 'sandbox' ? sandboxSonarKey(this.o.serverSecret, slot) : null;
    return {
      baseUrl: source === 'sandbox' ? null : baseUrl,
      source,
      keys: {
        primary: own?.primaryKey ?? g.primaryKey ?? fallback('primary'),
        secondary: own?.secondaryKey ?? g.secondaryKey ?? fallback('secondary'),
      },
    };
  }

  /** The operator's view: the company's own values (keys only as set or not) and what applies after the globals. */
  async view(companyId: string) {
    const [own, target] = await Promise.all([this.own(companyId), this.target(companyId)]);
    return {
      baseUrl: own?.baseUrl ?? '',
      hasPrimaryKey: !!own?.primaryKey,
      hasSecondaryKey: !!own?.secondaryKey,
      effective: {
        baseUrl: target.baseUrl,
        source: target.source,
        hasPrimaryKey: !!target.keys.primary,
        hasSecondaryKey: !!target.keys.secondary,
      },
    };
  }

  /** Blank keys keep the stored ones, `clearKeys` removes them; audited like the permission dialog's changes. */
  async save(companyId: string, actor: { id: string; email: string }, raw: SonarSettingsInput) {
    const input = sonarSettingsSchema.parse(raw);
    await this.o.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(companySonarSettings)
        .where(ofCompany(companySonarSettings, companyId))
        .for('update');
      const current = locked ? this.opened(locked) : undefined;
      const keep = (given: string, stored: string | null | undefined) =>
        given || (input.clearKeys ? null : (stored ?? null));
      const next = {
        baseUrl: input.baseUrl || null,
        primaryKey: keep(input.primaryKey, current?.primaryKey),
        secondaryKey: keep(input.secondaryKey, current?.secondaryKey),
      };
      const summary = (s: typeof next | undefined) => ({
        baseUrl: s?.baseUrl ?? null,
        hasPrimaryKey: !!s?.primaryKey,
        hasSecondaryKey: !!s?.secondaryKey,
      });
      const changed =
        !current ||
        current.baseUrl !== next.baseUrl ||
        current.primaryKey !== next.primaryKey ||
        current.secondaryKey !== next.secondaryKey;
      if (!changed) return;
      const seal = (v: string | null) => (v === null ? null : this.o.secrets.seal(v));
      const stored = { ...next, primaryKey: seal(next.primaryKey), secondaryKey: seal(next.secondaryKey) };
      await tx
        .insert(companySonarSettings)
        .values({ companyId, ...stored, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: companySonarSettings.companyId,
          set: { ...stored, updatedAt: new Date() },
        });
      await tx.insert(adminChanges).values({
        companyId,
        actorUserId: actor.id,
        actorEmail: actor.email,
        field: 'sonarSettings',
        before: summary(current ?? undefined) as never,
        after: summary(next) as never,
      });
    });
  }

  /** The key that last worked for these credentials, if any. */
  async rememberedSlot(target: SonarTarget, url: string): Promise<SonarKeySlot | null> {
    const [row] = await this.o.db
      .select({ slot: sonarKeyMemory.slot })
      .from(sonarKeyMemory)
      .where(eq(sonarKeyMemory.credentials, credentialsId(target, url)));
    return row?.slot ?? null;
  }

  async remember(target: SonarTarget, url: string, slot: SonarKeySlot) {
    const credentials = credentialsId(target, url);
    await this.o.db
      .insert(sonarKeyMemory)
      .values({ credentials, slot, updatedAt: new Date() })
      .onConflictDoUpdate({ target: sonarKeyMemory.credentials, set: { slot, updatedAt: new Date() } });
  }
}

/** A one-way id of (URL, both keys): new keys start from the primary again; the keys themselves are not kept. */
function credentialsId(target: SonarTarget, url: string): string {
  return createHash('sha256')
    .update(`${url}\n${target.keys.primary ?? ''}\n${target.keys.secondary ?? ''}`)
    .digest('hex');
}
