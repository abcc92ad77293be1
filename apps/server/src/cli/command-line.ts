/**
 * What the command-line tools (`operator.ts`, `secrets.ts`) share: the failure line and exit, the configuration, and
 * the configured database (stop the server first when it is PGlite: the server holds its lock).
 */
import { loadConfig } from '../config.ts';
import { configuredDatabase, openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';

/** Prints `message` as the command's failure and exits with 1. */
export function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** The configuration from the environment; an invalid one fails the command with its message. */
export function loadConfigOrFail() {
  try {
    return loadConfig();
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
}

/** Opens the configured database (migrations applied); a PGlite directory locked by a running server fails the command. */
export const openConfiguredDatabase = (config: ReturnType<typeof loadConfig>) =>
  openDatabase(configuredDatabase(config)).catch((e: unknown) =>
    fail(e instanceof DataDirLockedError ? e.message : String(e)),
  );
