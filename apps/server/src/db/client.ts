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
import { BulkPermits, inBulkRead } from './bulk-reads.ts';
import { lockDataDir } from './lock.ts';
import * as schema from './schema/index.ts';
import { StatementTurns } from './statement-turns.ts';

export { asBulkRead } from './bulk-reads.ts';

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

/**
 * A freshly initialized empty cluster (scripts/pglite-template.mjs, made by `npm start`'s build step and the image's
 * build stage): a new data directory starts from it instead of PGlite's initdb, which peaks at ~630 MiB in this
 * process. Absent (a checkout that never ran the build step), PGlite runs initdb as before. Looked up when a
 * directory is made, not when this module loads: the build step may make it after (a fresh checkout's tests do).
 */
const pgliteTemplate = () =>
  [
    path.join(import.meta.dirname, '../../pglite-template/pgdata.tgz'),
    path.join(import.meta.dirname, '../pglite-template/pgdata.tgz'),
  ].find((file) => fs.existsSync(file));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dir: string } // on disk, locked
  | { kind: 'pglite-memory'; from?: Blob }; // `from`: a data directory dump (PGlite's dumpDataDir) to start with

/** The database the configuration names: PostgreSQL at DATABASE_URL, or else PGlite on disk under DATA_DIR. */
export const configuredDatabase = (config: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget =>
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dir: config.DATA_DIR };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = target.kind === 'postgres' ? await openPostgres(target.url) : await openPglite(target);
  database.migrationsApplied = await runMigrations(database);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const max = 10;
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool reconnects.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  await pool.query('select 1');
  // Bulk reads hold all but two of the connections at most (bulk-reads.ts). Callback and stream forms pass through.
  const permits = new BulkPermits(max - 2);
  // The prototype's query looked up on each call: tracing (trace-pg.ts) may wrap it after the pool opened.
  const query = (...args: unknown[]) =>
    (pg.Pool.prototype.query as (...a: unknown[]) => unknown).apply(pool, args);
  pool.query = ((...args: unknown[]) =>
    inBulkRead() &&
    typeof args.at(-1) !== 'function' &&
    typeof (args[0] as { submit?: unknown })?.submit !== 'function'
      ? permits.run(() => query(...args) as Promise<unknown>)
      : query(...args)) as typeof pool.query;
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

/** pg_trgm: the candidate search's trigram indexes (migration scale_talent_search). */
const extensions = { pg_trgm };

/**
 * PGlite's PostgreSQL settings: its defaults, with shared_buffers at 32 MB instead of PostgreSQL's 128 MB. PGlite's
 * buffers live in its WebAssembly heap, which never shrinks; the data files are still read through the operating
 * system's page cache (issue 39: the server held 460 MiB on an existing data directory; docs/decisions.md).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(
  target: { kind: 'pglite'; dir: string } | { kind: 'pglite-memory'; from?: Blob },
): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    release = lockDataDir(target.dir);
    const dbDir = path.join(target.dir, 'db');
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    const template = fs.existsSync(path.join(dbDir, 'PG_VERSION')) ? undefined : pgliteTemplate();
    try {
      client = await PGlite.create(dbDir, {
        extensions,
        startParams: PGLITE_START_PARAMS,
        ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
      });
    } catch (e) {
      release();
      throw e;
    }
  } else {
    client = await PGlite.create({ extensions, loadDataDir: target.from });
  }
  // With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), each statement outside a transaction is a span; otherwise one
  // null check. (On PostgreSQL, lib/observability/trace-pg.ts wraps the pg client instead.)
  // Statements and transactions take turns with the rest of the event loop, bulk reads last (statement-turns.ts).
  const turns = new StatementTurns();
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    turns.run(() =>
      traceQuery(text, () => (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest)),
    )) as typeof client.query;
  const exec = client.exec.bind(client);
  client.exec = ((text: string, ...rest: unknown[]) =>
    turns.run(() => (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as typeof client.exec;
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: never) => turns.run(() => transaction(fn))) as typeof client.transaction;
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
        await turns.close(() => client.close());
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
