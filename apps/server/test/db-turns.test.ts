import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBulkRead } from '../src/db/client.ts';
import { dbKind, openTestDatabase } from './helpers.ts';

// The database as the server opens it: statements and bulk reads share it as db/statement-turns.ts and
// db/bulk-reads.ts say (PGlite: one statement per event-loop turn, bulk reads last; PostgreSQL: bulk reads hold all
// but two of the pool's connections).
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.dispose());

describe(`statements and bulk reads (${dbKind})`, () => {
  it.runIf(dbKind === 'pglite')('PGlite: the event loop takes a turn between two statements', async () => {
    const { db } = opened.database;
    const order: string[] = [];
    const statements = Array.from({ length: 20 }, (_, i) =>
      db.execute(sql`select ${i}::int as n`).then(() => order.push(`statement ${i}`)),
    );
    // What the server would do meanwhile: read a socket, accept a connection.
    setImmediate(() => order.push('the loop'));
    await Promise.all(statements);
    expect(order).toHaveLength(21);
    expect(order.indexOf('the loop')).toBeLessThan(3);
  });

  it.runIf(dbKind === 'pglite')(
    'PGlite: a statement sent while bulk reads wait runs before them',
    async () => {
      const { db } = opened.database;
      const order: string[] = [];
      const bulks = Array.from({ length: 10 }, (_, i) =>
        asBulkRead(() => db.execute(sql`select count(*) from talents`)).then(() => order.push(`bulk ${i}`)),
      );
      const save = db.execute(sql`select 1`).then(() => order.push('save'));
      await Promise.all([...bulks, save]);
      expect(order[0]).toBe('save');
      expect(order).toHaveLength(11);
    },
  );

  it.runIf(dbKind === 'postgres')(
    'PostgreSQL: bulk reads hold at most 8 of the 10 connections, and another statement finds one free',
    async () => {
      const { db, executeSql } = opened.database;
      const bulks = Array.from({ length: 12 }, () =>
        asBulkRead(() => db.execute(sql`select pg_sleep(1) as bulk_read_sleep`)),
      );
      let finished = false;
      const all = Promise.all(bulks).finally(() => {
        finished = true;
      });
      const sleeping = async () =>
        (
          await executeSql(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like '%bulk_read_sleep%' and pid <> pg_backend_pid()",
          )
        ).rows[0].n as number;
      // Outside asBulkRead, this count is another statement: it runs while the bulk reads sleep. It is sampled until
      // they have all ended (on a busy machine the pool opens its connections one after another: the first sample
      // may see fewer than 8), and the most seen at once must be 8, never more.
      let most = 0;
      let samples = 0;
      while (!finished) {
        most = Math.max(most, await sleeping());
        samples += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await all;
      expect(samples).toBeGreaterThan(1);
      expect(most).toBe(8);
    },
  );
});
