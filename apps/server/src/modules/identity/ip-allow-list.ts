import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companyIpRules } from '../../db/schema/index.ts';
import { companyIpList } from '../access/index.ts';

export class IpAllowListService {
  constructor(private readonly db: Db) {}

  list(companyId: string) {
    return companyIpList(this.db, companyId);
  }

  /** Replaces the list, in order, in one transaction. */
  async replace(companyId: string, entries: string[]) {
    await this.db.transaction(async (tx) => {
      await tx.delete(companyIpRules).where(ofCompany(companyIpRules, companyId));
      await tx
        .insert(companyIpRules)
        .values(entries.map((cidr, position) => ({ companyId, cidr, position })));
    });
  }

  async clear(companyId: string) {
    await this.db.delete(companyIpRules).where(ofCompany(companyIpRules, companyId));
  }
}
