/**
 * Every column that holds a sealed secret, and the step that (re)seals them: at start-up the legacy plain values
 * (rows written before issue 34), and for `npm run secrets:rotate` everything not under the current key. Each row
 * is updated only if it still holds the value read (compare-and-set), so instances starting together, or a write
 * racing the rotation, never lose a newer value.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isSealed, type KeyRing } from '../key-ring/index.ts';

export interface SealedColumns {
  table: string;
  id: string;
  columns: string[];
}

/** The secrets the server must read back in clear (tokens and passwords are hashed instead, never sealed). */
export const SEALED_COLUMNS: SealedColumns[] = [
  { table: 'webhook_endpoints', id: 'id', columns: ['secret', 'previous_secret'] },
  { table: 'company_sonar_settings', id: 'company_id', columns: ['primary_key', 'secondary_key'] },
];

export interface ResealResult {
  /** `table.column` → values (re)sealed. */
  sealed: Record<string, number>;
  /** Values that did not open (a key missing from the ring, or a changed value): left as they are. */
  failed: string[];
}

/**
 * `plainOnly`: seal the legacy plain values only (start-up); otherwise re-seal every value not under the current
 * key (rotation).
 */
export async function resealSecrets(
  db: Db,
  ring: KeyRing,
  mode: { plainOnly: boolean },
): Promise<ResealResult> {
  const result: ResealResult = { sealed: {}, failed: [] };
  for (const { table, id, columns } of SEALED_COLUMNS) {
    for (const column of columns) {
      const name = `${table}.${column}`;
      result.sealed[name] = 0;
      const rows = (
        (await db.execute(
          sql`select ${sql.identifier(id)}::text as id, ${sql.identifier(column)} as value from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
        )) as unknown as { rows: { id: string; value: string }[] }
      ).rows;
      for (const row of rows) {
        if (mode.plainOnly ? isSealed(row.value) : !ring.needsReseal(row.value)) continue;
        let plain: string;
        try {
          plain = ring.open(row.value);
        } catch {
          result.failed.push(`${name} ${row.id}`);
          continue;
        }
        const updated = (await db.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${ring.seal(plain)} where ${sql.identifier(id)}::text = ${row.id} and ${sql.identifier(column)} = ${row.value} returning 1`,
        )) as unknown as { rows: unknown[] };
        result.sealed[name]! += updated.rows.length;
      }
    }
  }
  return result;
}
