/** Every table of the schema with its column names, read from drizzle's table definitions. */
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export function tablesOf(definitions: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const tables: Record<string, string[]> = {};
  for (const value of Object.values(definitions)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    tables[config.name] = config.columns.map((c) => c.name);
  }
  return tables;
}

/** The application's tables and their columns. */
export const schemaTables = (): Record<string, string[]> => tablesOf(schema);
