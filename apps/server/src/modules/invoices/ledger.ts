/**
 * The operator's invoice ledger (電子帳簿保存法's search requirements: issue-date range, amount range,
 * counterparty, alone or combined), its CSV export, and the month view (billed, paid, unpaid, overdue: plan ×
 * payment method, with both margins). Paginated and filtered in the database (indexes on issued_at and total).
 */
import {
  formatCsv,
  type InvoiceLedgerQuery,
  invoiceStatus,
  isOverdue,
  LEDGER_PAGE_SIZE,
  startOfTokyoMonth,
  tokyoMidnight,
} from '@refcheck/domain';
import { and, asc, count, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';

type Query = {
  issuedFrom?: string;
  issuedTo?: string;
  amountMin?: number;
  amountMax?: number;
  counterparty?: string;
  page: number;
};

const dayStart = (iso: string) =>
  tokyoMidnight(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8)));

function conditions(q: Query): SQL | undefined {
  const c: SQL[] = [];
  if (q.issuedFrom) c.push(gte(invoices.issuedAt, dayStart(q.issuedFrom)));
  if (q.issuedTo) {
    const to = dayStart(q.issuedTo);
    c.push(lt(invoices.issuedAt, new Date(to.getTime() + 86_400_000)));
  }
  if (q.amountMin !== undefined) c.push(gte(invoices.total, q.amountMin));
  if (q.amountMax !== undefined) c.push(lte(invoices.total, q.amountMax));
  if (q.counterparty) {
    const like = `%${q.counterparty.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    c.push(ilike(invoices.recipientName, like));
  }
  return c.length ? and(...c) : undefined;
}

const original = alias(invoices, 'original');

async function select(db: Db, q: Query, limit: number | null, now: Date) {
  const where = conditions(q);
  const base = db
    .select({ invoice: invoices, correctsNumber: original.number })
    .from(invoices)
    .leftJoin(original, eq(original.id, invoices.correctsId))
    .where(where)
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const rows = limit === null ? await base : await base.limit(limit).offset((q.page - 1) * limit);
  return rows.map(({ invoice: r, correctsNumber }) => {
    const status = invoiceStatus(r);
    return {
      id: r.id,
      number: r.number,
      kind: r.kind,
      correctsNumber,
      issuedAt: r.issuedAt,
      companyId: r.companyId,
      recipientName: r.recipientName,
      billedMonth: r.billedMonth,
      subject10: r.subject10,
      tax10: r.tax10,
      total: r.total,
      paymentMethod: r.paymentMethod,
      dueDate: r.dueDate,
      paidAmount: r.paidAmount,
      status,
      overdue: status === 'unpaid' && isOverdue(r.dueDate, false, now),
      pdfSha256: r.pdfSha256,
    };
  });
}

export async function searchLedger(db: Db, q: Query, now: Date) {
  const [total] = await db.select({ n: count() }).from(invoices).where(conditions(q));
  return {
    items: await select(db, q, LEDGER_PAGE_SIZE, now),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: LEDGER_PAGE_SIZE,
  };
}

export const LEDGER_CSV_HEADER = [
  '請求書番号',
  '種別',
  '訂正元',
  '発行日時',
  '取引先',
  '会員ID',
  '対象月',
  '10%対象',
  '消費税',
  '合計',
  '支払方法',
  '支払期限',
  '入金額',
  '状態',
  'SHA-256',
] as const;

/** Every matching row as CSV (UTF-8 with BOM for spreadsheet software), oldest first. */
export async function ledgerCsv(db: Db, q: InvoiceLedgerQuery, now: Date) {
  const rows = await select(db, q, null, now);
  const statusJp = { unpaid: '未払い', paid: '支払済', corrected: '訂正済' } as const;
  const text = formatCsv([
    LEDGER_CSV_HEADER,
    ...rows.map((r) => [
      r.number,
      r.kind === 'correction' ? '修正' : '月次',
      r.correctsNumber ?? '',
      r.issuedAt.toISOString(),
      r.recipientName,
      r.companyId,
      r.billedMonth,
      String(r.subject10),
      String(r.tax10),
      String(r.total),
      r.paymentMethod === 'card' ? 'カード' : '請求書払い',
      r.dueDate ?? '',
      String(r.paidAmount),
      r.overdue ? '期限超過' : statusJp[r.status],
      r.pdfSha256,
    ]),
  ]);
  return `\uFEFF${text}`;
}

type Bucket = { count: number; amount: number };
type Summary = { billed: Bucket; paid: Bucket; unpaid: Bucket; overdue: Bucket };
const empty = (): Summary => ({
  billed: { count: 0, amount: 0 },
  paid: { count: 0, amount: 0 },
  unpaid: { count: 0, amount: 0 },
  overdue: { count: 0, amount: 0 },
});

/** The month view of a billed month: the invoices in force (corrections replace their originals). */
export async function monthView(db: Db, month: string, now: Date) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.billedMonth, month))
    .orderBy(asc(invoices.issuedAt));
  const current = rows.filter((r) => !r.supersededBy);
  const plans = current.length
    ? await db
        .select({
          invoiceId: invoiceLines.invoiceId,
          unitPrice: invoiceLines.unitPrice,
          label: invoiceLines.label,
        })
        .from(invoiceLines)
        .where(
          and(
            inArray(
              invoiceLines.invoiceId,
              current.map((r) => r.id),
            ),
            eq(invoiceLines.position, 1),
          ),
        )
    : [];
  const planOf = new Map(
    plans.map((p) => [p.invoiceId, p.label.includes('スタンダード') ? 'STANDARD' : 'LIGHT']),
  );
  const all = empty();
  const byPlan = new Map<string, Summary>();
  const byMethod = new Map<string, Summary>();
  const byCell = new Map<string, Summary>();
  const add = (s: Summary, r: (typeof current)[number]) => {
    const paid = r.paidAmount >= r.total;
    s.billed.count++;
    s.billed.amount += r.total;
    s.paid.amount += r.paidAmount;
    if (paid) s.paid.count++;
    else {
      s.unpaid.count++;
      s.unpaid.amount += r.total - r.paidAmount;
      if (isOverdue(r.dueDate, false, now)) {
        s.overdue.count++;
        s.overdue.amount += r.total - r.paidAmount;
      }
    }
  };
  for (const r of current) {
    add(all, r);
    const plan = planOf.get(r.id) ?? 'LIGHT';
    if (!byPlan.has(plan)) byPlan.set(plan, empty());
    add(byPlan.get(plan)!, r);
    if (!byMethod.has(r.paymentMethod)) byMethod.set(r.paymentMethod, empty());
    add(byMethod.get(r.paymentMethod)!, r);
    const cell = `${plan}:${r.paymentMethod}`;
    if (!byCell.has(cell)) byCell.set(cell, empty());
    add(byCell.get(cell)!, r);
  }
  return {
    month,
    all,
    byPlan: (['LIGHT', 'STANDARD'] as const).map((plan) => ({ plan, ...(byPlan.get(plan) ?? empty()) })),
    byMethod: (['card', 'invoice'] as const).map((paymentMethod) => ({
      paymentMethod,
      ...(byMethod.get(paymentMethod) ?? empty()),
    })),
    // The cross table: every plan × payment method (byPlan and byMethod are its margins, `all` its corner).
    byPlanAndMethod: (['LIGHT', 'STANDARD'] as const).flatMap((plan) =>
      (['card', 'invoice'] as const).map((paymentMethod) => ({
        plan,
        paymentMethod,
        ...(byCell.get(`${plan}:${paymentMethod}`) ?? empty()),
      })),
    ),
  };
}

/** The first instant of a billed month's next month (its invoices' earliest issue). */
export const issueInstant = (month: string) => {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(4));
  return startOfTokyoMonth(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1);
};
