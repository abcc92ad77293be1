/**
 * The billing tests' calendar (Tokyo time, fixed when the test file loads), the export as the operator's machine
 * reads it, and billed companies of their own.
 */
import { execFileSync } from 'node:child_process';
import { addTokyoMonths, tokyoDate, tokyoMidnight, yyyymm } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/index.ts';
import { atEffectiveTime } from '../../src/modules/admin/billing-state.ts';
import { InvoiceService } from '../../src/modules/invoices/index.ts';
import { createCompany } from '../../src/modules/seed/demo.ts';
import type { TestApp } from '../helpers.ts';

export const DAY = 86_400_000;
/** The 1st of this month, of last month (the month billed) and of the month before. */
export const today = { ...tokyoDate(new Date()), day: 1 };
export const prev = addTokyoMonths(today, -1);
export const prev2 = addTokyoMonths(today, -2);
/** The month billed (last month) as YYYYMM. */
export const month = yyyymm(prev.year, prev.month);
/** 00:00 Tokyo on a day of last month, of the month before it, or of this month. */
export const lastMonthDay = (day: number) => tokyoMidnight(prev.year, prev.month, day);
export const twoMonthsAgoDay = (day: number) => tokyoMidnight(prev2.year, prev2.month, day);
export const thisMonthDay = (day: number) => tokyoMidnight(today.year, today.month, day);

/** An operator's change of one company's row (plan, ban, withdrawal, …) that takes effect at `at`. */
export const changeCompanyAt = (
  db: Db,
  at: Date,
  companyId: string,
  values: Partial<typeof companies.$inferInsert>,
) => atEffectiveTime(db, at, (tx) => tx.update(companies).set(values).where(eq(companies.id, companyId)));

/** The export as the operator's machine reads it: `iconv -f CP932`. */
export const decodeCp932 = (bytes: Buffer) =>
  execFileSync('iconv', ['-f', 'CP932', '-t', 'UTF-8'], { input: bytes }).toString('utf8');
/** A CSV file's records (CRLF lines, comma-separated fields; the export quotes nothing). */
export const csvRecords = (text: string) =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

/**
 * Makes companies of their own on LIGHT with a valid card, signed up 200 days ago and verified 190 days ago (any of it
 * overridden by `input`); `name` and `email` tell one test file's companies apart.
 */
export function billedCompanies(db: () => Db, tag: { name: string; email: string }) {
  let n = 0;
  return (input: Partial<Parameters<typeof createCompany>[1]> = {}) =>
    createCompany(db(), {
      name: `${tag.name}${++n}`,
      staffName: '請求 太郎',
      email: `${tag.email}-${n}-${Date.now()}@billing.test`,
      plan: 'LIGHT',
      createdAt: new Date(Date.now() - 200 * DAY),
      verifiedAt: new Date(Date.now() - 190 * DAY),
      cardValid: true,
      ...input,
    });
}

/** The app's invoice service with no billing rows of its own: the test issues the lines it wants. */
export function invoiceServiceOf(app: TestApp['app']) {
  const s = app.services;
  return new InvoiceService({
    db: s.database.db,
    storage: s.storage,
    outbox: s.outbox,
    publicUrl: s.config.publicUrl,
    billingRows: async () => [],
  });
}
