import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { traceQuery } from '../lib/observability/tracing.ts';
import { lockDataDir } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db` (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SqlExecutor = (
  text: string,
  values?: unknown[],
) => // biome-ignore lint/suspicious/noExplicitAny: rows of arbitrary SQL (pg-boss's own queries)
Promise<{ rows: any[] }>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw SQL for pg-boss and health checks. */
  executeSql: SqlExecutor;
  /** One hot-path statement by name: a prepared statement per connection on PostgreSQL, plain on PGlite. */
  // biome-ignore lint/suspicious/noExplicitAny: rows of the caller's SQL
  prepared: (name: string, text: string, values: unknown[]) => Promise<{ rows: any[] }>;
  /** PostgreSQL connection string when on a server (pg-boss then opens its own pool). */
  connectionString?: string;
  /** How many migrations this process applied when it opened the database (0: another had, or none were new). */
  migrationsApplied?: number;
  close(): Promise<void>;
}

/** apps/server/drizzle, from src/db (tsx, tests) or from the compiled bundle in apps/server/dist. */
export const MIGRATIONS_DIR = [
  path.join(import.meta.dirname, '../../drizzle'),
  path.join(import.meta.dirname, '../drizzle'),
].find((dir) => fs.existsSync(path.join(dir, 'meta')))!;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dir: string } // on disk, locked
  | { kind: 'pglite-memory'; from?: Blob }; // `from`: a data directory dump (PGlite's dumpDataDir) to start with

/** Opens the database and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = target.kind === 'postgres' ? await openPostgres(target.url) : await openPglite(target);
  database.migrationsApplied = await runMigrations(database);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool reconnects.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    connectionString: url,
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    prepared: (name, text, values) => pool.query({ name, text, values }),
    close: () => pool.end(),
  };
}

/**
 * Bulk reads: statements that may take a while and that no one types into (the dashboard's list pages and counts,
 * the graph header's rows). PGlite runs one statement at a time, in this process's thread, in the order they came:
 * 50 list requests in flight would put 50 statements ahead of each statement of a referee's answer save. Statements
 * run inside `asBulkRead` therefore go through `BulkLane` on PGlite: one at a time, and only while no other
 * statement or transaction is under way, so a save waits for one bulk statement at most, not for the queue. On
 * PostgreSQL the pool and the server's own scheduling share the work; nothing changes there.
 */
const bulkReads = new AsyncLocalStorage<true>();
export function asBulkRead<T>(fn: () => Promise<T>): Promise<T> {
  return bulkReads.run(true, fn);
}
const inBulkRead = () => bulkReads.getStore() === true;

/**
 * Bulk statements one at a time, in arrival order, each once no other work is under way (checked a turn later, so
 * that the statement that just ended lets its caller send its next one first). A bulk statement waits for the others
 * `maxYieldMs` at most: a steady stream of saves slows the list pages, it never stops them.
 */
export class BulkLane {
  private busy = false;
  private others = 0;
  private scheduled = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly waiting: Array<{ since: number; start: () => void }> = [];

  constructor(private readonly maxYieldMs = 50) {}

  async bulk<T>(fn: () => Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      this.waiting.push({ since: Date.now(), start });
      this.kick();
    });
    try {
      return await fn();
    } finally {
      this.busy = false;
      this.kick();
    }
  }

  async other<T>(fn: () => Promise<T>): Promise<T> {
    this.others++;
    try {
      return await fn();
    } finally {
      this.others--;
      this.kick();
    }
  }

  private kick() {
    if (this.scheduled || this.busy || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const head = this.waiting[0];
      if (this.busy || !head) return;
      const waited = Date.now() - head.since;
      if (this.others > 0 && waited < this.maxYieldMs) {
        // Ask again when the others end (kick from `other`), or when the head has waited long enough.
        this.timer ??= setTimeout(() => {
          this.timer = null;
          this.kick();
        }, this.maxYieldMs - waited).unref();
        return;
      }
      this.waiting.shift();
      this.busy = true;
      head.start();
    });
  }
}

/** pg_trgm: the candidate search's trigram indexes (migration scale_talent_search). */
const extensions = { pg_trgm };

async function openPglite(
  target: { kind: 'pglite'; dir: string } | { kind: 'pglite-memory'; from?: Blob },
): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    release = lockDataDir(target.dir);
    const dbDir = path.join(target.dir, 'db');
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    try {
      client = await PGlite.create(dbDir, { extensions });
    } catch (e) {
      release();
      throw e;
    }
  } else {
    client = await PGlite.create({ extensions, loadDataDir: target.from });
  }
  // With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), each statement outside a transaction is a span; otherwise one
  // null check. (On PostgreSQL, lib/observability/trace-pg.ts wraps the pg client instead.)
  // Bulk reads give way to every other statement (BulkLane above).
  const query = client.query.bind(client);
  const lane = new BulkLane();
  client.query = ((text: string, ...rest: unknown[]) => {
    const run = () =>
      traceQuery(text, () => (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest));
    return inBulkRead() ? lane.bulk(run) : lane.other(run);
  }) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: never) => lane.other(() => transaction(fn))) as typeof client.transaction;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // pg-boss sends parameterless multi-statement scripts (its schema); those need the simple protocol.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    prepared: (_name, text, values) => client.query(text, values),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** The advisory lock key instances take while migrating (any constant; "refcheck" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x72656663;

async function appliedCount(database: Database): Promise<number> {
  const { rows } = await database.executeSql(
    "select count(*)::int as n from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'",
  );
  if (rows[0].n === 0) return 0;
  return (await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
}

/**
 * Applies the committed migrations and answers how many were new. On PostgreSQL, instances starting together take
 * turns on a session advisory lock held by a connection of its own: the first migrates, the others then find
 * nothing left to do. PGlite has one process per data directory (db/lock.ts), so it needs no lock.
 */
async function runMigrations(database: Database): Promise<number> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind !== 'postgres') {
    const before = await appliedCount(database);
    await migratePglite(database.db as never, config);
    return (await appliedCount(database)) - before;
  }
  const lock = new pg.Client({ connectionString: database.connectionString });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const before = await appliedCount(database);
    await migratePg(database.db as never, config);
    return (await appliedCount(database)) - before;
  } finally {
    // Ending the session releases the lock too, also when a migration failed.
    await lock.end().catch(() => {});
  }
}
