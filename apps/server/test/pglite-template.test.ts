/**
 * A new embedded data directory starts from the PGlite template (scripts/pglite-template.mjs; issue 39: PGlite's
 * initdb peaks at ~630 MiB in the server's process, the template's dump at ~410). PGlite only: PostgreSQL has its own.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { tempDir } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../../..');

beforeAll(() => {
  // As `npm start` and the image's build stage make it (once per PGlite version).
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs'), 'pglite-template'], {
    cwd: root,
  });
});

/** A fresh data directory opened as the server opens it: its cluster's identifier and the migrations applied. */
async function fresh() {
  const dir = tempDir();
  const database = await openDatabase({ kind: 'pglite', dir });
  try {
    const { rows } = await database.executeSql(
      'select system_identifier::text as id from pg_control_system()',
    );
    const tables = await database.executeSql(
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    );
    return {
      id: (rows[0] as { id: string }).id,
      tables: (tables.rows[0] as { n: number }).n,
      migrations: database.migrationsApplied,
      onDisk: fs.existsSync(path.join(dir, 'db', 'PG_VERSION')),
    };
  } finally {
    await database.close();
  }
}

describe('a new embedded data directory', () => {
  it('is made from the template (one cluster identifier for every directory; initdb makes a new one each time), on disk, migrated', async () => {
    const [a, b] = [await fresh(), await fresh()];
    expect(a.id).toBe(b.id);
    expect(a.onDisk).toBe(true);
    expect(a.migrations).toBeGreaterThan(30);
    expect(a.tables).toBeGreaterThan(40);
    expect(b.tables).toBe(a.tables);
  });

  it('opens again from its files (the template only starts a directory)', async () => {
    const dir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dir });
    await first.executeSql("create table kept (v text); insert into kept values ('残る')");
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dir });
    try {
      expect(again.migrationsApplied).toBe(0);
      expect((await again.executeSql('select v from kept')).rows).toEqual([{ v: '残る' }]);
    } finally {
      await again.close();
    }
  });
});
