import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type DatabaseTarget, openDatabase } from '../src/db/client.ts';
import { messages } from '../src/db/schema/index.ts';
import { SEND_QUEUE } from '../src/platform/outbox/outbox.ts';
import { createPgDatabase, eventually, TEST_DATABASE_URL, tempDir, testConfig } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function target(): Promise<DatabaseTarget> {
  if (!TEST_DATABASE_URL) return { kind: 'pglite', dir: tempDir() };
  const created = await createPgDatabase();
  cleanups.push(created.drop);
  return { kind: 'postgres', url: created.url };
}

describe('durable jobs', () => {
  it('runs a job queued before a restart after it', async () => {
    const where = await target();

    // First life: a message is recorded and its job queued, then the process stops before any worker ran.
    const first = await openDatabase(where);
    const [row] = await first.db
      .insert(messages)
      .values({ channel: 'mail', to: 'restart@example.jp', subject: '再起動', text: 'queued before restart' })
      .returning();
    const boss =
      first.kind === 'postgres'
        ? new PgBoss({ connectionString: first.connectionString!, max: 2 })
        : new PgBoss({ db: { executeSql: (text, values) => first.executeSql(text, values) } });
    await boss.start();
    await boss.createQueue(SEND_QUEUE);
    await boss.send(SEND_QUEUE, { messageId: row!.id });
    await boss.stop({ graceful: false, wait: true });
    await first.close();

    // Second life: the server starts on the same data and delivers it.
    const second = await openDatabase(where);
    const app = await buildApp({ config: testConfig(), database: second, ownsDatabase: true, logger: false });
    await app.ready();
    try {
      const sent = await eventually(async () => {
        const [m] = await second.db.select().from(messages).where(eq(messages.id, row!.id));
        return m?.status === 'recorded' ? m : undefined;
      });
      expect(sent.transport).toBe('outbox');
      expect(sent.attempts).toBe(1);
    } finally {
      await app.close();
    }
  });
});
