import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { healthRoutes } from '../src/modules/health/routes.ts';
import { LocalFileStorage } from '../src/platform/files/storage.ts';
import { drainPlugin } from '../src/plugins/drain.ts';
import { createTestApp, eventually, signIn, type TestApp, tempDir } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /livez and GET /readyz', () => {
  it('livez answers without checking anything; readyz checks the database, storage and migrations', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'alive', node: process.version });

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'up', storage: 'up', migrations: 'done' },
      databaseKind: t.database.kind,
      node: process.version,
    });
    expect(ready.json().reason).toBeUndefined();
  });

  it('readyz is 503 with the reason while a shipped migration is not applied', async () => {
    const sql = t.database.executeSql;
    const { rows } = await sql(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1',
      [],
    );
    const last = rows[0];
    await sql('delete from drizzle.__drizzle_migrations where id = $1', [last.id]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        reason: 'database migrations not applied',
        checks: { database: 'up', migrations: 'pending' },
      });
      // Liveness does not depend on it.
      expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await sql('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [
        last.id,
        last.hash,
        last.created_at,
      ]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('readyz is 503 "file storage unreachable" when the S3 bucket cannot be reached', async () => {
    const s3 = await createTestApp({
      seed: false,
      env: {
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_REGION: 'ap-northeast-1',
        S3_BUCKET: 'refcheck-files',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    try {
      const res = await s3.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        reason: 'file storage unreachable',
        checks: { database: 'up', storage: 'down', migrations: 'done' },
      });
    } finally {
      await s3.close();
    }
  });

  it('readyz is 503 "database unreachable" when the database is gone (a closed one); livez stays 200', async () => {
    const database = await openDatabase({ kind: 'pglite-memory' });
    await database.close();
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(drainPlugin);
    await app.register(healthRoutes, { database, storage: new LocalFileStorage(tempDir()), version: 'x' });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        reason: 'database unreachable',
        checks: { database: 'down', storage: 'up', migrations: 'unknown' },
        node: process.version,
      });
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('closing the app (SIGTERM runs app.close())', () => {
  it('ends live-update streams with a reconnect hint, answers new requests 503 + Retry-After, then stops', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = own.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const owner = await signIn(own.app, 'owner');
    const response = await fetch(`${base}/api/talents/events`, { headers: { cookie: owner } });
    const reader = response.body!.getReader();
    let text = '';
    const streamEnded = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
    await eventually(async () => (text.includes('connected') ? true : undefined));

    const closed = own.close();
    await streamEnded;
    expect(text).toContain('retry: 1000\nevent: reconnect');
    // While the drain lasts, a new request is told to come back (or go elsewhere), on a connection that closes.
    const during = await fetch(`${base}/api/me`, { headers: { cookie: owner } }).catch(() => null);
    expect(during).not.toBeNull();
    if (during) {
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      expect(during.headers.get('connection')).toBe('close');
      expect((await during.json()).code).toBe('serviceBusy');
      // Readiness says why.
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect((await ready.json()).reason).toBe('shutting down');
    }
    await closed;
    expect(own.app.server.listening).toBe(false);
  });
});
