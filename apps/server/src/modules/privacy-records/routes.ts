/** GET /api/provision-records: the records of provision of a period, as JSON pages or as one CSV file. */
import {
  encodeProvisionCsv,
  provisionCsvFileName,
  provisionExportQuerySchema,
  provisionRecordPageSchema,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaResponse } from '../../lib/media-response.ts';
import { problemSchema as problem } from '../../lib/problem.ts';
import type { ProvisionRecordService, ProvisionScope } from './provision-records.ts';

export const provisionRecordRoutes: FastifyPluginAsyncZod<{
  service: ProvisionRecordService;
}> = async (app, opts) => {
  const { service } = opts;

  app.get(
    '/api/provision-records',
    {
      // A company's main account (its own records; sub-accounts 403) or the operator (every company's).
      preHandler: [
        app.requireUser('client', 'admin'),
        async (request) => {
          if (request.user.role === 'client') await app.mainAccountOnly(request);
        },
      ],
      schema: {
        tags: ['privacy-records'],
        summary:
          'Records of provision (APPI Arts. 29/30) of a period of at most a year: JSON pages, or CSV (UTF-8 or Shift-JIS)',
        querystring: provisionExportQuerySchema,
        response: {
          200: provisionRecordPageSchema.or(mediaResponse('text/csv', 'The records as CSV (format=csv)')),
          400: problem,
          401: problem,
          403: problem,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const period = { from: q.from, to: q.to };
      const scope: ProvisionScope =
        request.user.role === 'admin' ? { companyId: q.companyId } : { companyId: request.companyId };
      const audit = (rows: number) =>
        service.audit({
          actorUserId: request.user.id,
          companyId: scope.companyId ?? null,
          target: `provision-records:${q.from}..${q.to} format=${q.format} rows=${rows}`,
          ip: request.ip,
        });
      if (q.format === 'json') {
        const page = await service.page(scope, period, q.page);
        await audit(page.items.length);
        return page;
      }
      const rows = await service.all(scope, period);
      await audit(rows.length);
      return reply
        .type(q.encoding === 'shift_jis' ? 'text/csv; charset=Shift_JIS' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${provisionCsvFileName(period)}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(encodeProvisionCsv(rows, q.encoding)));
    },
  );
};
