/**
 * Once per run of the server tests (vitest globalSetup): a migrated template database that each test app copies
 * (test/helpers.ts openTestDatabase) instead of migrating its own. On PGlite a dump of the data directory in a
 * temporary file; on PostgreSQL (TEST_DATABASE_URL) a database made with the migrations, copied with
 * `create database … template`. Both are removed when the run ends.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { createPgDatabase } from './helpers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: { pglite: string | null; postgres: string | null };
  }
}

export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const template = await createPgDatabase(server);
    const database = await openDatabase({ kind: 'postgres', url: template.url });
    await database.close(); // a template must have no open connection while it is copied
    project.provide('databaseTemplates', { pglite: null, postgres: new URL(template.url).pathname.slice(1) });
    return () => template.drop();
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `refcheck-test-template-${randomBytes(6).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplates', { pglite: file, postgres: null });
  return () => fs.rmSync(file, { force: true });
}
