import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedDemo } from '../src/modules/seed/demo.ts';
import { eventually, openTestDatabase, signIn, testConfig } from './helpers.ts';
import { candidateBody } from './talent-helpers.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

describe('scheduled invitation across a restart', () => {
  it('is sent once by the next process when the first one stopped before the time', async () => {
    const config = testConfig();
    const first = await buildApp({ config, database: database.database, logger: false });
    await seedDemo(database.database.db, first.services.auth);
    await first.ready();
    const cookie = await signIn(first, 'owner');
    const body = candidateBody();
    const created = await first.inject({
      method: 'POST',
      url: '/api/talents',
      headers: { cookie },
      payload: body,
    });
    const id = created.json().id as string;
    const at = new Date(Date.now() + 2500);
    const scheduled = await first.inject({
      method: 'PUT',
      url: `/api/talents/${id}/scheduled-invitation`,
      headers: { cookie },
      payload: { scheduledAt: at.toISOString() },
    });
    expect(scheduled.statusCode).toBe(200);
    await first.close(); // the process stops before the time

    const second = await buildApp({ config, database: database.database, logger: false });
    await second.ready();
    try {
      const mails = await eventually(async () => {
        const list = await second.services.outbox.list({ to: body.email });
        return list.length > 0 ? list : undefined;
      }, 30_000);
      expect(mails).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 2000));
      expect(await second.services.outbox.list({ to: body.email })).toHaveLength(1);
      const cookie2 = await signIn(second, 'owner');
      const detail = (
        await second.inject({ url: `/api/talents/${id}`, headers: { cookie: cookie2 } })
      ).json();
      expect(detail.sendRemind.state).toBe('sendComplete');
      expect(detail.status).toBe('mailSend');
    } finally {
      await second.close();
    }
  });
});

describe('live list (server-sent events)', () => {
  it('streams a change of the company’s candidates to its own stream only', async () => {
    const app = await buildApp({ config: testConfig(), database: database.database, logger: false });
    await seedDemo(database.database.db, app.services.auth);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address() as { port: number };
      const base = `http://127.0.0.1:${address.port}`;
      const owner = await signIn(app, 'owner');
      const light = await signIn(app, 'light');
      expect((await fetch(`${base}/api/talents/events`)).status).toBe(401);
      const read = async (cookie: string) => {
        const controller = new AbortController();
        const response = await fetch(`${base}/api/talents/events`, {
          headers: { cookie },
          signal: controller.signal,
        });
        expect(response.headers.get('content-type')).toContain('text/event-stream');
        const reader = response.body!.getReader();
        let text = '';
        const pump = (async () => {
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              text += new TextDecoder().decode(value);
            }
          } catch {
            // aborted
          }
        })();
        return {
          text: () => text,
          stop: () => {
            controller.abort();
            return pump;
          },
        };
      };
      const ownerStream = await read(owner);
      const lightStream = await read(light);
      await eventually(async () => (ownerStream.text().includes('connected') ? true : undefined));
      const created = await app.inject({
        method: 'POST',
        url: '/api/talents',
        headers: { cookie: owner },
        payload: candidateBody(),
      });
      const id = created.json().id as string;
      await eventually(async () => (ownerStream.text().includes(id) ? true : undefined), 10_000);
      expect(ownerStream.text()).toContain('event: talent');
      await new Promise((r) => setTimeout(r, 300));
      expect(lightStream.text()).not.toContain(id);
      await ownerStream.stop();
      await lightStream.stop();
    } finally {
      await app.close();
    }
  });
});
