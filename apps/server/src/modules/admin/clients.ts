/**
 * The operator's client list: every client company (the operator's own excluded), searched, filtered, sorted
 * and paginated in the database, so 5,000 clients cost one page of rows. Sub-account and this month's candidate
 * counts are computed for the page's rows only.
 */
import {
  type ClientListQuery,
  cardStatusOf,
  isOnTrial,
  planStatusOf,
  startOfTokyoMonth,
  tokyoDate,
  trialDaysLeft,
} from '@refcheck/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, invoices } from '../../db/schema/index.ts';

function filterCondition(filter: ClientListQuery['filter']): SQL | undefined {
  switch (filter) {
    case 'unverified':
      return and(isNull(companies.verifiedAt), isNull(companies.deletedAt));
    case 'verified':
      return isNotNull(companies.verifiedAt);
    case 'orderingStandard':
      return and(eq(companies.selectedPlan, 'STANDARD'), eq(companies.allowedPlan, 'LIGHT'));
    case 'standard':
      return eq(companies.allowedPlan, 'STANDARD');
    case 'light':
      return eq(companies.allowedPlan, 'LIGHT');
    case 'banned':
      return and(isNotNull(companies.bannedAt), isNull(companies.deletedAt));
    case 'deleted':
      return isNotNull(companies.deletedAt);
    default:
      return undefined;
  }
}

function orderBy(sort: ClientListQuery['sort']): SQL[] {
  switch (sort) {
    case 'createdAsc':
      return [asc(companies.createdAt), asc(companies.id)];
    case 'createdDesc':
      return [desc(companies.createdAt), asc(companies.id)];
    case 'name':
      return [asc(companies.name), asc(companies.id)];
    default:
      return [sql`(${companies.verifiedAt} is not null)`, desc(companies.createdAt), asc(companies.id)];
  }
}

/** `%`, `_` and `\` of a search term are matched literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The client search: one of the name, staff name, email, UID and RISK EYES ID containing `q`, any case — the indexed
 * expression of companies_search_trgm_idx (migration 0039), exactly. A line break (the fields' separator there) would
 * match across fields: a single-line search field has none, so it is read as a space.
 */
export function clientSearch(q: string): SQL {
  const pattern = likePattern(q.replace(/[\r\n]+/g, ' '));
  return sql`(lower(${companies.name}) || E'\\n' || lower(${companies.staffName}) || E'\\n' || lower(${companies.email}) || E'\\n' || lower(${companies.uid}) || E'\\n' || lower(coalesce(${companies.riskEyesId}, ''))) like lower(${pattern})`;
}

export async function listClients(db: Db, query: ClientListQuery, now = new Date(), onlyId?: string) {
  const conditions: (SQL | undefined)[] = [
    eq(companies.isOperator, false),
    filterCondition(query.filter),
    onlyId ? eq(companies.id, onlyId) : undefined,
  ];
  if (query.q) conditions.push(clientSearch(query.q));
  const where = and(...conditions);
  const { year, month } = tokyoDate(now);
  const monthStart = startOfTokyoMonth(year, month);
  const day = tokyoDate(now);
  const today = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        company: companies,
        // Written with their table names: in a one-table select drizzle renders a selected SQL's columns without
        // them, and `company_id = id` inside the subquery compared the sub-account's (or candidate's) own id — always
        // 0, and a whole scan of talents per company row.
        subAccountCount: sql<number>`(select count(*)::int from sub_accounts s where s.company_id = "companies"."id")`,
        candidatesThisMonth: sql<number>`(select count(*)::int from talents t where t.company_id = "companies"."id" and t.created_at >= ${monthStart.toISOString()}::timestamptz and t.deleted_at is null)`,
      })
      .from(companies)
      .where(where)
      .orderBy(...orderBy(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  // Overdue invoices (issue 35) of the page's companies: unpaid, not superseded, due before today (Tokyo).
  const ids = rows.map((r) => r.company.id);
  const overdue = ids.length
    ? await db
        .select({ companyId: invoices.companyId, n: count() })
        .from(invoices)
        .where(
          and(
            inArray(invoices.companyId, ids),
            isNull(invoices.supersededBy),
            lt(invoices.paidAmount, invoices.total),
            lt(invoices.dueDate, today),
          ),
        )
        .groupBy(invoices.companyId)
    : [];
  const overdueOf = new Map(overdue.map((o) => [o.companyId, Number(o.n)]));
  return {
    items: rows.map(({ company: c, subAccountCount, candidatesThisMonth }) => {
      const planStatus = planStatusOf(c);
      return {
        id: c.id,
        uid: c.uid,
        name: c.name,
        staffName: c.staffName,
        email: c.email,
        createdAt: c.createdAt,
        selectedPlan: c.selectedPlan,
        allowedPlan: c.allowedPlan,
        planStatus,
        verifiedAt: c.verifiedAt,
        bannedAt: c.bannedAt,
        deletedAt: c.deletedAt,
        riskEyesId: c.riskEyesId,
        sonar: c.sonar,
        cardValid: c.cardValid,
        cardStatus: cardStatusOf(c, now).status,
        maskedCardNo: c.maskedCardNo,
        paymentMethod: c.paymentMethod,
        onTrial: isOnTrial({ createdAt: c.createdAt, cardValid: c.cardValid, planStatus }, now),
        trialDaysLeft: trialDaysLeft(c.createdAt, now),
        subAccountCount: Number(subAccountCount),
        candidatesThisMonth: Number(candidatesThisMonth),
        overdueInvoices: overdueOf.get(c.id) ?? 0,
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One client as the list shows it, or null (unknown id or the operator's own company). */
export async function getClient(db: Db, id: string, now = new Date()) {
  const { items } = await listClients(
    db,
    { filter: 'all', sort: 'createdAsc', page: 1, pageSize: 1 },
    now,
    id,
  );
  return items[0] ?? null;
}
