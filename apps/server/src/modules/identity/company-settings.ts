/** The company's own fields in /config: names, address and the sign-up field rules. */
import type { CompanySettings } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

export class CompanySettingsService {
  constructor(private readonly db: Db) {}

  async read(companyId: string) {
    const [row] = await this.db
      .select({
        companyName: companies.name,
        displayName: companies.displayName,
        staffName: companies.staffName,
        zipcode: companies.zipcode,
        address: companies.address,
        isFreemailAllowed: companies.isFreemailAllowed,
        isBusinessCardRequired: companies.isBusinessCardRequired,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    return { ...row!, displayName: row!.displayName ?? '' };
  }

  async save(companyId: string, input: CompanySettings) {
    await this.db
      .update(companies)
      .set({
        name: input.companyName,
        displayName: input.displayName ?? null,
        staffName: input.staffName,
        zipcode: input.zipcode,
        address: input.address,
        isFreemailAllowed: input.isFreemailAllowed,
        isBusinessCardRequired: input.isBusinessCardRequired,
      })
      .where(eq(companies.id, companyId));
  }
}
