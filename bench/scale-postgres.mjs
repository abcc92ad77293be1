// The scale bench's databases on PostgreSQL (bench/scale.mjs; bench/scale-pglite.mjs is the same on PGlite): one
// database per size on 127.0.0.1:5432, the server on it by DATABASE_URL, the seeding through a client of its own
// while no server runs, and the jobs' run times read from pgboss.job through a second connection while it runs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { POSTGRES_ADMIN_URL } from './postgres.mjs';
import { BENCH_AUTH_SECRET } from './referee-cookie.mjs';
import { startServer } from './server.mjs';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');

/** The store of the scale bench on PostgreSQL; exits with `not measured:` when PostgreSQL does not answer. */
export async function postgresStore() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (e) {
    console.log(`not measured: PostgreSQL not reachable (${e.message})`);
    process.exit(1);
  }
  const urlOf = (name) => {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    return url.href;
  };
  const nameOf = (db) => `bench_scale_${db.key}`;
  /** A client of one database; `sql(text, values)` → rows. */
  async function connect(db) {
    const client = new pg.Client({ connectionString: urlOf(nameOf(db)) });
    await client.connect();
    return { sql: async (text, values) => (await client.query(text, values)).rows, end: () => client.end() };
  }
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-scale-'));
  const exists = async (db) =>
    (await admin.query('select 1 from pg_database where datname = $1', [nameOf(db)])).rowCount > 0;

  return {
    kind: 'PostgreSQL',
    rssTarget: 250,
    where: (db) => `database ${nameOf(db)}`,
    connect,
    /** What an earlier --keep run recorded having seeded (bench_scale_ready), or null. */
    async seeded(db) {
      if (!(await exists(db))) return null;
      const c = await connect(db);
      const ready = await c.sql('select seconds, rate, counts from bench_scale_ready').catch(() => []);
      await c.end();
      return ready[0] ?? null;
    },
    /** An empty database (an earlier one of the name dropped). */
    async create(db) {
      if (await exists(db)) await admin.query(`drop database ${nameOf(db)} with (force)`);
      await admin.query(`create database ${nameOf(db)}`);
    },
    startServer: (db) =>
      startServer(filesDir, {
        DATABASE_URL: urlOf(nameOf(db)),
        AUTH_SECRET: BENCH_AUTH_SECRET,
        JOB_POLL_SECONDS: '1',
      }),
    /**
     * The daily jobs, as the server's worker runs them: one job of each queue, its run time from pg-boss
     * (started_on → completed_on). `jobs`: [figure, queue]; resolves with { figure → { value } }.
     */
    async jobRuns(db, _server, jobs) {
      const c = await connect(db);
      const out = {};
      try {
        for (const [name, queue] of jobs) {
          const [{ id }] = await c.sql(`insert into pgboss.job (name, data) values ($1, '{}') returning id`, [
            queue,
          ]);
          const deadline = Date.now() + 600_000;
          for (;;) {
            const [job] = await c.sql(
              `select state, extract(epoch from completed_on - started_on) * 1000 as ms, output
               from pgboss.job where id = $1`,
              [id],
            );
            if (job?.state === 'completed') {
              out[name] = { value: Number(job.ms) };
              break;
            }
            if (job && job.state !== 'created' && job.state !== 'active')
              throw new Error(`${name}: job ${job.state}: ${JSON.stringify(job.output).slice(0, 200)}`);
            if (Date.now() > deadline) throw new Error(`${name}: not done in 10 min`);
            await new Promise((r) => setTimeout(r, 200));
          }
        }
        return out;
      } finally {
        await c.end();
      }
    },
    async sizeMiB(db) {
      const c = await connect(db);
      try {
        const [{ size }] = await c.sql('select pg_database_size(current_database())::bigint as size');
        return Number(size) / 1024 / 1024;
      } finally {
        await c.end();
      }
    },
    /** Drops the databases unless kept; always the server's files directory. */
    async close(dbs, keep) {
      if (!keep)
        for (const db of dbs) await admin.query(`drop database if exists ${nameOf(db)} with (force)`);
      await admin.end();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
