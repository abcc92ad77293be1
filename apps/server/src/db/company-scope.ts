/**
 * Tenancy in one place: every query over a table that carries `company_id` is scoped with `ofCompany(table,
 * companyId, …more)`, the company id coming from the request (`request.companyId`, set by `requireUser('client')`
 * or the public API's key guard) and passed down to the service. Not for joins (column = column).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `<table>.company_id = companyId`, and-ed with `more` (undefined conditions are skipped, as `and` does). */
export function ofCompany(
  table: { companyId: PgColumn },
  companyId: string,
  ...more: (SQL | undefined)[]
): SQL {
  const scope = eq(table.companyId, companyId);
  return more.length ? (and(scope, ...more) as SQL) : scope;
}
