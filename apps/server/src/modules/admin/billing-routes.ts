import {
  BILLING_PREVIEW_ROWS,
  billingCsvFileName,
  billingMonthsSchema,
  billingPreviewSchema,
  cardResultsSchema,
  encodeBillingCsv,
  encodeInvoiceCsv,
  invoiceCsvFileName,
  type Language,
  previewBillingRows,
  riskEyesFileName,
  riskUsageSchema,
  selectableRiskMonths,
  smsUsageSchema,
  translate,
  yyyymmSchema,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaResponse } from '../../lib/media-response.ts';
import { langFromHeader } from '../../lib/messages.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { FileStorage } from '../../platform/files/index.ts';
import { actorOf } from './audit.ts';
import { type BillingService, exportMonths, readRiskUsage } from './billing.ts';
import { errorResponses, problem } from './schemas.ts';

/** A usage file of up to 8 MB (base64 in JSON). */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

const riskUploadBody = z.object({
  month: yyyymmSchema,
  /** The file's bytes, base64. */
  content: z.string().min(1).max(UPLOAD_BODY_LIMIT),
});

/** The operator's billing page /admin/payment (spec 2, 9). */
export const billingRoutes: FastifyPluginAsyncZod<{
  service: BillingService;
  storage: FileStorage;
}> = async (app, opts) => {
  const { service, storage } = opts;
  const exportOf = (month: string) => service.exportOf(month);
  const admin = app.requireUser('admin');
  // Every route here is the operator's: the guard runs once for the plugin's routes.
  app.addHook('preHandler', admin);
  const tags = ['admin'];

  app.get(
    '/api/admin/billing/months',
    {
      schema: {
        tags,
        summary: 'Months the export and the RISK EYES upload offer; months already uploaded',
        response: {
          200: billingMonthsSchema,
          ...errorResponses,
        },
      },
    },
    async () => {
      const now = new Date();
      return {
        exportMonths: exportMonths(now),
        riskMonths: selectableRiskMonths(now),
        uploaded: await service.uploadedRiskMonths(),
      };
    },
  );

  const monthQuery = z.object({ month: yyyymmSchema });

  app.get(
    '/api/admin/billing/sms-usage',
    {
      schema: {
        tags,
        operationId: 'getSmsUsage',
        summary:
          'SMS each client company caused in a month (referee SMS reminders, decline notices): shown on screen, not in the billing CSV',
        querystring: monthQuery,
        response: { 200: smsUsageSchema, ...errorResponses },
      },
    },
    async (request) => service.smsUsage(request.query.month),
  );

  app.get(
    '/api/admin/billing/export',
    {
      schema: {
        tags,
        summary:
          'The billing export of a month: the card batch (row count, 20-row preview) and the invoice companies',
        querystring: monthQuery,
        response: {
          200: billingPreviewSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { card, invoice } = await exportOf(request.query.month);
      return {
        month: request.query.month,
        fileName: billingCsvFileName(request.query.month),
        total: card.length,
        previewRows: BILLING_PREVIEW_ROWS,
        preview: previewBillingRows(card),
        invoice: {
          fileName: invoiceCsvFileName(request.query.month),
          total: invoice.length,
          preview: previewBillingRows(invoice),
        },
      };
    },
  );

  // The two month CSVs (Shift-JIS, CRLF): the card batch and the invoice companies'. Each download is audited.
  const csvDownloads = [
    {
      url: '/api/admin/billing/export.csv',
      summary: 'Download the card batch CSV of a month (Shift-JIS, CRLF): companies paying by card',
      rows: 'card',
      audit: 'billing',
      fileName: billingCsvFileName,
      encode: encodeBillingCsv,
    },
    {
      url: '/api/admin/billing/invoice.csv',
      summary: 'Download the invoice companies’ CSV of a month (請求書払い; Shift-JIS, CRLF)',
      rows: 'invoice',
      audit: 'invoice',
      fileName: invoiceCsvFileName,
      encode: encodeInvoiceCsv,
    },
  ] as const;
  for (const csv of csvDownloads) {
    app.get(
      csv.url,
      {
        schema: {
          tags,
          summary: csv.summary,
          querystring: monthQuery,
          response: {
            200: mediaResponse('text/csv; charset=Shift_JIS', 'The CSV (Shift-JIS, CRLF)'),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { month } = request.query;
        const rows = (await exportOf(month))[csv.rows];
        await service.audit(actorOf(request), 'billing-export', `${csv.audit}:${month} rows=${rows.length}`);
        return reply
          .type('text/csv; charset=Shift_JIS')
          .header('content-disposition', `attachment; filename="${csv.fileName(month)}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(csv.encode(rows)));
      },
    );
  }

  const cardResultBody = z.object({ content: z.string().min(1).max(UPLOAD_BODY_LIMIT) });
  const readCardResults = async (request: {
    body: z.infer<typeof cardResultBody>;
    headers: { 'accept-language'?: string };
  }) => {
    const lang = langFromHeader(request.headers['accept-language']) as Language;
    const read = await service.readCardResults(Buffer.from(request.body.content, 'base64'));
    if (!read.ok) {
      throw new HttpProblem(
        400,
        'csvParseFailed',
        translate(lang, 'admin.csvParseFailed'),
        read.errors.map((e) => ({ path: `line.${e.line}`, code: e.code, message: `${e.line}: ${e.code}` })),
      );
    }
    return read;
  };
  const cardResultOut = (read: Awaited<ReturnType<typeof readCardResults>>, marked: number) => ({
    rows: read.rows.length,
    declined: read.declined,
    marked,
    preview: read.rows.slice(0, BILLING_PREVIEW_ROWS).map((r) => ({
      line: r.line,
      memberId: r.memberId,
      companyName: r.companyName,
      orderId: r.orderId,
      resultCode: r.resultCode,
      declined: r.declined,
    })),
  });

  app.post(
    '/api/admin/billing/card-results/preview',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Read the card batch result file (Shift-JIS): 20-row preview, per-row errors; stores nothing',
        body: cardResultBody,
        response: { 200: cardResultsSchema, ...errorResponses },
      },
    },
    async (request) => cardResultOut(await readCardResults(request), 0),
  );

  app.post(
    '/api/admin/billing/card-results',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Upload the card batch result file: each declined member’s card becomes invalid and its main account is mailed',
        body: cardResultBody,
        response: { 200: cardResultsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const read = await readCardResults(request);
      const marked = await service.applyCardResults(read, new Date());
      await service.audit(
        actorOf(request),
        'card-results-upload',
        `card-results:${read.fileHash} rows=${read.rows.length} declined=${read.declined} marked=${marked}`,
      );
      return cardResultOut(read, marked);
    },
  );

  const parseUpload = (request: {
    body: z.infer<typeof riskUploadBody>;
    headers: { 'accept-language'?: string };
  }) => {
    const lang = langFromHeader(request.headers['accept-language']) as Language;
    const { month, content } = request.body;
    if (!selectableRiskMonths(new Date()).includes(month)) {
      throw new HttpProblem(400, 'riskMonthNotSelectable', translate(lang, 'admin.csvUploadFailed'));
    }
    const bytes = Buffer.from(content, 'base64');
    const result = readRiskUsage(month, bytes);
    if (!result.ok) {
      throw new HttpProblem(
        400,
        'csvParseFailed',
        translate(lang, 'admin.csvParseFailed'),
        result.errors.map((e) => ({ path: `line.${e.line}`, code: e.code, message: `${e.line}: ${e.code}` })),
      );
    }
    return { ...result, bytes };
  };

  const view = (r: ReturnType<typeof parseUpload>, uploadedAt: Date | null) => ({
    month: r.month,
    fileName: riskEyesFileName(r.month),
    rows: r.rows,
    total: r.total,
    userCount: r.users.length,
    preview: r.users.slice(0, BILLING_PREVIEW_ROWS),
    uploadedAt,
  });

  app.post(
    '/api/admin/billing/risk-usage/preview',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Read a RISK EYES usage CSV (Shift-JIS): sums per user ID, 20-row preview; stores nothing',
        body: riskUploadBody,
        response: { 200: riskUsageSchema, ...errorResponses },
      },
    },
    async (request) => view(parseUpload(request), null),
  );

  app.post(
    '/api/admin/billing/risk-usage',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Upload a month’s RISK EYES usage CSV: the sums per user ID replace that month’s record',
        body: riskUploadBody,
        response: { 200: riskUsageSchema, ...errorResponses, 500: problem },
      },
    },
    async (request) => {
      const parsed = parseUpload(request);
      const uploadedAt = await service.storeRiskUsage(parsed.month, parsed.users);
      // The file itself is kept under its month's name (riskeyes + YYMM.csv) for reference.
      await storage
        .put(`billing/${riskEyesFileName(parsed.month)}`, parsed.bytes, 'text/csv')
        .catch((error: unknown) => request.log.warn({ err: error }, 'usage file not stored'));
      await service.audit(
        actorOf(request),
        'risk-usage-upload',
        `risk:${parsed.month} users=${parsed.users.length} total=${parsed.total}`,
      );
      return view(parsed, uploadedAt);
    },
  );
};
