/**
 * The dashboard's candidate list at a real customer's size: one page at a time by keyset on
 * (company_id, created_at, id) (index talents_company_created_idx), partial-match search on name and email served
 * by one trigram index over the lower-cased name and email (pg_trgm, migration talent_search_one_index), and the
 * counts by status in one GROUP BY.
 * Every query is scoped by the company id of the session.
 */
import {
  decodeTalentCursor,
  encodeTalentCursor,
  isLeft,
  TALENT_STATUSES,
  type TalentListQuery,
  type TalentStatus,
  talentSearchPattern,
} from '@refcheck/domain';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { talents } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import type { CompanyCache } from './company-cache.ts';

/** The registration time in microseconds, exactly as stored (a JavaScript Date keeps only milliseconds). */
const createdAtMicros = sql<string>`(extract(epoch from ${talents.createdAt}) * 1000000)::bigint::text`;

/**
 * The candidates' keyset, newest first on (created_at, id): the cursor column to select and the condition of the
 * rows after a cursor. Shared by the dashboard's list and the public API's (modules/public-api).
 */
export const talentKeyset = {
  createdAtMicros,
  after: (cursor: { createdAtMicros: string; id: string }) =>
    sql`(${talents.createdAt}, ${talents.id}) < (timestamptz 'epoch' + ${cursor.createdAtMicros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
};

const listColumns = {
  id: talents.id,
  name: talents.name,
  email: talents.email,
  status: talents.status,
  deadline: talents.deadline,
  createdAt: talents.createdAt,
  declinedAt: talents.declinedAt,
};

type ListRow = { [K in keyof typeof listColumns]: (typeof talents.$inferSelect)[K] };

function toItem(row: ListRow, now: Date) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    deadline: row.deadline,
    createdAt: row.createdAt,
    left: isLeft(row, now),
    declined: row.declinedAt !== null,
  };
}

export type TalentListItem = ReturnType<typeof toItem>;

export interface TalentCounts {
  total: number;
  byStatus: Record<TalentStatus, number>;
}

export interface TalentPage {
  items: TalentListItem[];
  nextCursor: string | null;
  /** Only on the first page (no cursor): how many candidates match, in all and by status. */
  counts: TalentCounts | null;
}

function matching(companyId: string, search: string | undefined): SQL {
  const conditions = [ofCompany(talents, companyId), isNull(talents.deletedAt)];
  const pattern = talentSearchPattern(search);
  // The indexed expression of talents_search_trgm_idx, exactly: name or email containing the text, any case.
  if (pattern)
    conditions.push(sql`(lower(${talents.name}) || ' ' || lower(${talents.email})) like lower(${pattern})`);
  return and(...conditions)!;
}

export async function listTalentPage(
  db: Db,
  companyId: string,
  query: TalentListQuery,
  cache?: CompanyCache,
): Promise<TalentPage> {
  const where = [matching(companyId, query.search)];
  const cursor = query.cursor ? decodeTalentCursor(query.cursor) : null;
  if (cursor) {
    where.push(talentKeyset.after(cursor));
  }
  const [rows, counts] = await Promise.all([
    db
      .select({ ...listColumns, micros: createdAtMicros })
      .from(talents)
      .where(and(...where))
      .orderBy(desc(talents.createdAt), desc(talents.id))
      .limit(query.limit + 1),
    cursor
      ? null
      : cache
        ? cache.get(companyId, `counts\n${query.search?.trim() ?? ''}`, () =>
            countTalents(db, companyId, query.search),
          )
        : countTalents(db, companyId, query.search),
  ]);
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const last = page.at(-1);
  const now = new Date();
  return {
    items: page.map((row) => toItem(row, now)),
    nextCursor: more && last ? encodeTalentCursor({ createdAtMicros: last.micros, id: last.id }) : null,
    counts,
  };
}

/** How many candidates match the search, in all and by status: one GROUP BY, no rows sent. */
export async function countTalents(db: Db, companyId: string, search?: string): Promise<TalentCounts> {
  const rows = await db
    .select({ status: talents.status, n: count() })
    .from(talents)
    .where(matching(companyId, search))
    .groupBy(talents.status);
  const byStatus = Object.fromEntries(TALENT_STATUSES.map((s) => [s, 0])) as Record<TalentStatus, number>;
  let total = 0;
  for (const row of rows) {
    byStatus[row.status] = Number(row.n);
    total += Number(row.n);
  }
  return { total, byStatus };
}

/** One row of the list, for a live update to patch the pages a browser holds; 404 when gone or not ours. */
export async function talentListItem(db: Db, companyId: string, talentId: string): Promise<TalentListItem> {
  const [row] = await db
    .select(listColumns)
    .from(talents)
    .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
  if (!row) throw notFound();
  return toItem(row, new Date());
}
