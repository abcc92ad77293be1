/**
 * 入金消込 and receipts (領収書): a payment received against an invoice (by the operator, partial allowed) or a
 * card charge the batch result reports paid; each issues a receipt with its own number (RCP-YYYYMM-00001) naming the
 * invoice, its PDF rendered once and stored with its SHA-256.
 */
import { invoiceStatus, RECEIPT_NUMBER_PREFIX, taxOfIncluded, tokyoDate } from '@refcheck/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { invoicePayments, invoices, receipts } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { renderPdf } from '../../platform/pdf/index.ts';
import { type IssueDeps, nextNumber, sha256 } from './issue.ts';
import type { renderReceiptPdf } from './pdf.ts';

export interface PaymentInput {
  receivedOn: string;
  amount: number;
  method: 'transfer' | 'card';
  /** Card batch: file hash and order, so a result read twice records nothing new. */
  sourceKey?: string;
  recordedBy?: string;
}

export const todayInTokyo = (now: Date) => {
  const t = tokyoDate(now);
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
};

/** Records a payment and issues its receipt; null when the source key was recorded before. */
export async function recordPayment(deps: IssueDeps, invoiceId: string, input: PaymentInput, now: Date) {
  return deps.db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw new HttpProblem(404, 'invoiceNotFound', 'invoice not found');
    if (invoice.supersededBy) throw new HttpProblem(409, 'alreadySuperseded', 'invoice superseded');
    const remaining = invoice.total - invoice.paidAmount;
    if (input.amount > remaining) throw new HttpProblem(400, 'paymentTooLarge', 'amount exceeds the balance');
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId,
        receivedOn: input.receivedOn,
        amount: input.amount,
        method: input.method,
        sourceKey: input.sourceKey ?? null,
        recordedBy: input.recordedBy ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: invoicePayments.id });
    if (!payment) return null;
    const paidAmount = invoice.paidAmount + input.amount;
    // The receipts of an invoice add up to its tax: the last one takes what the earlier ones left.
    let tax10 = Math.min(taxOfIncluded(input.amount), invoice.tax10);
    if (paidAmount === invoice.total) {
      const [earlier] = await tx
        .select({ tax: sql<number>`coalesce(sum(${receipts.tax10}), 0)::int` })
        .from(receipts)
        .where(eq(receipts.invoiceId, invoiceId));
      tax10 = invoice.tax10 - Number(earlier?.tax ?? 0);
    }
    const number = await nextNumber(tx, RECEIPT_NUMBER_PREFIX, now);
    // What the receipt says: its PDF and its row.
    const receipt = {
      number,
      issuedAt: now,
      issuer: invoice.issuer,
      recipientName: invoice.recipientName,
      amount: input.amount,
      tax10,
      receivedOn: input.receivedOn,
      method: input.method,
    };
    // Rendered in the PDF worker (platform/pdf), off the server's thread.
    const pdf = await renderPdf('receipt', [
      { ...receipt, invoiceNumber: invoice.number },
    ] satisfies Parameters<typeof renderReceiptPdf>);
    const pdfKey = `receipts/${invoice.billedMonth}/${number}.pdf`;
    await tx.insert(receipts).values({
      ...receipt,
      paymentId: payment.id,
      invoiceId,
      companyId: invoice.companyId,
      pdfKey,
      pdfSha256: sha256(pdf),
    });
    await tx
      .update(invoices)
      .set({ paidAmount, paidAt: paidAmount === invoice.total ? now : null })
      .where(eq(invoices.id, invoiceId));
    await deps.storage.put(pdfKey, pdf, 'application/pdf');
    return {
      receiptNumber: number,
      paidAmount,
      status: invoiceStatus({ total: invoice.total, paidAmount, supersededBy: null }),
    };
  });
}

/**
 * The card batch's paid rows: each order's current invoice (its correction when corrected) is paid in full and
 * gets a receipt, once per result file and order. Returns the receipts issued.
 */
export async function recordCardPayments(
  deps: IssueDeps,
  paid: { orderId: string; memberId: string }[],
  fileHash: string,
  now: Date,
): Promise<number> {
  let issued = 0;
  for (const row of paid) {
    // Without an order ID (the column is optional), the member's latest unpaid card invoice.
    const [invoice] = await deps.db
      .select({
        id: invoices.id,
        number: invoices.number,
        total: invoices.total,
        paidAmount: invoices.paidAmount,
      })
      .from(invoices)
      .where(
        and(
          eq(sql`${invoices.companyId}::text`, row.memberId.toLowerCase()),
          isNull(invoices.supersededBy),
          row.orderId
            ? eq(invoices.orderId, row.orderId)
            : and(eq(invoices.paymentMethod, 'card'), lt(invoices.paidAmount, invoices.total)),
        ),
      )
      .orderBy(desc(invoices.billedMonth), desc(invoices.issuedAt))
      .limit(1);
    if (!invoice || invoice.paidAmount >= invoice.total) continue;
    const done = await recordPayment(
      deps,
      invoice.id,
      {
        receivedOn: todayInTokyo(now),
        amount: invoice.total - invoice.paidAmount,
        method: 'card',
        sourceKey: `card:${fileHash}:${row.orderId || invoice.number}`,
      },
      now,
    );
    if (done) issued++;
  }
  return issued;
}
