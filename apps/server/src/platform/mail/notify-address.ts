import type { Db } from '../../db/client.ts';
import { adminConfig } from '../../db/schema/index.ts';

/**
 * Where every operator notification goes (sign-up, sub-account sign-up, plan upgrade order, withdrawal,
 * referee interest): the admin setting's address, or `ADMIN_NOTIFY_MAIL` only until an operator has set one.
 */
export async function operatorNotifyAddress(db: Db, fallback: string): Promise<string> {
  const [row] = await db.select({ mail: adminConfig.mail }).from(adminConfig).limit(1);
  return row?.mail?.trim() ? row.mail.trim() : fallback;
}
