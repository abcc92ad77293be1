// The scale bench's databases on PGlite (bench/scale.mjs --db pglite; bench/scale-postgres.mjs is the same on
// PostgreSQL): one data directory per size under the temp directory, the server on it without DATABASE_URL (it
// opens `${DATA_DIR}/db` with PGlite, apps/server/src/db/client.ts). One process at a time may open a data
// directory (the server's lock file, db/lock.ts), so the bench opens it itself only while no server runs: to seed it
// (bench/scale-seed.mjs through PGlite, as the server opens it), and around the daily jobs' runs: it queues one job
// of each queue into pgboss.job, starts the server again with its tracing sent to a collector here (the server's
// `job <queue>` span says when the worker has run it; no SQL is exposed over HTTP), stops it and reads the job's
// started_on → completed_on as on PostgreSQL.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BENCH_AUTH_SECRET } from './referee-cookie.mjs';
import { startServer } from './server.mjs';

/** As the server's PGLITE_START_PARAMS (apps/server/src/db/client.ts): PGlite's defaults, shared_buffers 32 MB. */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** The data directory locked as db/lock.ts does (a file holding the owner's pid); resolves with its release. */
function lock(dir) {
  const file = path.join(dir, 'refcheck.lock');
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (e) {
    if (e.code !== 'EEXIST') throw e;
    const pid = Number(fs.readFileSync(file, 'utf8'));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {}
    if (alive) throw new Error(`the data directory ${dir} is in use by process ${pid}`);
    fs.writeFileSync(file, String(process.pid));
  }
  return () => fs.rmSync(file, { force: true });
}

/** The data directory's size on disk (allocated blocks, as du counts them), in MiB. */
function diskMiB(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).blocks * 512;
  }
  return bytes / 1024 / 1024;
}

/** A loopback OTLP/HTTP (JSON) collector: `ended(name)` resolves once a span of that name has reached it. */
async function spanCollector() {
  const seen = new Set();
  const waiting = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      try {
        for (const r of JSON.parse(body).resourceSpans ?? [])
          for (const s of r.scopeSpans ?? []) for (const span of s.spans ?? []) seen.add(span.name);
      } catch {}
      for (const w of waiting.filter((x) => seen.has(x.name))) w.resolve();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    ended: (name) =>
      seen.has(name) ? Promise.resolve() : new Promise((resolve) => waiting.push({ name, resolve })),
    close: () => new Promise((r) => server.close(r)),
  };
}

/** The store of the scale bench on PGlite (the one front door of this module). */
export async function pgliteStore() {
  const dirOf = (db) => path.join(os.tmpdir(), `refcheck-scale-pglite-${db.key.replaceAll('_', '-')}`);
  const env = { AUTH_SECRET: BENCH_AUTH_SECRET, JOB_POLL_SECONDS: '1' };

  /** The data directory opened here (no server may run on it); `sql(text, values)` → rows, `end()` closes it. */
  async function connect(db) {
    const release = lock(dirOf(db));
    let client;
    try {
      client = await PGlite.create(path.join(dirOf(db), 'db'), {
        extensions: { pg_trgm },
        startParams: START_PARAMS,
      });
    } catch (e) {
      release();
      throw e;
    }
    // Statements without parameters by the simple protocol (as the server's executeSql): VACUUM runs outside a
    // transaction block there.
    const sql = async (text, values) =>
      values?.length
        ? (await client.query(text, values)).rows
        : ((await client.exec(text)).at(-1)?.rows ?? []);
    return {
      sql,
      end: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  }

  return {
    kind: 'PGlite',
    rssTarget: 400,
    where: (db) => `data directory ${dirOf(db)}`,
    connect,
    /** What an earlier --keep run recorded having seeded (bench_scale_ready), or null. */
    async seeded(db) {
      if (!fs.existsSync(path.join(dirOf(db), 'db'))) return null;
      const c = await connect(db);
      try {
        const ready = await c.sql('select seconds, rate, counts from bench_scale_ready').catch(() => []);
        return ready[0] ?? null;
      } finally {
        await c.end();
      }
    },
    /** An empty data directory (an earlier one of the name removed). */
    async create(db) {
      fs.rmSync(dirOf(db), { recursive: true, force: true });
      fs.mkdirSync(dirOf(db), { recursive: true });
    },
    startServer: (db, more = {}) => startServer(dirOf(db), { ...env, ...more }),
    /**
     * The daily jobs: `server` (the measuring one) is stopped, a job of each queue queued, the server started
     * again with tracing to a collector here until each queue's job span has ended, then stopped; each job's run
     * time from pg-boss. `jobs`: [figure, queue]; resolves with { figure → { value } | { error } }.
     */
    async jobRuns(db, server, jobs) {
      await server.stop();
      let c = await connect(db);
      const ids = [];
      try {
        for (const [, queue] of jobs)
          ids.push(
            (await c.sql(`insert into pgboss.job (name, data) values ($1, '{}') returning id`, [queue]))[0]
              .id,
          );
      } finally {
        await c.end();
      }
      const collector = await spanCollector();
      const out = {};
      try {
        const worker = await startServer(dirOf(db), { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
        try {
          let timer;
          await Promise.race([
            Promise.all(jobs.map(([, queue]) => collector.ended(`job ${queue}`))),
            new Promise((r) => {
              timer = setTimeout(r, 600_000);
            }),
          ]);
          clearTimeout(timer);
        } finally {
          await worker.stop();
        }
      } finally {
        await collector.close();
      }
      c = await connect(db);
      try {
        for (const [i, [name]] of jobs.entries()) {
          const [job] = await c.sql(
            `select state, extract(epoch from completed_on - started_on) * 1000 as ms, output
             from pgboss.job where id = $1`,
            [ids[i]],
          );
          out[name] =
            job?.state === 'completed'
              ? { value: Number(job.ms) }
              : {
                  error: `the job was ${job?.state ?? 'gone'} (${JSON.stringify(job?.output ?? null).slice(0, 200)})`,
                };
        }
      } finally {
        await c.end();
      }
      return out;
    },
    /** The data directory on disk; the share of its write-ahead log (up to max_wal_size, 1 GB) printed beside. */
    async sizeMiB(db) {
      const size = diskMiB(dirOf(db));
      const wal = diskMiB(path.join(dirOf(db), 'db', 'pg_wal'));
      console.log(
        `  ${dirOf(db)}: ${size.toFixed(0)} MiB on disk, of which the WAL (pg_wal) ${wal.toFixed(0)} MiB`,
      );
      return size;
    },
    /** Removes the data directories unless kept. */
    async close(dbs, keep) {
      if (!keep) for (const db of dbs) fs.rmSync(dirOf(db), { recursive: true, force: true });
    },
  };
}
