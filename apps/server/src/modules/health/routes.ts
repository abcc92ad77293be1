import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, MIGRATIONS_DIR } from '../../db/client.ts';
import type { FileStorage } from '../../platform/files/index.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** Why the instance takes no traffic (absent when ready). */
  reason: z.string().optional(),
  checks: z.object({
    database: z.enum(['up', 'down']),
    storage: z.enum(['up', 'down']),
    migrations: z.enum(['done', 'pending', 'unknown']),
  }),
  databaseKind: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /** The Node.js running the server (process.version). */
  node: z.string(),
});

/** Each dependency check gives up after this long (a hung database or bucket must not hang the probe). */
const CHECK_TIMEOUT_MS = 3000;
const PROBE_KEY = 'health/readyz-probe';

const withTimeout = <T>(work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);

/** How many migrations this build ships (drizzle's journal). */
const shippedMigrations = (): number =>
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')).entries.length;

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  storage: FileStorage;
  version: string;
}> = async (app, opts) => {
  const shipped = shippedMigrations();

  async function databaseUp() {
    try {
      await withTimeout(opts.database.executeSql('select 1 as ok', [1].slice(1)));
      return true;
    } catch {
      return false;
    }
  }

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service and database state',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await databaseUp();
      const body = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        databaseKind: opts.database.kind,
        version: opts.version,
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  );

  // Liveness: the process answers. No dependency is checked, so a database outage never restarts instances.
  app.get(
    '/livez',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is alive (no dependency checks)',
        response: { 200: z.object({ status: z.literal('alive'), node: z.string() }) },
      },
    },
    async () => ({ status: 'alive' as const, node: process.version }),
  );

  // Readiness: route traffic here. The database and the file storage answer and every shipped migration is
  // applied; 503 with the reason otherwise, and from the first moment of a shutdown.
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: database and file storage reachable, migrations applied; 503 with a reason otherwise',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([
        databaseUp(),
        withTimeout(opts.storage.get(PROBE_KEY)).then(
          () => true,
          () => false,
        ),
      ]);
      let migrations: 'done' | 'pending' | 'unknown' = 'unknown';
      if (database) {
        try {
          const { rows } = await withTimeout(
            opts.database.executeSql(
              'select count(*)::int as n from drizzle.__drizzle_migrations',
              [1].slice(1),
            ),
          );
          // More rows than shipped: a newer build migrated during a rolling upgrade (expand-only), still fine.
          migrations = Number(rows[0]?.n) >= shipped ? 'done' : 'pending';
        } catch {
          migrations = 'pending';
        }
      }
      const reason = app.draining()
        ? 'shutting down'
        : !database
          ? 'database unreachable'
          : migrations !== 'done'
            ? 'database migrations not applied'
            : !storage
              ? 'file storage unreachable'
              : undefined;
      if (reason) reply.header('retry-after', '5');
      return reply.status(reason ? 503 : 200).send({
        status: reason ? ('unavailable' as const) : ('ready' as const),
        ...(reason ? { reason } : {}),
        checks: { database: database ? 'up' : 'down', storage: storage ? 'up' : 'down', migrations },
        databaseKind: opts.database.kind,
        version: opts.version,
        node: process.version,
      });
    },
  );
};
