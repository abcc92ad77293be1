/**
 * Demo invoices (issue 35): the demo standard company (株式会社アクメ) has the invoices of the last two closed months,
 * issued from their billing CSV rows, the older one paid by card (with its receipt), so a new user sees
 * 「請求書・領収書」 filled. The demo issuer is set when none is. Runs once, after the demo seed (server.ts).
 */
import {
  addTokyoMonths,
  billingRows,
  invoiceFromBillingRow,
  planStatusOf,
  tokyoDate,
  tokyoMidnight,
  yyyymm,
} from '@refcheck/domain';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, invoiceIssuer, invoices } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/files/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { billingExport } from '../admin/index.ts';
import { InvoiceService } from '../invoices/index.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

export const DEMO_ISSUER = {
  legalName: 'リファチェック株式会社（デモ）',
  address: '東京都千代田区丸の内1-1-1 丸の内デモビル10F',
  phone: '03-6555-0120',
  registrationNumber: 'T8010001213708',
  bankAccount: 'デモ銀行 本店営業部 普通 1234567 リファチェック（カ',
};

export async function seedDemoInvoices(
  deps: { db: Db; storage: FileStorage; outbox: Outbox; publicUrl: string },
  now = new Date(),
): Promise<number> {
  const { db } = deps;
  const [existing] = await db.select({ n: count() }).from(invoices);
  if ((existing?.n ?? 0) > 0) return 0;
  const [acme] = await db.select().from(companies).where(eq(companies.email, DEMO_ACCOUNTS.owner.email));
  if (!acme) return 0;
  await db
    .insert(invoiceIssuer)
    .values({ id: 1, ...DEMO_ISSUER })
    .onConflictDoNothing();
  const service = new InvoiceService({ ...deps, billingRows: async () => [] });
  const first = { ...tokyoDate(now), day: 1 };
  let issued = 0;
  for (const offset of [-2, -1]) {
    const m = addTokyoMonths(first, offset);
    const month = yyyymm(m.year, m.month);
    // Issued at 00:30 on the 1st after the month (as the monthly job would have).
    const next = addTokyoMonths(m, 1);
    const closedAt = tokyoMidnight(next.year, next.month, 1);
    // The demo company is a sonar (ATS) company, which the export leaves out: its demo invoices come from the
    // row the same domain rule (billingRows) gives it billed by card, so the page shows real figures.
    const row =
      (await billingExport(db, month, 'demo')).find((r) => r.memberId === acme.id) ??
      billingRows({
        companies: [
          {
            id: acme.id,
            uid: acme.uid,
            name: acme.name,
            createdAt: acme.createdAt,
            planStatus: planStatusOf(acme),
            verifiedAt: acme.verifiedAt,
            bannedAt: null,
            deletedAt: null,
            isOwnCompany: false,
            sonar: false,
            subAccounts: 1,
            riskEyesId: acme.riskEyesId,
            paymentMethod: 'card',
            downgrade: null,
          },
        ],
        riskUsage: {},
        shopId: 'demo',
        now: closedAt,
      })[0];
    if (!row) continue;
    const issuedAt = new Date(closedAt.getTime() + 30 * 60_000);
    const invoice = await service.issue(invoiceFromBillingRow(row, month), issuedAt);
    if (!invoice) continue;
    issued++;
    if (offset === -2) {
      const [done] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
      const paidOn = `${next.year}-${String(next.month).padStart(2, '0')}-05`;
      await service.recordPayment(
        invoice.id,
        { receivedOn: paidOn, amount: done!.total, method: 'card' },
        issuedAt,
      );
    }
  }
  return issued;
}
