/** The company's IP allow-list as edited in /config: replaced as a whole, or removed (restriction off). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyIpRules } from '../../db/schema/index.ts';
import { companyIpList } from '../auth/index.ts';

export class IpAllowListService {
  constructor(private readonly db: Db) {}

  list(companyId: string) {
    return companyIpList(this.db, companyId);
  }

  /** Replaces the list, in order, in one transaction. */
  async replace(companyId: string, entries: string[]) {
    await this.db.transaction(async (tx) => {
      await tx.delete(companyIpRules).where(eq(companyIpRules.companyId, companyId));
      await tx
        .insert(companyIpRules)
        .values(entries.map((cidr, position) => ({ companyId, cidr, position })));
    });
  }

  async clear(companyId: string) {
    await this.db.delete(companyIpRules).where(eq(companyIpRules.companyId, companyId));
  }
}
