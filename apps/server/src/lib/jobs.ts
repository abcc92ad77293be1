import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

export type Jobs = PgBoss;

/** Durable jobs (pg-boss) in the same database: PGlite through executeSql, PostgreSQL through its own pool. */
export async function startJobs(database: Database, log: FastifyBaseLogger): Promise<Jobs> {
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ connectionString: database.connectionString!, max: 4 })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}
