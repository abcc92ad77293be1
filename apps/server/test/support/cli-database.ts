/**
 * The database a CLI process under test opens, and then the test: a fresh PostgreSQL database (DATABASE_URL) when
 * TEST_DATABASE_URL is set, else a PGlite data directory (DATA_DIR). Registers the describe block's hooks that make
 * it (into `env`) and drop it.
 */
import { afterAll, beforeAll } from 'vitest';
import { createPgDatabase, TEST_DATABASE_URL, tempDir } from '../helpers.ts';

export function useCliDatabase(env: Record<string, string>) {
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (TEST_DATABASE_URL) {
      const pg = await createPgDatabase();
      env.DATABASE_URL = pg.url;
      drop = pg.drop;
    } else {
      env.DATA_DIR = tempDir();
    }
  });
  afterAll(async () => {
    await drop?.();
  });
}
