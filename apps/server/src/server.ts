import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { configuredDatabase, type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedDemoInvoices } from './modules/seed/index.ts';

const started = performance.now();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (e) {
  // One message naming every missing or refused setting (config.ts productionGaps), and a non-zero exit.
  console.error(`\n✖ ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}

let database: Database;
try {
  database = await openDatabase(configuredDatabase(config));
} catch (e) {
  if (e instanceof DataDirLockedError) {
    console.error(`\n✖ ${e.message}\n`);
    process.exit(1);
  }
  throw e;
}

const app = await buildApp({ config, database, ownsDatabase: true, sessionMemoMs: config.SESSION_MEMO_MS });
if (config.NODE_ENV === 'production' && config.sandboxParts.length > 0) {
  app.log.warn(
    { sandboxParts: config.sandboxParts },
    `NOT REAL (ALLOW_SANDBOX): ${config.sandboxParts.join(', ')} run embedded or as sandboxes`,
  );
}
const seeded = config.SEED_DEMO
  ? await seedDemo(database.db, app.services.auth, new Date(), { samples: true })
  : false;
if (seeded) {
  const { storage, outbox } = app.services;
  await seedDemoInvoices({ db: database.db, storage, outbox, publicUrl: config.publicUrl });
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // The drain takes ≤ 10 s, the job workers' current jobs ≤ 5 s more, then the pool closes.
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 20_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const url = `http://localhost:${port}`;
const where =
  database.kind === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.DATA_DIR, 'db')}`;
const lines = [
  '',
  `  Refcheck is running at ${url}  (ready in ${((performance.now() - started) / 1000).toFixed(1)} s, Node.js ${process.version})`,
  `  Database: ${where}${seeded ? ' — demo data created' : ''} (migrations applied: ${database.migrationsApplied ?? 0})`,
];
if (config.NODE_ENV !== 'production') lines.push(`  Mail and SMS outbox: ${url}/dev/outbox`);
else if (config.sandboxParts.length > 0)
  lines.push(`  Not real (ALLOW_SANDBOX): ${config.sandboxParts.join(', ')}`);
if (!config.ENCRYPTION_KEYS) {
  lines.push(
    '  Secrets at rest: sealed with the development key (ENCRYPTION_KEYS unset; derived from a fixed seed)',
  );
}
lines.push(`  API docs: ${url}/api/docs`);
if (config.SEED_DEMO) {
  lines.push('', `  Demo accounts (password: ${DEMO_PASSWORD})`);
  lines.push(`    ${DEMO_ACCOUNTS.admin.email.padEnd(22)} operator (admin), sign in at ${url}/login/admin`);
  lines.push(`    ${DEMO_ACCOUNTS.owner.email.padEnd(22)} standard plan, main account`);
  lines.push(`    ${DEMO_ACCOUNTS.staff.email.padEnd(22)} standard plan, sub-account`);
  lines.push(`    ${DEMO_ACCOUNTS.light.email.padEnd(22)} light plan, on its free trial`);
}
console.log(`${lines.join('\n')}\n`);
