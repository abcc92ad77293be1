import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { createTalent } from './talent-helpers.ts';

interface Item {
  id: string;
  name: string;
  email: string;
  status: string;
  createdAt: string;
}
interface Page {
  items: Item[];
  nextCursor: string | null;
  counts: { total: number; byStatus: Record<string, number> } | null;
}

let t: TestApp;
let owner: string;
let light: string;
let admin: string;

const BULK = 130;

async function page(cookie: string, query: Record<string, string | number | undefined>) {
  const qs = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  );
  const res = await t.app.inject({ url: `/api/talents?${qs}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

/** Every page of a query, calling `between` after each page (to add candidates while paging). */
async function walk(
  cookie: string,
  query: Record<string, string | number | undefined>,
  between?: () => Promise<void>,
) {
  const items: Item[] = [];
  let cursor: string | undefined;
  let first: Page | undefined;
  let pages = 0;
  do {
    const p = await page(cookie, { ...query, cursor });
    first ??= p;
    if (pages > 0) expect(p.counts).toBeNull();
    items.push(...p.items);
    cursor = p.nextCursor ?? undefined;
    pages++;
    await between?.();
  } while (cursor);
  return { items, counts: first!.counts!, pages };
}

const create = (cookie: string, overrides: Record<string, unknown> = {}) =>
  createTalent(t.app, cookie, overrides);

beforeAll(async () => {
  t = await createTestApp();
  [owner, light, admin] = await Promise.all([
    signIn(t.app, 'owner'),
    signIn(t.app, 'light'),
    signIn(t.app, 'admin'),
  ]);
  const seeded = await t.app.inject({
    method: 'POST',
    url: '/api/dev/talents/bulk',
    payload: { email: 'owner@acme.test', count: BULK, refereesPerTalent: 4 },
  });
  expect(seeded.statusCode, seeded.body).toBe(200);
  expect(seeded.json()).toEqual({ talents: BULK, referees: BULK * 4 });
});
afterAll(() => t.close());

describe('GET /api/talents, paginated', () => {
  it('walks every candidate once, newest first, while candidates are added between pages', async () => {
    const before = await walk(owner, { limit: 50 });
    expect(before.counts.total).toBe(before.items.length);
    expect(before.items.length).toBeGreaterThanOrEqual(BULK);
    expect(before.pages).toBe(Math.ceil(before.items.length / 50));

    const added: string[] = [];
    const during = await walk(owner, { limit: 50 }, async () => {
      added.push((await create(owner, { name: `途中 追加${added.length}` })).id);
    });
    // The pages keep the order they started with: none of the new candidates, no row twice, none missing.
    expect(during.items.map((i) => i.id)).toEqual(before.items.map((i) => i.id));
    const times = during.items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // A fresh first page starts with them, newest first.
    const fresh = await page(owner, { limit: 50 });
    expect(fresh.items.slice(0, added.length).map((i) => i.id)).toEqual([...added].reverse());
    expect(fresh.counts!.total).toBe(before.counts.total + added.length);
  });

  it('keeps one page of 50 under 30 KB, and sends it compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({ url: '/api/talents?limit=50', headers: { cookie: owner } });
    expect(res.json().items).toHaveLength(50);
    expect(Buffer.byteLength(res.body)).toBeLessThan(30 * 1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await t.app.inject({
        url: '/api/talents?limit=50',
        headers: { cookie: owner, 'accept-encoding': encoding },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(Buffer.byteLength(res.body) / 3);
      expect(JSON.parse(decode(packed.rawPayload).toString('utf8')).items).toEqual(res.json().items);
    }
  });

  it('searches part of an email or a Japanese name across pages, with its counts', async () => {
    const byEmail = await walk(owner, { search: 'bulk-000', limit: 20 });
    expect(byEmail.items).toHaveLength(99);
    expect(byEmail.counts.total).toBe(99);
    expect(byEmail.pages).toBe(5);
    expect(byEmail.items.every((i) => i.email.startsWith('bulk-000'))).toBe(true);
    expect(byEmail.items.at(-1)!.email).toBe('bulk-00099@example.jp');

    // Candidate i is named FAMILY[i % 20] + GIVEN[(i / 20) % 20]: 佐々木 is family 12, so i ≡ 12 (mod 20).
    const byName = await walk(owner, { search: '々木', limit: 3 });
    const expected = Array.from({ length: BULK }, (_, i) => i + 1).filter((i) => i % 20 === 12);
    expect(byName.items.map((i) => i.email)).toEqual(
      expected.map((i) => `bulk-${String(i).padStart(5, '0')}@example.jp`),
    );
    expect(byName.counts.total).toBe(expected.length);
    expect(byName.items.every((i) => i.name.startsWith('佐々木 '))).toBe(true);

    // Case-insensitive, LIKE wildcards taken literally.
    expect((await page(owner, { search: 'BULK-00130@' })).items.map((i) => i.email)).toEqual([
      'bulk-00130@example.jp',
    ]);
    expect((await page(owner, { search: 'bulk_' })).counts!.total).toBe(0);
    expect((await page(owner, { search: '%' })).counts!.total).toBe(0);
  });

  it('counts the candidates by status in SQL, deleted ones excluded', async () => {
    const { counts } = await page(owner, { search: 'bulk-' });
    expect(counts!.total).toBe(BULK);
    // Candidate i has status STATUSES[i % 5]: 26 of each for 130.
    expect(counts!.byStatus).toEqual({
      talentRegistered: 26,
      mailSend: 26,
      agreeToPrivacyPolicy: 26,
      refereesRegistered: 26,
      refereesAnswered: 26,
    });
    const victim = (await page(owner, { search: 'bulk-00005@' })).items[0]!;
    expect(victim.status).toBe('talentRegistered');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/talents/${victim.id}`,
      headers: { cookie: owner },
    });
    expect(del.statusCode).toBe(204);
    const after = (await page(owner, { search: 'bulk-' })).counts!;
    expect(after.total).toBe(BULK - 1);
    expect(after.byStatus.talentRegistered).toBe(25);
  });

  it('shows another company none of them', async () => {
    const other = await walk(light, { limit: 100 });
    expect(other.items.some((i) => i.email.startsWith('bulk-'))).toBe(false);
    expect((await page(light, { search: 'bulk-' })).counts!.total).toBe(0);
  });

  it('refuses a foreign cursor, an oversized page and an overlong search', async () => {
    for (const qs of ['cursor=abc', 'limit=101', 'limit=0', `search=${'x'.repeat(201)}`]) {
      const res = await t.app.inject({ url: `/api/talents?${qs}`, headers: { cookie: owner } });
      expect(res.statusCode, qs).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});

describe('GET /api/talents/:id/list-item', () => {
  it('gives one row of the list, only to its own company', async () => {
    const { id } = await create(owner, { name: '一行 確認' });
    const res = await t.app.inject({ url: `/api/talents/${id}/list-item`, headers: { cookie: owner } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: '一行 確認',
      status: 'talentRegistered',
      left: false,
      declined: false,
    });
    expect((await page(owner, { limit: 1 })).items[0]).toEqual(res.json());

    expect(
      (await t.app.inject({ url: `/api/talents/${id}/list-item`, headers: { cookie: light } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/talents/${id}/list-item`, headers: { cookie: admin } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/talents/${id}/list-item` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/talents/nope/list-item', headers: { cookie: owner } })).statusCode,
    ).toBe(400);
    await t.app.inject({ method: 'DELETE', url: `/api/talents/${id}`, headers: { cookie: owner } });
    expect(
      (await t.app.inject({ url: `/api/talents/${id}/list-item`, headers: { cookie: owner } })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/dev/talents/bulk', () => {
  it('refuses an unknown user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/talents/bulk',
      payload: { email: 'nobody@example.jp', count: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});
