/**
 * The operator's client search (issue 39): one of five fields containing the text, any case, `%` and `_` literal,
 * never a match across two fields — through the one trigram index of migration 0039, whose expression the query
 * must repeat exactly for the planner to use it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index.ts';
import { clientSearch } from '../src/modules/admin/clients.ts';
import { createCompany } from '../src/modules/seed/demo.ts';
import type { TestApp } from './helpers.ts';
import { openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let admin: string;
let owner: string;
const tag = `s${Date.now().toString(36)}`;
beforeAll(async () => {
  ({ t, admin, owner } = await openDemoApp(['admin', 'owner']));
  const db = t.app.services.database.db;
  await createCompany(db, {
    name: `検索テスト株式会社 ${tag}`,
    staffName: 'Yamada Hanako',
    email: `Info+${tag}@Example.test`,
    plan: 'STANDARD',
    verifiedAt: new Date(),
    riskEyesId: `RE-${tag}-100%_A`,
  });
  await createCompany(db, {
    name: `別の会社 ${tag}`,
    staffName: 'Suzuki Jiro',
    email: `office-${tag}@sample.test`,
    plan: 'LIGHT',
    verifiedAt: null,
  });
});
afterAll(() => t.close());

const search = async (q: string, cookie = admin) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/companies?pageSize=100&q=${encodeURIComponent(q)}`,
    headers: { cookie },
  });
  return res;
};
const names = async (q: string) => {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { name: string }[]).map((c) => c.name).sort();
};
const first = `検索テスト株式会社 ${tag}`;
const second = `別の会社 ${tag}`;

describe('GET /api/admin/companies?q=', () => {
  it('matches each of the five fields, in any case', async () => {
    expect(await names('検索テスト')).toEqual([first]);
    expect(await names('yamada hanako')).toEqual([first]);
    expect(await names(`INFO+${tag}@EXAMPLE`)).toEqual([first]);
    expect(await names(`re-${tag}`)).toEqual([first]);
    expect(await names(tag)).toEqual([first, second].sort());
    // The UID the service gave the company.
    const [row] = (await search(`office-${tag}`)).json().items;
    expect(await names(row.uid.toLowerCase())).toEqual([second]);
    expect(await names(`nobody-${tag}`)).toEqual([]);
  });

  it('reads % and _ literally, and never matches across two fields', async () => {
    expect(await names(`${tag}-100%_a`)).toEqual([first]);
    expect(await names(`${tag}-100%`)).toEqual([first]);
    // `_` and `%` as wildcards would match these; literally they match nothing.
    expect(await names(`${tag}-1_0`)).toEqual([]);
    expect(await names(`re-%-100`)).toEqual([]);
    // The end of the staff name and the start of the email: adjacent in the indexed text, not in any one field.
    expect(await names('hanako info')).toEqual([]);
    expect(await names('hanako\ninfo')).toEqual([]);
    expect(await names(`Hanako\n`)).toEqual([first]);
  });

  it('refuses a search of over 200 characters, and a company user', async () => {
    const long = await search('x'.repeat(201));
    expect(long.statusCode).toBe(400);
    const forbidden = await search(tag, owner);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).not.toHaveProperty('items');
  });

  it('is served by the trigram index', async () => {
    const db = t.app.services.database;
    // The service's own condition, explained with scans by table ruled out: the index is used only if the query's
    // expression is the index's.
    const plan = await db.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: companies.id }).from(companies).where(clientSearch(tag));
      const explained = await tx.execute(sql`explain ${query}`);
      return JSON.stringify((explained as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('companies_search_trgm_idx');
  });
});
