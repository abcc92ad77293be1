/**
 * Invoices (issue 35) as a service: the issuer settings, the monthly issue from the billing CSV rows, corrections,
 * payments, the company's list and the stored PDFs. The ledger and month view: ledger.ts.
 */
import {
  type BillingCsvRow,
  type InvoiceContent,
  type InvoiceIssuer,
  type InvoiceLedgerQuery,
  invoiceDueDate,
  invoiceFromBillingRow,
  invoiceStatus,
  invoiceTotals,
} from '@refcheck/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, invoiceIssuer, invoiceLines, invoices, receipts } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { type IssueDeps, issueInvoice, readIssuer } from './issue.ts';
import { ledgerCsv, monthView, searchLedger } from './ledger.ts';
import { type PaymentInput, recordCardPayments, recordPayment } from './payments.ts';

export interface InvoiceServiceDeps extends IssueDeps {
  /** The billing CSV rows of a month (admin's export: the one source of truth). */
  billingRows: (month: string) => Promise<BillingCsvRow[]>;
}

export interface Actor {
  userId: string;
  ip: string;
}

export class InvoiceService {
  constructor(readonly deps: InvoiceServiceDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  audit(actor: Actor, action: string, target: string) {
    return this.db.insert(auditLog).values({ actorUserId: actor.userId, action, target, ip: actor.ip });
  }

  async issuer() {
    const [row] = await this.db.select().from(invoiceIssuer).where(eq(invoiceIssuer.id, 1));
    return row ?? null;
  }

  async setIssuer(input: InvoiceIssuer, actor: Actor) {
    const updatedAt = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .insert(invoiceIssuer)
        .values({ id: 1, ...input, updatedAt })
        .onConflictDoUpdate({ target: invoiceIssuer.id, set: { ...input, updatedAt } });
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        action: 'invoice-issuer',
        target: `issuer:${input.registrationNumber} ${input.legalName}`,
        ip: actor.ip,
      });
    });
    return this.issuer();
  }

  private async requireIssuer() {
    const issuer = await readIssuer(this.db);
    if (!issuer) throw new HttpProblem(409, 'issuerNotSet', 'issuer not set');
    return issuer;
  }

  /**
   * Issues the month's invoices from its billing CSV rows: one per billed company, those issued before skipped.
   * Idempotent (and safe across instances: the monthly unique index).
   */
  async issueMonth(month: string, now: Date) {
    const issuer = await this.requireIssuer();
    const rows = await this.deps.billingRows(month);
    const existing = await this.db
      .select({ companyId: invoices.companyId })
      .from(invoices)
      .where(and(eq(invoices.billedMonth, month), eq(invoices.kind, 'monthly')));
    const done = new Set(existing.map((e) => e.companyId));
    let issued = 0;
    let alreadyIssued = 0;
    for (const row of rows) {
      if (done.has(row.memberId)) {
        alreadyIssued++;
        continue;
      }
      const result = await issueInvoice(this.deps, issuer, invoiceFromBillingRow(row, month), now);
      if (result) issued++;
      else alreadyIssued++;
    }
    return { month, issued, alreadyIssued };
  }

  /** A correction (修正した適格請求書): a new invoice naming the original, which becomes superseded. */
  async correct(
    invoiceId: string,
    body: { lines: { label: string; quantity: number; unitPrice: number }[]; note: string },
    now: Date,
  ) {
    const issuer = await this.requireIssuer();
    const [original] = await this.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!original) throw new HttpProblem(404, 'invoiceNotFound', 'invoice not found');
    if (original.supersededBy) throw new HttpProblem(409, 'alreadySuperseded', 'invoice superseded');
    const lines = body.lines.map((l) => ({
      kind: 'correction' as const,
      label: l.label,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.quantity * l.unitPrice,
    }));
    const totals = invoiceTotals(lines);
    const issued = await issueInvoice(
      this.deps,
      issuer,
      {
        billedMonth: original.billedMonth,
        orderId: original.orderId,
        companyId: original.companyId,
        recipientName: original.recipientName,
        paymentMethod: original.paymentMethod,
        // biome-ignore lint/suspicious/noExplicitAny: a correction's lines carry their own kind.
        lines: lines as any,
        ...totals,
        dueDate: invoiceDueDate(original.billedMonth, original.paymentMethod),
        note: body.note,
      },
      now,
      { id: original.id, number: original.number },
    );
    return issued!;
  }

  /** Issues one invoice of the given content (the demo seed and the sweeps' world; the product issues from rows). */
  async issue(content: InvoiceContent, now: Date) {
    return issueInvoice(this.deps, await this.requireIssuer(), content, now);
  }

  recordPayment(invoiceId: string, input: PaymentInput, now: Date) {
    return recordPayment(this.deps, invoiceId, input, now);
  }

  recordCardPayments(paid: { orderId: string; memberId: string }[], fileHash: string, now: Date) {
    return recordCardPayments(this.deps, paid, fileHash, now);
  }

  /** The company's invoices, newest month first, each with its receipts. */
  async listCompany(companyId: string) {
    const rows = await this.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, companyId))
      .orderBy(desc(invoices.billedMonth), desc(invoices.issuedAt));
    const numbers = new Map(rows.map((r) => [r.id, r.number]));
    const receiptRows = rows.length
      ? await this.db
          .select()
          .from(receipts)
          .where(
            inArray(
              receipts.invoiceId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(receipts.issuedAt))
      : [];
    return rows.map((r) => ({
      id: r.id,
      number: r.number,
      kind: r.kind,
      correctsNumber: r.correctsId ? (numbers.get(r.correctsId) ?? null) : null,
      billedMonth: r.billedMonth,
      issuedAt: r.issuedAt,
      total: r.total,
      tax10: r.tax10,
      paymentMethod: r.paymentMethod,
      dueDate: r.dueDate,
      paidAmount: r.paidAmount,
      status: invoiceStatus(r),
      receipts: receiptRows
        .filter((x) => x.invoiceId === r.id)
        .map((x) => ({
          id: x.id,
          number: x.number,
          amount: x.amount,
          receivedOn: x.receivedOn,
          issuedAt: x.issuedAt,
        })),
    }));
  }

  /** A stored PDF, byte-identical to the one issued; null when not this company's (or missing). */
  async pdf(kind: 'invoice' | 'receipt', id: string, companyId: string | null) {
    const table = kind === 'invoice' ? invoices : receipts;
    const [row] = await this.db
      .select({
        key: table.pdfKey,
        number: table.number,
        sha256: table.pdfSha256,
        companyId: table.companyId,
      })
      .from(table)
      .where(eq(table.id, id));
    if (!row || (companyId !== null && row.companyId !== companyId)) return null;
    const bytes = await this.deps.storage.get(row.key);
    if (!bytes) return null;
    return { bytes, fileName: `${row.number}.pdf`, sha256: row.sha256 };
  }

  ledger(q: InvoiceLedgerQuery, now: Date) {
    return searchLedger(this.db, q, now);
  }

  ledgerCsv(q: InvoiceLedgerQuery, now: Date) {
    return ledgerCsv(this.db, q, now);
  }

  monthView(month: string, now: Date) {
    return monthView(this.db, month, now);
  }

  /** An invoice's number and lines as issued (the correction dialog); null when there is no such invoice. */
  async linesOf(invoiceId: string) {
    const [invoice] = await this.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    if (!invoice) return null;
    const lines = await this.lines(invoiceId);
    return {
      number: invoice.number,
      lines: lines.map((l) => ({
        label: l.label,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        amount: l.amount,
      })),
    };
  }

  /** An invoice's lines as issued (ledger detail and tests). */
  lines(invoiceId: string) {
    return this.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.position));
  }
}
