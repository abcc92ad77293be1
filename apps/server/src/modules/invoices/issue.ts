/**
 * Issuing documents: the gapless counter, the issuer, one invoice (number, PDF rendered once and stored with its
 * SHA-256, lines, the mail to the main account) in one transaction. A rollback gives the number back; the PDF file
 * of a rolled-back issue is left unreferenced under its own key (never served).
 */
import { createHash } from 'node:crypto';
import {
  type BillingLine,
  documentNumber,
  documentSeries,
  INVOICE_NUMBER_PREFIX,
  type InvoiceContent,
} from '@refcheck/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  companies,
  documentCounters,
  type IssuerSnapshot,
  invoiceIssuer,
  invoiceLines,
  invoices,
} from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/files/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { renderPdf } from '../../platform/pdf/index.ts';
import type { renderInvoicePdf } from './pdf.ts';

/** The next number of a series, in the caller's transaction (the counter row stays locked until it commits). */
export async function nextNumber(tx: Tx, prefix: string, at: Date): Promise<string> {
  const series = documentSeries(prefix, at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, lastValue: 1 })
    .onConflictDoUpdate({
      target: documentCounters.series,
      set: { lastValue: sql`${documentCounters.lastValue} + 1` },
    })
    .returning({ value: documentCounters.lastValue });
  return documentNumber(prefix, at, row!.value);
}

export async function readIssuer(db: Pick<Db, 'select'>): Promise<IssuerSnapshot | null> {
  const [row] = await db.select().from(invoiceIssuer).where(eq(invoiceIssuer.id, 1));
  if (!row) return null;
  const { legalName, address, phone, registrationNumber, bankAccount } = row;
  return { legalName, address, phone, registrationNumber, bankAccount };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface IssueDeps {
  db: Db;
  storage: FileStorage;
  outbox: Outbox;
  publicUrl: string;
}

/** Thrown inside the issuing transaction to roll it back (and give the number back): already issued. */
export class AlreadyIssued extends Error {}

/**
 * Issues one invoice; returns its id, or null when the company's monthly invoice of that month exists already
 * (another instance issued it first). `corrects`: the invoice this one supersedes (修正した適格請求書).
 */
export async function issueInvoice(
  deps: IssueDeps,
  issuer: IssuerSnapshot,
  content: InvoiceContent,
  now: Date,
  corrects?: { id: string; number: string },
): Promise<{ id: string; number: string } | null> {
  const [company] = await deps.db
    .select({
      email: companies.email,
      staffName: companies.staffName,
      name: companies.name,
      displayName: companies.displayName,
      maskedCardNo: companies.maskedCardNo,
    })
    .from(companies)
    .where(eq(companies.id, content.companyId));
  const cardMask =
    content.paymentMethod === 'card' && company?.maskedCardNo
      ? `****${company.maskedCardNo.slice(-4)}`
      : null;
  let messageId: string | null = null;
  try {
    const issued = await deps.db.transaction(async (tx) => {
      const number = await nextNumber(tx, INVOICE_NUMBER_PREFIX, now);
      // Rendered in the PDF worker (platform/pdf), off the server's thread.
      const pdf = await renderPdf('invoice', [
        {
          number,
          kind: corrects ? 'correction' : 'monthly',
          correctsNumber: corrects?.number ?? null,
          issuedAt: now,
          issuer,
          recipientName: content.recipientName,
          billedMonth: content.billedMonth,
          lines: content.lines,
          subject10: content.subject10,
          tax10: content.tax10,
          total: content.total,
          paymentMethod: content.paymentMethod,
          cardMask,
          dueDate: content.dueDate,
          note: content.note,
        },
      ] satisfies Parameters<typeof renderInvoicePdf>);
      const pdfKey = `invoices/${content.billedMonth}/${number}.pdf`;
      // What was paid against the invoice being corrected counts for its correction (up to the new total; an excess
      // is refunded outside the product, docs/decisions.md). Read under a row lock: no payment slips in between.
      const [paidBefore] = corrects
        ? await tx
            .select({ paidAmount: invoices.paidAmount, paidAt: invoices.paidAt })
            .from(invoices)
            .where(eq(invoices.id, corrects.id))
            .for('update')
        : [];
      const carried = Math.min(paidBefore?.paidAmount ?? 0, content.total);
      const [row] = await tx
        .insert(invoices)
        .values({
          number,
          kind: corrects ? 'correction' : 'monthly',
          correctsId: corrects?.id ?? null,
          companyId: content.companyId,
          billedMonth: content.billedMonth,
          orderId: content.orderId,
          issuedAt: now,
          issuer,
          recipientName: content.recipientName,
          paymentMethod: content.paymentMethod,
          cardMask,
          subject10: content.subject10,
          tax10: content.tax10,
          total: content.total,
          dueDate: content.dueDate,
          note: content.note,
          pdfKey,
          pdfSha256: sha256(pdf),
          paidAmount: carried,
          paidAt: carried > 0 ? (paidBefore?.paidAt ?? null) : null,
        })
        .onConflictDoNothing()
        .returning({ id: invoices.id });
      if (!row) throw new AlreadyIssued();
      await tx.insert(invoiceLines).values(
        content.lines.map((l: BillingLine, i) => ({
          invoiceId: row.id,
          position: i + 1,
          kind: l.kind,
          label: l.label,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          amount: l.amount,
        })),
      );
      if (corrects) {
        await tx
          .update(invoices)
          .set({ supersededBy: row.id, supersededAt: now })
          .where(eq(invoices.id, corrects.id));
      }
      await deps.storage.put(pdfKey, pdf, 'application/pdf');
      if (company) {
        const mail = await deps.outbox.prepareMail(
          'companyInvoiceIssued',
          {
            to: company.email,
            companyId: content.companyId,
            data: {
              companyName: company.displayName || company.name,
              staffName: company.staffName,
              month: content.billedMonth,
              number,
              total: content.total,
              dueDate: content.dueDate,
              invoicesUrl: `${deps.publicUrl}/config/invoices`,
            },
          },
          tx,
        );
        messageId = await deps.outbox.record(mail, tx);
      }
      return { id: row.id, number };
    });
    if (messageId) await deps.outbox.queue(messageId);
    return issued;
  } catch (error) {
    if (error instanceof AlreadyIssued) return null;
    throw error;
  }
}
