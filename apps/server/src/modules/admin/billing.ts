/**
 * Billing: the monthly billing CSV (domain rules `billingRows`, `encodeBillingCsv`) and the RISK EYES usage
 * upload (domain `parseRiskEyesCsv`), whose sums feed the export's risk-check lines.
 */
import {
  addTokyoMonths,
  type BillingCompany,
  billingRows,
  parseRiskEyesCsv,
  planStatusOf,
  type RiskCsvError,
  startOfTokyoMonth,
  tokyoDate,
  yyyymm,
} from '@refcheck/domain';
import { count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminConfig, companies, riskBillingRecords, subAccounts } from '../../db/schema/index.ts';

/** How many billed months the export offers: the last 12, ending with last month. */
export const EXPORT_MONTHS = 12;

/** The months the export offers, newest first: last month and the 11 before it (Asia/Tokyo). */
export function exportMonths(now: Date): string[] {
  const today = { ...tokyoDate(now), day: 1 };
  return Array.from({ length: EXPORT_MONTHS }, (_, i) => {
    const { year, month } = addTokyoMonths(today, -(i + 1));
    return yyyymm(year, month);
  });
}

/** The instant the export for a billed month is computed at: 00:00 Tokyo on the 1st of the next month. */
export function billingInstant(month: string): Date {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(4));
  return startOfTokyoMonth(m === 12 ? year + 1 : year, m === 12 ? 1 : m + 1);
}

/** The export's rows for a billed month, as of the 1st of the month after it. */
export async function billingExport(db: Db, month: string) {
  const asOf = billingInstant(month);
  const rows = await db
    .select({
      company: companies,
      subAccounts: sql<number>`(select count(*)::int from ${subAccounts} where ${subAccounts.companyId} = ${companies.id} and ${subAccounts.bannedAt} is null and ${subAccounts.createdAt} < ${asOf.toISOString()}::timestamptz)`,
    })
    .from(companies)
    .where(lt(companies.createdAt, asOf))
    .orderBy(companies.createdAt, companies.id);
  const billing: BillingCompany[] = rows.map(({ company: c, subAccounts: n }) => ({
    id: c.id,
    uid: c.uid,
    name: c.name,
    planStatus: planStatusOf(c),
    // A company verified after the billed month counts as unverified for it.
    verifiedAt: c.verifiedAt && c.verifiedAt < asOf ? c.verifiedAt : null,
    bannedAt: c.bannedAt,
    deletedAt: c.deletedAt,
    isOwnCompany: c.isOperator,
    sonar: c.sonar,
    subAccounts: Number(n),
    riskEyesId: c.riskEyesId,
  }));
  const usage = await db
    .select({ userId: riskBillingRecords.userId, amount: riskBillingRecords.amount })
    .from(riskBillingRecords)
    .where(eq(riskBillingRecords.yyyymm, month));
  const riskUsage = Object.fromEntries(usage.map((u) => [u.userId, u.amount]));
  const [config] = await db.select({ shopId: adminConfig.shopId }).from(adminConfig).limit(1);
  return billingRows({ companies: billing, riskUsage, shopId: config?.shopId ?? '', now: asOf });
}

export type RiskUploadResult =
  | { ok: true; month: string; users: { userId: string; amount: number }[]; rows: number; total: number }
  | { ok: false; errors: RiskCsvError[] };

/** Parses an uploaded usage file: its per-user sums, sorted by user ID. Changes nothing. */
export function readRiskUsage(month: string, bytes: Uint8Array): RiskUploadResult {
  const parsed = parseRiskEyesCsv(bytes);
  if (!parsed.ok) return parsed;
  const users = Object.entries(parsed.amounts)
    .map(([userId, amount]) => ({ userId, amount }))
    .sort((a, b) => a.userId.localeCompare(b.userId));
  return { ok: true, month, users, rows: parsed.rows, total: users.reduce((sum, u) => sum + u.amount, 0) };
}

/** Stores a month's sums, replacing any earlier upload of that month, in one transaction. */
export async function storeRiskUsage(db: Db, month: string, users: { userId: string; amount: number }[]) {
  const uploadedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(riskBillingRecords).where(eq(riskBillingRecords.yyyymm, month));
    if (users.length > 0) {
      await tx.insert(riskBillingRecords).values(users.map((u) => ({ yyyymm: month, ...u, uploadedAt })));
    }
  });
  return uploadedAt;
}

/** Months already uploaded (newest first) with their user count, total and upload time. */
export async function uploadedRiskMonths(db: Db) {
  const rows = await db
    .select({
      month: riskBillingRecords.yyyymm,
      users: count(),
      total: sql<number>`sum(${riskBillingRecords.amount})::int`,
      uploadedAt: sql<Date>`max(${riskBillingRecords.uploadedAt})`,
    })
    .from(riskBillingRecords)
    .groupBy(riskBillingRecords.yyyymm)
    .orderBy(desc(riskBillingRecords.yyyymm))
    .limit(24);
  return rows.map((r) => ({ ...r, total: Number(r.total), uploadedAt: new Date(r.uploadedAt) }));
}
