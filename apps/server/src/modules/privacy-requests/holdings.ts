/**
 * Where a contact appears: the candidates (talents) and referees whose e-mail (lower-cased) or E.164 phone is it,
 * with their company. Soft-deleted candidates count: their data is still stored until the purge.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, referees, talents } from '../../db/schema/index.ts';

export type Channel = 'mail' | 'sms';
type Queryable = Pick<Db, 'select'>;

export interface CompanyHoldings {
  companyId: string;
  companyName: string;
  talentIds: string[];
  refereeIds: string[];
}

export class Holdings {
  constructor(private readonly db: Db) {}

  talents(channel: Channel, contact: string, db: Queryable = this.db) {
    const match =
      channel === 'mail' ? sql`lower(${talents.email}) = ${contact}` : eq(talents.phoneNumber, contact);
    return db
      .select({ id: talents.id, companyId: talents.companyId, companyName: companies.name })
      .from(talents)
      .innerJoin(companies, eq(companies.id, talents.companyId))
      .where(match);
  }

  referees(channel: Channel, contact: string, db: Queryable = this.db) {
    const match =
      channel === 'mail' ? sql`lower(${referees.email}) = ${contact}` : eq(referees.phoneNumber, contact);
    return db
      .select({
        id: referees.id,
        talentId: referees.talentId,
        companyId: referees.companyId,
        companyName: companies.name,
      })
      .from(referees)
      .innerJoin(companies, eq(companies.id, referees.companyId))
      .where(match);
  }

  async any(channel: Channel, contact: string) {
    const [t, r] = await Promise.all([this.talents(channel, contact), this.referees(channel, contact)]);
    return t.length + r.length > 0;
  }

  /** Per company: the person's candidate rows and referee rows. */
  async byCompany(channel: Channel, contact: string, db: Queryable = this.db): Promise<CompanyHoldings[]> {
    const [t, r] = await Promise.all([
      this.talents(channel, contact, db),
      this.referees(channel, contact, db),
    ]);
    const map = new Map<string, CompanyHoldings>();
    const entry = (companyId: string, companyName: string) => {
      let e = map.get(companyId);
      if (!e) {
        e = { companyId, companyName, talentIds: [], refereeIds: [] };
        map.set(companyId, e);
      }
      return e;
    };
    for (const row of t) entry(row.companyId, row.companyName).talentIds.push(row.id);
    for (const row of r) entry(row.companyId, row.companyName).refereeIds.push(row.id);
    return [...map.values()];
  }
}
