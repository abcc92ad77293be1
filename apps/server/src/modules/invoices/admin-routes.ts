/**
 * The operator's invoices: issuer settings (audited), issuing a month by hand (idempotent), the ledger search and
 * its CSV, the month view, payments received (→ receipts), corrections, and every stored PDF.
 */
import {
  invoiceCorrectionBodySchema,
  invoiceCorrectionResponseSchema,
  invoiceIssuerResponseSchema,
  invoiceIssuerSchema,
  invoiceLedgerQuerySchema,
  invoiceLedgerSchema,
  invoiceLinesResponseSchema,
  invoiceMonthViewSchema,
  invoicePaymentBodySchema,
  invoicePaymentResponseSchema,
  issueMonthBodySchema,
  issueMonthResponseSchema,
  yyyymmSchema,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, problemSchema } from '../../lib/problem.ts';
import { documentHeaders } from './company-routes.ts';
import type { InvoiceService } from './service.ts';

const problem = problemSchema;
const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem };

export const adminInvoiceRoutes: FastifyPluginAsyncZod<{ service: InvoiceService }> = async (
  app,
  { service },
) => {
  app.addHook('preHandler', app.requireUser('admin'));
  const tags = ['admin'];
  const actorOf = (request: { user: { id: string }; ip: string }) => ({
    userId: request.user.id,
    ip: request.ip,
  });
  const params = z.object({ id: z.uuid() });

  app.get(
    '/api/admin/invoices/issuer',
    {
      schema: {
        tags,
        operationId: 'getInvoiceIssuer',
        summary:
          'The invoice issuer (name, address, phone, registration number, bank account); null until set',
        response: { 200: invoiceIssuerResponseSchema, ...errors },
      },
    },
    async () => ({ issuer: await service.issuer() }),
  );

  app.put(
    '/api/admin/invoices/issuer',
    {
      schema: {
        tags,
        operationId: 'setInvoiceIssuer',
        summary: 'Set the invoice issuer (the registration number is checked with its check digit); audited',
        body: invoiceIssuerSchema,
        response: { 200: invoiceIssuerResponseSchema, ...errors },
      },
    },
    async (request) => ({ issuer: await service.setIssuer(request.body, actorOf(request)) }),
  );

  app.post(
    '/api/admin/invoices/issue',
    {
      schema: {
        tags,
        operationId: 'issueMonthlyInvoices',
        summary: 'Issue a closed month’s invoices from its billing CSV rows; issues nothing already issued',
        body: issueMonthBodySchema,
        response: { 200: issueMonthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.issueMonth(request.body.month, new Date());
      await service.audit(
        actorOf(request),
        'invoices-issue',
        `invoices:${result.month} issued=${result.issued}`,
      );
      return result;
    },
  );

  app.get(
    '/api/admin/invoices',
    {
      schema: {
        tags,
        operationId: 'searchInvoiceLedger',
        summary: 'The invoice ledger: by issue-date range, amount range and counterparty, alone or combined',
        querystring: invoiceLedgerQuerySchema,
        response: { 200: invoiceLedgerSchema, ...errors },
      },
    },
    async (request) => service.ledger(request.query, new Date()),
  );

  app.get(
    '/api/admin/invoices/ledger.csv',
    {
      schema: {
        tags,
        operationId: 'exportInvoiceLedger',
        summary: 'Every invoice matching the ledger search, as CSV (UTF-8)',
        querystring: invoiceLedgerQuerySchema,
        response: { 200: z.any().describe('text/csv; charset=utf-8'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await service.ledgerCsv(request.query, new Date());
      await service.audit(actorOf(request), 'invoice-ledger-export', 'invoices:ledger.csv');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="invoice-ledger.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/admin/invoices/month',
    {
      schema: {
        tags,
        operationId: 'getInvoiceMonthView',
        summary: 'A billed month: billed, paid, unpaid and overdue, by plan and payment method',
        querystring: z.object({ month: yyyymmSchema }),
        response: { 200: invoiceMonthViewSchema, ...errors },
      },
    },
    async (request) => service.monthView(request.query.month, new Date()),
  );

  app.post(
    '/api/admin/invoices/:id/payments',
    {
      schema: {
        tags,
        operationId: 'recordInvoicePayment',
        summary: 'Record a payment received (入金消込; partial allowed): issues a receipt',
        params,
        body: invoicePaymentBodySchema,
        response: { 200: invoicePaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.recordPayment(
        request.params.id,
        { ...request.body, method: 'transfer', recordedBy: request.user.id },
        new Date(),
      );
      await service.audit(
        actorOf(request),
        'invoice-payment',
        `invoice:${request.params.id} amount=${request.body.amount} on=${request.body.receivedOn}`,
      );
      return result!;
    },
  );

  app.get(
    '/api/admin/invoices/:id/lines',
    {
      schema: {
        tags,
        operationId: 'getInvoiceLines',
        summary: 'An invoice’s lines as issued (the correction dialog starts from them)',
        params,
        response: { 200: invoiceLinesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await service.linesOf(request.params.id);
      if (!found) throw notFound('invoiceNotFound');
      return found;
    },
  );

  app.post(
    '/api/admin/invoices/:id/corrections',
    {
      schema: {
        tags,
        operationId: 'correctInvoice',
        summary: 'Issue a corrected invoice (修正した適格請求書) superseding this one; both are kept',
        params,
        body: invoiceCorrectionBodySchema,
        response: { 200: invoiceCorrectionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const issued = await service.correct(request.params.id, request.body, new Date());
      await service.audit(
        actorOf(request),
        'invoice-correction',
        `invoice:${request.params.id} → ${issued.number}`,
      );
      return issued;
    },
  );

  for (const kind of ['invoice', 'receipt'] as const) {
    app.get(
      `/api/admin/${kind}s/:id/pdf`,
      {
        schema: {
          tags,
          operationId: kind === 'invoice' ? 'getAdminInvoicePdf' : 'getAdminReceiptPdf',
          summary: `A stored ${kind} PDF, exactly as issued`,
          params,
          response: { 200: z.any().describe('application/pdf'), ...errors },
        },
      },
      async (request, reply) => {
        const doc = await service.pdf(kind, request.params.id, null);
        if (!doc) throw notFound('invoiceNotFound');
        return reply
          .type('application/pdf')
          .headers(documentHeaders(doc.fileName, doc.sha256))
          .send(doc.bytes);
      },
    );
  }
};
