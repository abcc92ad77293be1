import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminConfig } from '../../db/schema/index.ts';
import { type Actor, recordAudit } from './audit.ts';

/** The admin settings (shop ID, operations notification address), audited on change. */
export class AdminConfigService {
  constructor(
    private readonly db: Db,
    /** The notification address used while the setting is blank. */
    private readonly fallbackMail: string,
  ) {}

  async read() {
    const [row] = await this.db.select().from(adminConfig).limit(1);
    const mail = row?.mail?.trim() ?? '';
    return { shopId: row?.shopId ?? '', mail: mail || this.fallbackMail, usingDefault: !mail };
  }

  async save(input: { shopId: string; mail: string }, actor: Actor) {
    const { shopId, mail } = input;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(adminConfig)
        .values({ id: 1, shopId, mail })
        .onConflictDoUpdate({ target: adminConfig.id, set: { shopId, mail, updatedAt: sql`now()` } });
      await recordAudit(tx, actor, 'admin-config', `shopId=${shopId}; mail=${mail}`);
    });
    return this.read();
  }
}
