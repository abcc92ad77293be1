/**
 * Billing: the monthly billing CSV (domain rules `billingRows`, `encodeBillingCsv`) and the RISK EYES usage
 * upload (domain `parseRiskEyesCsv`), whose sums feed the export's risk-check lines.
 */
import {
  addTokyoMonths,
  type BillingCompany,
  billingRows,
  parseRiskEyesCsv,
  type RiskCsvError,
  startOfTokyoMonth,
  tokyoDate,
  yyyymm,
} from '@refcheck/domain';
import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, messages, riskBillingRecords } from '../../db/schema/index.ts';
import { compareJapanese } from '../../lib/japanese-order.ts';
import { paymentShopId } from '../../platform/payments/index.ts';
import type { BillingNotices } from '../customer/index.ts';
import { type Actor, recordAudit } from './audit.ts';
import { companyStatesAt } from './billing-state.ts';
import { applyCardBatch, type CardBatchRead, readCardBatch } from './card-batch.ts';

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

/** The export's rows for a billed month, from each company's state at the month's end (company_state_history). */
export async function billingExport(db: Db, month: string, defaultShopId: string) {
  const asOf = billingInstant(month);
  const states = await companyStatesAt(db, asOf);
  const list = await db
    .select({ id: companies.id, uid: companies.uid, name: companies.name, createdAt: companies.createdAt })
    .from(companies)
    .where(and(lt(companies.createdAt, asOf), eq(companies.isOperator, false)))
    .orderBy(companies.createdAt, companies.id);
  const billing: BillingCompany[] = [];
  for (const c of list) {
    const state = states.get(c.id);
    if (!state) continue;
    billing.push({
      id: c.id,
      uid: c.uid,
      name: c.name,
      createdAt: c.createdAt,
      planStatus: state.planStatus,
      // A company verified after the billed month counts as unverified for it.
      verifiedAt: state.verifiedAt && state.verifiedAt < asOf ? state.verifiedAt : null,
      bannedAt: state.bannedAt,
      deletedAt: state.deletedAt,
      isOwnCompany: false,
      sonar: state.sonar,
      subAccounts: state.subAccounts,
      riskEyesId: state.riskEyesId,
      paymentMethod: state.paymentMethod,
      downgrade: state.downgrade,
    });
  }
  const usage = await db
    .select({ userId: riskBillingRecords.userId, amount: riskBillingRecords.amount })
    .from(riskBillingRecords)
    .where(eq(riskBillingRecords.yyyymm, month));
  const riskUsage = Object.fromEntries(usage.map((u) => [u.userId, u.amount]));
  const shopId = await paymentShopId(db, defaultShopId);
  return billingRows({ companies: billing, riskUsage, shopId, now: asOf });
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

/** The SMS a company causes with its SMS switch (issue 36): counted in the operator's usage. */
const COMPANY_SMS = { refereeReminderSms: 'reminders', refereeDeclinedSms: 'declineNotices' } as const;

/**
 * SMS per client company in a month (Asia/Tokyo), from the outbox: the kinds in COMPANY_SMS, failed ones left
 * out (never delivered, never charged); companies with none left out; most first.
 */
export async function smsUsage(db: Db, month: string) {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(4));
  const from = startOfTokyoMonth(year, m);
  const to = billingInstant(month);
  const rows = await db
    .select({
      companyId: messages.companyId,
      name: companies.name,
      template: messages.template,
      n: count(),
    })
    .from(messages)
    .innerJoin(companies, eq(companies.id, messages.companyId))
    .where(
      and(
        eq(messages.channel, 'sms'),
        inArray(messages.template, Object.keys(COMPANY_SMS)),
        ne(messages.status, 'failed'),
        gte(messages.createdAt, from),
        lt(messages.createdAt, to),
      ),
    )
    .groupBy(messages.companyId, companies.name, messages.template);
  const byCompany = new Map<
    string,
    { companyId: string; name: string; reminders: number; declineNotices: number; total: number }
  >();
  for (const r of rows) {
    const c = byCompany.get(r.companyId!) ?? {
      companyId: r.companyId!,
      name: r.name,
      reminders: 0,
      declineNotices: 0,
      total: 0,
    };
    c[COMPANY_SMS[r.template as keyof typeof COMPANY_SMS]] += Number(r.n);
    c.total += Number(r.n);
    byCompany.set(c.companyId, c);
  }
  const list = [...byCompany.values()].sort((a, b) => b.total - a.total || compareJapanese(a.name, b.name));
  return { month, companies: list, total: list.reduce((sum, c) => sum + c.total, 0) };
}

/**
 * The operator's billing page as a service: the month's export split by payment method, the card batch result
 * upload and the RISK EYES usage, each download and upload audited.
 */
export class BillingService {
  constructor(
    private readonly o: {
      db: Db;
      /** The provider's shop ID, used when the admin setting is blank (payments/shop-id.ts). */
      defaultShopId: string;
      notices: BillingNotices;
      /** Issues the receipts of the card charges a result file reports paid (modules/invoices). */
      cardPaid?: (
        paid: { orderId: string; memberId: string }[],
        fileHash: string,
        now: Date,
      ) => Promise<number>;
    },
  ) {}

  /** The billing CSV rows of a month (card and invoice companies), the invoices' one source of truth. */
  rowsOf(month: string) {
    return billingExport(this.o.db, month, this.o.defaultShopId);
  }

  /** The export's rows of a billed month: the card batch and the invoice companies. */
  async exportOf(month: string) {
    const rows = await billingExport(this.o.db, month, this.o.defaultShopId);
    return {
      card: rows.filter((r) => r.paymentMethod === 'card'),
      invoice: rows.filter((r) => r.paymentMethod === 'invoice'),
    };
  }

  uploadedRiskMonths() {
    return uploadedRiskMonths(this.o.db);
  }

  smsUsage(month: string) {
    return smsUsage(this.o.db, month);
  }

  storeRiskUsage(month: string, users: { userId: string; amount: number }[]) {
    return storeRiskUsage(this.o.db, month, users);
  }

  readCardResults(bytes: Uint8Array) {
    return readCardBatch(this.o.db, bytes);
  }

  /** Marks the declined members' cards invalid (mailing their main accounts); the count marked. */
  async applyCardResults(read: Extract<CardBatchRead, { ok: true }>, now: Date) {
    const marked = await applyCardBatch(this.o.db, this.o.notices, read, now);
    if (this.o.cardPaid) {
      const paid = read.rows.filter((r) => !r.declined && r.orderId);
      await this.o.cardPaid(paid, read.fileHash, now);
    }
    return marked;
  }

  audit(actor: Actor, action: string, target: string) {
    return recordAudit(this.o.db, actor, action, target);
  }
}
