/** The company's sign-in history: auth_events of its users, newest first. */
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { authEvents } from '../../db/schema/index.ts';

export function companyAuthEvents(db: Db, companyId: string, limit: number) {
  return db
    .select({
      id: authEvents.id,
      at: authEvents.at,
      kind: authEvents.kind,
      result: authEvents.result,
      email: authEvents.email,
      ip: authEvents.ip,
      userAgent: authEvents.userAgent,
    })
    .from(authEvents)
    .where(ofCompany(authEvents, companyId))
    .orderBy(desc(authEvents.at))
    .limit(limit);
}
