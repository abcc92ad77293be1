/**
 * Qualified invoices, receipts and payments (issue 35). Issued documents are immutable: the triggers of migration
 * 0030 refuse UPDATE of their issued content and DELETE (but by the retention job after 7 years), on PGlite and
 * PostgreSQL. Only `superseded_by` / `superseded_at` / `paid_amount` / `paid_at` of an invoice may change.
 * `company_id` has no foreign key on purpose: the documents outlive the company (7 years, 電子帳簿保存法).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts, uuidId } from './columns.ts';

/** The issuer's settings, printed on every document (one row, id 1). Invoices are refused until it exists. */
export const invoiceIssuer = pgTable(
  'invoice_issuer',
  {
    id: smallint('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    registrationNumber: text('registration_number').notNull(),
    bankAccount: text('bank_account').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('invoice_issuer_single_row', sql`${t.id} = 1`)],
);

/**
 * Gapless document numbers: one row per series (`INV-202611`, `RCP-202611`), incremented in the issuing
 * transaction (the row stays locked until it commits; a rollback gives the number back).
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/** The issuer as printed (a copy: later changes of the settings never change an issued document). */
export interface IssuerSnapshot {
  legalName: string;
  address: string;
  phone: string;
  registrationNumber: string;
  bankAccount: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuidId(),
    number: text('number').notNull(),
    /** monthly (from the billing CSV) or correction (修正した適格請求書, names `corrects_id`). */
    kind: text('kind', { enum: ['monthly', 'correction'] }).notNull(),
    correctsId: uuid('corrects_id'),
    companyId: uuid('company_id').notNull(),
    billedMonth: text('billed_month').notNull(),
    orderId: text('order_id').notNull(),
    issuedAt: ts('issued_at').notNull(),
    issuer: jsonb('issuer').$type<IssuerSnapshot>().notNull(),
    recipientName: text('recipient_name').notNull(),
    paymentMethod: text('payment_method', { enum: ['card', 'invoice'] }).notNull(),
    /** card: the masked card number at issue. */
    cardMask: text('card_mask'),
    subject10: integer('subject10').notNull(),
    tax10: integer('tax10').notNull(),
    total: integer('total').notNull(),
    /** YYYY-MM-DD (Tokyo); null for card payments. */
    dueDate: text('due_date'),
    note: text('note').notNull().default(''),
    pdfKey: text('pdf_key').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    // The only fields that may change after issue:
    supersededBy: uuid('superseded_by'),
    supersededAt: ts('superseded_at'),
    paidAmount: integer('paid_amount').notNull().default(0),
    /** When the invoice became paid in full. */
    paidAt: ts('paid_at'),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    // One monthly invoice per company and month: issuing a month again issues nothing new.
    uniqueIndex('invoices_monthly_idx').on(t.companyId, t.billedMonth).where(sql`${t.kind} = 'monthly'`),
    index('invoices_company_idx').on(t.companyId, t.billedMonth),
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_total_idx').on(t.total),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    /** Percent (10). */
    taxRate: smallint('tax_rate').notNull().default(10),
  },
  (t) => [uniqueIndex('invoice_lines_pk').on(t.invoiceId, t.position)],
);

/** 入金消込: a payment received against an invoice (partial allowed), or the card batch's paid result. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuidId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** YYYY-MM-DD (Tokyo). */
    receivedOn: text('received_on').notNull(),
    amount: integer('amount').notNull(),
    method: text('method', { enum: ['transfer', 'card'] }).notNull(),
    /** The card batch result's file hash and order, so an upload read twice records nothing new. */
    sourceKey: text('source_key'),
    recordedBy: text('recorded_by'),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_payments_source_idx').on(t.sourceKey),
  ],
);

/** 領収書: one per payment, with its own number, naming the invoice. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuidId(),
    number: text('number').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => invoicePayments.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    companyId: uuid('company_id').notNull(),
    issuedAt: ts('issued_at').notNull(),
    issuer: jsonb('issuer').$type<IssuerSnapshot>().notNull(),
    recipientName: text('recipient_name').notNull(),
    amount: integer('amount').notNull(),
    /** The tax included in `amount` (10 %). */
    tax10: integer('tax10').notNull(),
    receivedOn: text('received_on').notNull(),
    method: text('method', { enum: ['transfer', 'card'] }).notNull(),
    pdfKey: text('pdf_key').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
  },
  (t) => [
    uniqueIndex('receipts_number_idx').on(t.number),
    uniqueIndex('receipts_payment_idx').on(t.paymentId),
    index('receipts_invoice_idx').on(t.invoiceId),
  ],
);
