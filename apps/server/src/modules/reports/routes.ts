/** GET /api/company/talents/:talentId/report (JSON) and /report.pdf; every read is written to audit_log. */
import {
  EVALUATION_CATEGORIES,
  GRADES,
  LANGUAGES,
  RANKS,
  REFEREE_TAGS,
  REPORT_STATUSES,
  UNSET_GRADE,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import { regainTrustViewSchema } from '../regain-trust/schemas.ts';
import { loadReport, recordRead } from './service.ts';

const problem = z
  .object({ type: z.string(), title: z.string(), status: z.number(), code: z.string() })
  .loose();
const grade = z.enum([...GRADES, UNSET_GRADE]);
export const reportSchema = z.object({
  talent: z.object({
    id: z.string(),
    name: z.string(),
    currentCompany: z.string(),
    rank: z.enum(RANKS),
    status: z.string(),
    deadline: z.string(),
    selectionQuestion: z.boolean(),
  }),
  reportStatus: z.enum(REPORT_STATUSES),
  totalGrade: grade,
  totalScore: z.number().nullable(),
  categories: z.array(
    z.object({ category: z.enum(EVALUATION_CATEGORIES), score: z.number().nullable(), grade }),
  ),
  questions: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['description', 'selection']),
      category: z.string().nullable(),
      texts: z.object(
        Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<
          (typeof LANGUAGES)[number],
          z.ZodString
        >,
      ),
    }),
  ),
  referees: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      belongsCompany: z.string(),
      belongsTitle: z.string(),
      relationship: z.string(),
      completedAt: z.string().nullable(),
      tag: z.enum(REFEREE_TAGS),
      tagColor: z.enum(['green', 'yellow', 'red']),
      descriptions: z.record(z.string(), z.string()),
      selections: z.record(z.string(), z.number()),
    }),
  ),
  regainTrust: regainTrustViewSchema,
});

export const reportRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, opts) => {
  const { db } = opts;
  const params = z.object({ talentId: z.uuid() });

  app.get(
    '/api/company/talents/:talentId/report',
    {
      preHandler: app.requireUser('client'),
      schema: {
        tags: ['reports'],
        summary: 'The report of one candidate',
        params,
        response: { 200: reportSchema, 401: problem, 403: problem, 404: problem },
      },
    },
    async (request) => {
      const companyId = request.user.companyId!;
      const report = await loadReport(db, companyId, request.params.talentId);
      await recordRead(db, {
        actorUserId: request.user.id,
        companyId,
        action: 'report.read',
        target: `talent:${request.params.talentId}`,
        ip: request.ip,
      });
      return report;
    },
  );

  app.get(
    '/api/company/talents/:talentId/report.pdf',
    {
      preHandler: app.requireUser('client'),
      schema: {
        tags: ['reports'],
        summary: 'The report of one candidate as an A3 PDF',
        params,
        querystring: z.object({ lang: z.enum(LANGUAGES).default('jp') }),
        response: { 200: z.any().describe('application/pdf'), 401: problem, 403: problem, 404: problem },
      },
    },
    async (request, reply) => {
      const companyId = request.user.companyId!;
      const report = await loadReport(db, companyId, request.params.talentId);
      await recordRead(db, {
        actorUserId: request.user.id,
        companyId,
        action: 'report.pdf',
        target: `talent:${request.params.talentId}`,
        ip: request.ip,
      });
      // @react-pdf and the fonts load on the first PDF, not at start-up.
      const { renderReportPdf } = await import('./pdf.ts');
      const pdf = await renderReportPdf(report, request.query.lang);
      const name = encodeURIComponent(`report-${report.talent.name}.pdf`);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="report.pdf"; filename*=UTF-8''${name}`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
