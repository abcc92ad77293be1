/**
 * GET /api/company/talents/:talentId/report (JSON) and /report.pdf; every read is written to audit_log, the first
 * delivery to the company as its record of provision (reader.ts, shared with the public API).
 */
import { LANGUAGES, reportSchema } from '@refcheck/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaResponse } from '../../lib/media-response.ts';
import { problemSchema } from '../../lib/problem.ts';
import type { ReportReader } from './reader.ts';

const problem = problemSchema;

/** The attachment headers of a report PDF. */
export function pdfAttachmentHeaders(fileName: string) {
  return {
    'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'cache-control': 'no-store',
  };
}

export const reportRoutes: FastifyPluginAsyncZod<{ reader: ReportReader }> = async (app, { reader }) => {
  const params = z.object({ talentId: z.uuid() });
  const actorOf = (request: FastifyRequest) => ({
    companyId: request.companyId,
    actorUserId: request.user.id,
    ip: request.ip,
    via: 'browser' as const,
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
    async (request) => reader.read(actorOf(request), request.params.talentId),
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
        response: {
          200: mediaResponse('application/pdf', 'The report (A3 PDF)'),
          401: problem,
          403: problem,
          404: problem,
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await reader.pdf(
        actorOf(request),
        request.params.talentId,
        request.query.lang,
      );
      return reply.type('application/pdf').headers(pdfAttachmentHeaders(fileName)).send(pdf);
    },
  );
};
