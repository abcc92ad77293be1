import {
  BILLING_PREVIEW_ROWS,
  billingCsvFileName,
  encodeBillingCsv,
  type Language,
  previewBillingRows,
  riskEyesFileName,
  selectableRiskMonths,
  translate,
  yyyymmSchema,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { langFromHeader } from '../../lib/messages.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { FileStorage } from '../files/storage.ts';
import { billingExport, exportMonths, readRiskUsage, storeRiskUsage, uploadedRiskMonths } from './billing.ts';
import { errorResponses, problem } from './schemas.ts';

/** A usage file of up to 8 MB (base64 in JSON). */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

const billingRowSchema = z.object({
  shopId: z.string(),
  orderId: z.string(),
  memberId: z.string(),
  jobCode: z.string(),
  amount: z.number().int(),
  tax: z.number().int(),
  companyName: z.string(),
  itemText: z.string(),
  breakdownText: z.string(),
});

const riskUploadBody = z.object({
  month: yyyymmSchema,
  /** The file's bytes, base64. */
  content: z.string().min(1).max(UPLOAD_BODY_LIMIT),
});

const riskUsageView = z.object({
  month: z.string(),
  fileName: z.string(),
  rows: z.number().int(),
  total: z.number().int(),
  userCount: z.number().int(),
  /** The first 20 user sums. */
  preview: z.array(z.object({ userId: z.string(), amount: z.number().int() })),
  uploadedAt: z.date().nullable(),
});

/** The operator's billing page /admin/payment (spec 2, 9). */
export const billingRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, opts) => {
  const { db, storage } = opts;
  const admin = app.requireUser('admin');
  const tags = ['admin'];

  app.get(
    '/api/admin/billing/months',
    {
      schema: {
        tags,
        summary: 'Months the export and the RISK EYES upload offer; months already uploaded',
        response: {
          200: z.object({
            exportMonths: z.array(z.string()),
            riskMonths: z.array(z.string()),
            uploaded: z.array(
              z.object({
                month: z.string(),
                users: z.number().int(),
                total: z.number().int(),
                uploadedAt: z.date(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
      preHandler: admin,
    },
    async () => {
      const now = new Date();
      return {
        exportMonths: exportMonths(now),
        riskMonths: selectableRiskMonths(now),
        uploaded: await uploadedRiskMonths(db),
      };
    },
  );

  const monthQuery = z.object({ month: yyyymmSchema });

  app.get(
    '/api/admin/billing/export',
    {
      schema: {
        tags,
        summary: 'The billing export of a month: its row count and a 20-row preview',
        querystring: monthQuery,
        response: {
          200: z.object({
            month: z.string(),
            fileName: z.string(),
            total: z.number().int(),
            previewRows: z.number().int(),
            preview: z.array(billingRowSchema),
          }),
          ...errorResponses,
        },
      },
      preHandler: admin,
    },
    async (request) => {
      const rows = await billingExport(db, request.query.month);
      return {
        month: request.query.month,
        fileName: billingCsvFileName(request.query.month),
        total: rows.length,
        previewRows: BILLING_PREVIEW_ROWS,
        preview: previewBillingRows(rows),
      };
    },
  );

  app.get(
    '/api/admin/billing/export.csv',
    {
      schema: {
        tags,
        summary: 'Download the billing CSV of a month (Shift-JIS, CRLF)',
        querystring: monthQuery,
        response: { 200: z.any().describe('text/csv; charset=Shift_JIS'), ...errorResponses },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const { month } = request.query;
      const rows = await billingExport(db, month);
      await db.insert(auditLog).values({
        actorUserId: request.user.id,
        action: 'billing-export',
        target: `billing:${month} rows=${rows.length}`,
        ip: request.ip,
      });
      return reply
        .type('text/csv; charset=Shift_JIS')
        .header('content-disposition', `attachment; filename="${billingCsvFileName(month)}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(encodeBillingCsv(rows)));
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
        response: { 200: riskUsageView, ...errorResponses },
      },
      preHandler: admin,
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
        response: { 200: riskUsageView, ...errorResponses, 500: problem },
      },
      preHandler: admin,
    },
    async (request) => {
      const parsed = parseUpload(request);
      const uploadedAt = await storeRiskUsage(db, parsed.month, parsed.users);
      // The file itself is kept under its month's name (riskeyes + YYMM.csv) for reference.
      await storage
        .put(`billing/${riskEyesFileName(parsed.month)}`, parsed.bytes, 'text/csv')
        .catch((error: unknown) => request.log.warn({ err: error }, 'usage file not stored'));
      await db.insert(auditLog).values({
        actorUserId: request.user.id,
        action: 'risk-usage-upload',
        target: `risk:${parsed.month} users=${parsed.users.length} total=${parsed.total}`,
        ip: request.ip,
      });
      return view(parsed, uploadedAt);
    },
  );
};
