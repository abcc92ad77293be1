/**
 * The platform every feature module is given (plugin options): configuration, the database, jobs, the outbox,
 * stored files and their deletions, the talent-change bus, the payment provider. Started here, in this order,
 * before any module registers; stopped when the app closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { createFileStorage, FileDeletions, type FileStorage } from './files/index.ts';
import { type Jobs, startJobs } from './jobs/index.ts';
import { createTransport, Outbox, type Transport } from './outbox/index.ts';
import { createPaymentProvider, type PaymentProvider } from './payments/index.ts';
import { KeyRing, resealSecrets } from './secrets/index.ts';
import { TalentEvents } from './talent-changes/index.ts';
import { WebhookEvents } from './webhook-events/index.ts';

export interface Platform {
  config: Config;
  production: boolean;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  jobs: Jobs;
  outbox: Outbox;
  /** The support desk shown in mails and on the contact page until an operator sets one. */
  support: { phone: string; mail: string };
  storage: FileStorage;
  fileDeletions: FileDeletions;
  /** Live updates and the session memo's invalidation: in-process on PGlite, LISTEN/NOTIFY on PostgreSQL. */
  events: TalentEvents;
  payments: PaymentProvider;
  /** Webhook events: `emit` in the fact's transaction, `flushSoon` after its commit. */
  webhooks: WebhookEvents;
  /** Secrets sealed at rest: `seal` before storing, `open` after reading (ENCRYPTION_KEYS). */
  secrets: KeyRing;
}

interface Closable {
  addHook(name: 'onClose', hook: () => Promise<void>): unknown;
  log: FastifyBaseLogger;
}

/** Jobs, the outbox, stored files with their retried deletions; the bus starts with `startTalentChanges`. */
export async function startPlatform(
  app: Closable,
  options: { config: Config; database: Database; transport?: Transport },
): Promise<Platform> {
  const { config, database } = options;
  const secrets = KeyRing.fromConfig(config.ENCRYPTION_KEYS);
  // Rows written before secrets were sealed (issue 34) are sealed now; a value that does not open is reported.
  const resealed = await resealSecrets(database.db, secrets, { plainOnly: true });
  const count = Object.values(resealed.sealed).reduce((a, b) => a + b, 0);
  if (count > 0) app.log.info({ sealed: resealed.sealed }, `sealed ${count} stored secret(s) at rest`);
  if (resealed.failed.length > 0) {
    app.log.error(
      { failed: resealed.failed },
      'stored secrets that do not open with ENCRYPTION_KEYS (a key removed too early?)',
    );
  }
  const jobs = await startJobs(database, app.log);
  const support = { phone: config.SUPPORT_PHONE, mail: config.SUPPORT_MAIL, publicUrl: config.publicUrl };
  const outbox = new Outbox(
    database.db,
    jobs,
    options.transport ?? createTransport(config),
    app.log,
    config.JOB_RETRY_DELAY_SECONDS,
    support,
  );
  await outbox.start(config.JOB_POLL_SECONDS);
  const storage = createFileStorage(config);
  const fileDeletions = new FileDeletions(
    database.db,
    storage,
    jobs,
    app.log,
    config.JOB_RETRY_DELAY_SECONDS,
  );
  await fileDeletions.start(config.JOB_POLL_SECONDS);
  const production = config.NODE_ENV === 'production';
  const webhooks = new WebhookEvents({
    db: database.db,
    jobs,
    outbox,
    log: app.log,
    publicUrl: config.publicUrl,
    allowLoopback: config.webhookAllowLoopback,
    requireHttps: production,
    timeoutMs: config.EXTERNAL_TIMEOUT_SECONDS * 1000,
    retryScale: config.WEBHOOK_RETRY_SCALE,
    secrets,
  });
  await webhooks.start(config.JOB_POLL_SECONDS);
  return {
    config,
    production,
    database,
    db: database.db,
    log: app.log,
    jobs,
    outbox,
    support,
    storage,
    fileDeletions,
    events: new TalentEvents(database),
    payments: createPaymentProvider(config),
    webhooks,
    secrets,
  };
}
