/** Company creation: the one place a company row (and its public uid) is made, for sign-up and for the seed. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

/** A short public id for a company (the spec's uid). */
export const newCompanyUid = () => randomBytes(9).toString('base64url');

/** Inserts a company with a fresh uid; pass the transaction when inside one. */
export async function insertCompany(db: Db, values: Omit<typeof companies.$inferInsert, 'uid'>) {
  const [company] = await db
    .insert(companies)
    .values({ uid: newCompanyUid(), ...values })
    .returning();
  return company!;
}
