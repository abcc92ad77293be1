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

describe('live template list (server-sent events)', () => {
  it('streams a template added, edited or deleted to the company’s own stream only', async () => {
    const app = await buildApp({ config: testConfig(), database: database.database, logger: false });
    await seedDemo(database.database.db, app.services.auth);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const controllers: AbortController[] = [];
    try {
      const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const owner = await signIn(app, 'owner');
      const staff = await signIn(app, 'staff');
      const light = await signIn(app, 'light');
      const read = async (cookie: string) => {
        const controller = new AbortController();
        controllers.push(controller);
        const response = await fetch(`${base}/api/talents/events`, {
          headers: { cookie },
          signal: controller.signal,
        });
        const reader = response.body!.getReader();
        const state = { text: '' };
        void (async () => {
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              state.text += new TextDecoder().decode(value);
            }
          } catch {
            // aborted
          }
        })();
        return state;
      };
      // The sub-account of the same company (another browser) hears the owner's change.
      const staffStream = await read(staff);
      const lightStream = await read(light);
      await eventually(async () => (staffStream.text.includes('connected') ? true : undefined));
      const body = {
        name: 'ライブ更新テンプレート',
        templateType: 'fulltime',
        questions: { jp: { descriptions: [{ key: 'description_1', text: '前職での役割' }], selections: [] } },
      };
      const created = await app.inject({
        method: 'POST',
        url: '/api/templates',
        headers: { cookie: owner },
        payload: body,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      const event = (kind: string) => `event: template\ndata: ${JSON.stringify({ talentId: id, kind })}`;
      await eventually(async () => (staffStream.text.includes(event('created')) ? true : undefined), 10_000);
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/templates/${id}`,
        headers: { cookie: owner },
        payload: { ...body, name: '改名したテンプレート' },
      });
      expect(edited.statusCode).toBe(200);
      await eventually(async () => (staffStream.text.includes(event('updated')) ? true : undefined), 10_000);
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/templates/${id}`,
        headers: { cookie: owner },
      });
      expect(deleted.statusCode).toBe(204);
      await eventually(async () => (staffStream.text.includes(event('deleted')) ? true : undefined), 10_000);
      // A sub-account still cannot write (and so publishes nothing); another company hears nothing.
      const refused = await app.inject({
        method: 'POST',
        url: '/api/templates',
        headers: { cookie: staff },
        payload: body,
      });
      expect(refused.statusCode).toBe(403);
      await new Promise((r) => setTimeout(r, 300));
      expect(lightStream.text).not.toContain(id);
      expect(lightStream.text).not.toContain('event: template');
    } finally {
      for (const c of controllers) c.abort();
      await app.close();
    }
  });
});
