/**
 * GET /api/company/talents/:talentId/report (JSON) and /report.pdf; every read is written to audit_log, the first
 * delivery to the company as its record of provision.
 */
import { LANGUAGES, reportSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { problemSchema } from '../../lib/problem.ts';
import type { FileStorage } from '../../platform/files/index.ts';
import { type ProvisionChannel, recordProvision } from '../privacy-records/index.ts';
import type { TrustSignalsService } from '../trust-signals/index.ts';
import { loadReport, recordRead } from './service.ts';

const problem = problemSchema;
export const reportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  trust: TrustSignalsService;
}> = async (app, opts) => {
  const { db } = opts;
  const params = z.object({ talentId: z.uuid() });
  /** The first delivery of a candidate's report writes its record of provision (APPI Arts. 29/30). */
  const provided = (
    request: { user: { id: string; companyId: string | null }; params: { talentId: string } },
    channel: ProvisionChannel,
  ) =>
    recordProvision(db, {
      companyId: request.user.companyId!,
      talentId: request.params.talentId,
      channel,
      actorUserId: request.user.id,
      now: new Date(),
    });

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
      await provided(request, 'report');
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
      await provided(request, 'pdf');
      // @react-pdf and the fonts load on the first PDF, not at start-up.
      const signals = await opts.trust.view(
        { userId: request.user.id, companyId, ip: request.ip },
        request.params.talentId,
        request.query.lang,
      );
      const { renderReportPdf } = await import('./pdf.ts');
      const pdf = await renderReportPdf(report, request.query.lang, signals);
      const name = encodeURIComponent(`report-${report.talent.name}.pdf`);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="report.pdf"; filename*=UTF-8''${name}`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
