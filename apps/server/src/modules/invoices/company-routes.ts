/**
 * The company's 「請求書・領収書」 (設定): its invoices with their status and receipts, and the stored PDFs,
 * byte-identical to the ones issued. Main account only (sub-accounts 403); another company's document is 404.
 */
import { companyInvoiceListSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, problemSchema } from '../../lib/problem.ts';
import type { InvoiceService } from './service.ts';

const problem = problemSchema;
const errors = { 401: problem, 403: problem, 404: problem };

export function documentHeaders(fileName: string, sha256: string) {
  return {
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
    'x-content-sha256': sha256,
  };
}

export const companyInvoiceRoutes: FastifyPluginAsyncZod<{ service: InvoiceService }> = async (
  app,
  { service },
) => {
  // The company's main account only (sub-accounts 403), its own company's documents.
  const client = [app.requireUser('client'), app.mainAccountOnly];
  const tags = ['billing'];
  const params = z.object({ id: z.uuid() });

  app.get(
    '/api/company/invoices',
    {
      preHandler: client,
      schema: {
        tags,
        operationId: 'listCompanyInvoices',
        summary: 'The company’s invoices (newest month first) with status, due date and receipts',
        response: { 200: companyInvoiceListSchema, ...errors },
      },
    },
    async (request) => ({ items: await service.listCompany(request.companyId) }),
  );

  const pdfRoute = (kind: 'invoice' | 'receipt', url: string, operationId: string, summary: string) =>
    app.get(
      url,
      {
        preHandler: client,
        schema: {
          tags,
          operationId,
          summary,
          params,
          response: { 200: z.any().describe('application/pdf'), ...errors },
        },
      },
      async (request, reply) => {
        const doc = await service.pdf(kind, request.params.id, request.companyId);
        if (!doc) throw notFound('invoiceNotFound');
        return reply
          .type('application/pdf')
          .headers(documentHeaders(doc.fileName, doc.sha256))
          .send(doc.bytes);
      },
    );
  pdfRoute(
    'invoice',
    '/api/company/invoices/:id/pdf',
    'getCompanyInvoicePdf',
    'An invoice PDF (適格請求書), exactly as issued',
  );
  pdfRoute(
    'receipt',
    '/api/company/receipts/:id/pdf',
    'getCompanyReceiptPdf',
    'A receipt PDF (領収書), exactly as issued',
  );
};
