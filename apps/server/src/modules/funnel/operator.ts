/**
 * The operator's funnel (issue 36): every company's funnel of a range and the per-company table, a page at a time in
 * the asked order. Every company's figures are one spanning read (FunnelService.split); operators asking for the
 * same range and filters while it is computed share it — the statement, the companies' names and figures, and each
 * asked order — so fifty requests at once cost one computation, not fifty (issue 39: at 5,000 companies each
 * request's names, figures and Japanese sort took tens of ms of the server's one thread). Nothing is kept after the
 * computation ends: a request that starts after a write always reads it.
 */
import type { FunnelQuery, OperatorFunnel, OperatorFunnelQuery } from '@refcheck/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { compareJapanese } from '../../lib/japanese-order.ts';
import type { FunnelService } from './service.ts';

type CompanyRow = OperatorFunnel['companies'][number];
type Sort = OperatorFunnelQuery['sort'];

/** One computation of every company's figures, and the orders asked of it so far. */
interface Board {
  summary: Omit<OperatorFunnel, 'companies' | 'total' | 'page' | 'limit'>;
  companies: CompanyRow[];
  orders: Map<string, CompanyRow[]>;
}

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** By name, then id: the table's tie-break and its name order. */
function byName(a: CompanyRow, b: CompanyRow) {
  return (
    compareJapanese(a.name, b.name) || (a.companyId < b.companyId ? -1 : a.companyId > b.companyId ? 1 : 0)
  );
}

/** The rows in the asked order, on the rounded figures the page shows; a company without a value last. */
export function ordered(companies: readonly CompanyRow[], sort: Sort, dir: 'asc' | 'desc'): CompanyRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...companies].sort((a, b) => {
    if (sort === 'name') return sign * byName(a, b);
    const x = a[sort];
    const y = b[sort];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

export class OperatorFunnelService {
  /** The computations under way, by range and filters. */
  private readonly inFlight = new Map<string, Promise<Board>>();

  constructor(
    private readonly db: Db,
    private readonly funnel: FunnelService,
  ) {}

  private async compute(q: FunnelQuery, now: Date): Promise<Board> {
    const { all, companies: groups } = await this.funnel.split(null, q, now);
    const names = new Map<string, string>();
    if (groups.length > 0) {
      // One parameter, an array literal of the ids (uuids from the database), rather than thousands of them.
      const ids = `{${groups.map((g) => g.company_id).join(',')}}`;
      const res = await this.db.execute(
        sql`SELECT id, coalesce(display_name, name) AS name FROM companies WHERE id = ANY(${ids}::uuid[])`,
      );
      for (const c of rowsOf<{ id: string; name: string }>(res)) names.set(c.id, c.name);
    }
    const companies = groups.map((g) => {
      const s = this.funnel.summary([g], g);
      return {
        companyId: g.company_id,
        name: names.get(g.company_id) ?? '',
        checks: s.checks,
        completionRateByDeadline: s.completionRateByDeadline,
        medianHours: s.medianHours,
      };
    });
    return { summary: this.funnel.summary(groups, all), companies, orders: new Map() };
  }

  /** Every company's rows of the range and filters: the computation under way for the same ones, or a new one. */
  private board(q: FunnelQuery, now: Date): Promise<Board> {
    const key = JSON.stringify([q.from, q.to, q.relationship ?? null, q.recruiter ?? null]);
    const running = this.inFlight.get(key);
    if (running) return running;
    const computed = this.compute(q, now).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computed);
    return computed;
  }

  /** Every company's funnel, and one page of the per-company table in the asked order. */
  async read(q: OperatorFunnelQuery, now: Date): Promise<OperatorFunnel> {
    const board = await this.board(q, now);
    const orderKey = `${q.sort} ${q.dir}`;
    let rows = board.orders.get(orderKey);
    if (!rows) {
      rows = ordered(board.companies, q.sort, q.dir);
      board.orders.set(orderKey, rows);
    }
    const start = (q.page - 1) * q.limit;
    return {
      ...board.summary,
      companies: rows.slice(start, start + q.limit),
      total: rows.length,
      page: q.page,
      limit: q.limit,
    };
  }
}
