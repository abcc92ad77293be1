/** Company side of candidates: /api/talents. Every route is client-only and scoped by the session's company. */
import {
  candidateCsvSample,
  candidateFormFields,
  candidateSchema,
  csvImportedSchema,
  csvPreviewSchema,
  dateRangeSchema,
  invitationSentSchema,
  localizeIssues,
  parseCandidateCsv,
  refereeLinkSchema,
  refineFairHiring,
  scheduledInvitationSchema,
  scheduledSendSchema,
} from '@refcheck/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asBulkRead } from '../../db/client.ts';
import { mediaResponse } from '../../lib/media-response.ts';
import { langFromHeader } from '../../lib/messages.ts';
import { forbidden, HttpProblem, notFound } from '../../lib/problem.ts';
import type { TalentEvents } from '../../platform/talent-changes/index.ts';
import type { CompanyCache } from './company-cache.ts';
import type { TalentPurge } from './purge.ts';
import type { InvitationScheduler } from './schedule.ts';
import { talentDetailSchema, talentIdParams, talentStatsSchema } from './schemas.ts';
import type { TalentService } from './service.ts';

export interface TalentRoutesOptions {
  talents: TalentService;
  scheduler: InvitationScheduler;
  purge: TalentPurge;
  events: TalentEvents;
  /** Whole-company answers (the graph header) kept until a candidate changes. */
  cache?: CompanyCache;
}

const CSV_BODY_LIMIT = 4 * 1024 * 1024;

export const talentRoutes: FastifyPluginAsyncZod<TalentRoutesOptions> = async (app, opts) => {
  const { talents, scheduler } = opts;
  const client = app.requireUser('client');
  const tags = ['talents'];
  const streams = new Set<() => void>();
  // Shutdown: the drain ends the live-update streams at once; the `retry` field tells the browser's EventSource
  // to reconnect after 1 s (through the proxy, to an instance that is up).
  app.onDrain(() => {
    for (const end of streams) end();
  });

  app.get(
    '/api/talents/stats',
    {
      schema: {
        tags,
        summary:
          'Dashboard graph header: candidates created from `from` to `to` (Asia/Tokyo dates, both included) by application site, evaluation (A–E, 離, 未) and occupation; top 10 each, the rest as other',
        querystring: dateRangeSchema,
        response: { 200: talentStatsSchema },
      },
      preValidation: client,
    },
    async (request) => {
      const companyId = request.companyId;
      const { from, to } = request.query;
      // A bulk read (every candidate of the range): on PGlite saves pass it (db/client.ts).
      const compute = () => asBulkRead(() => talents.reads.stats(companyId, request.query));
      return opts.cache ? opts.cache.get(companyId, `stats\n${from}\n${to}`, compute) : compute();
    },
  );

  app.post(
    '/api/talents',
    {
      schema: {
        tags,
        summary: 'Create a candidate with its referee breakdown and question snapshot',
        body: candidateSchema,
        response: { 201: talentDetailSchema },
      },
      preValidation: client,
    },
    async (request, reply) => {
      const created = await talents.create(request.companyId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/talents/:id',
    {
      schema: {
        tags,
        summary: 'A candidate with breakdown, referees (tags, duplicate IPs) and questions',
        params: talentIdParams,
        response: { 200: talentDetailSchema },
      },
      preValidation: client,
    },
    async (request) => talents.reads.detail(request.companyId, request.params.id),
  );

  app.put(
    '/api/talents/:id',
    {
      schema: {
        tags,
        summary: 'Edit a candidate (breakdown counts not below the registered referees)',
        params: talentIdParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: talentDetailSchema },
      },
      preValidation: client,
    },
    async (request) =>
      talents.update(
        request.companyId,
        request.params.id,
        request.body,
        langFromHeader(request.headers['accept-language']),
      ),
  );

  app.delete(
    '/api/talents/:id',
    {
      schema: {
        tags,
        summary: 'Soft-delete a candidate (main account only)',
        params: talentIdParams,
        response: { 204: z.null() },
      },
      preValidation: client,
    },
    async (request, reply) => {
      if (await talents.isSubAccount(request.user.id)) throw forbidden();
      await talents.softDelete(request.companyId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/talents/:id/purge',
    {
      schema: {
        tags,
        summary:
          'Delete a soft-deleted candidate for good with its referees, answers and images (main account only)',
        params: talentIdParams,
        response: { 204: z.null() },
      },
      preValidation: client,
    },
    async (request, reply) => {
      if (await talents.isSubAccount(request.user.id)) throw forbidden();
      // Only a candidate already deleted (hidden) can be purged; anything else is unknown here.
      if (!(await opts.purge.purgeTalent(request.companyId, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/talents/:id/invitation',
    {
      schema: {
        tags,
        summary: 'Send (or re-send) the invitation mail with a fresh candidate link',
        params: talentIdParams,
        response: { 200: invitationSentSchema },
      },
      preValidation: client,
    },
    async (request) => talents.sendInvitation(request.companyId, request.params.id),
  );

  app.post(
    '/api/talents/:id/referees/:refereeId/link',
    {
      schema: {
        tags,
        summary: 'Issue a fresh URL for one referee (the previous one stops working)',
        params: z.object({ id: z.uuid(), refereeId: z.uuid() }),
        response: { 200: refereeLinkSchema },
      },
      preValidation: client,
    },
    async (request) => talents.refereeLink(request.companyId, request.params.id, request.params.refereeId),
  );

  // A 10,000-row file (about 1.3 MB as Shift-JIS, 1.8 MB in base64) fits in one import.
  const csvBody = z.object({ file: z.base64().max(4_000_000) });
  const bulkCommon = candidateFormFields()
    .pick({
      language: true,
      deadline: true,
      rank: true,
      selectionQuestion: true,
      refereeBreakdown: true,
      questions: true,
      fairHiringConfirmed: true,
      templateId: true,
    })
    .superRefine(refineFairHiring);
  const parseCsv = (request: FastifyRequest, file: string) => {
    const result = parseCandidateCsv(
      Buffer.from(file, 'base64'),
      langFromHeader(request.headers['accept-language']),
    );
    return {
      encoding: result.encoding,
      rows: result.rows.map((row, i) => ({ ...row, line: result.rowLines[i]! })),
      errors: result.errors,
    };
  };

  app.post(
    '/api/talents/csv/preview',
    {
      schema: {
        tags,
        summary: 'Parse a candidate CSV (UTF-8 or Shift-JIS, base64) and list every row and error',
        body: csvBody,
        response: { 200: csvPreviewSchema },
      },
      bodyLimit: CSV_BODY_LIMIT,
      preValidation: client,
    },
    async (request) => parseCsv(request, request.body.file),
  );

  app.post(
    '/api/talents/csv',
    {
      schema: {
        tags,
        summary: 'Add every valid row of a candidate CSV in one transaction',
        body: csvBody.extend({ common: bulkCommon }),
        response: { 201: csvImportedSchema },
      },
      bodyLimit: CSV_BODY_LIMIT,
      preValidation: client,
    },
    async (request, reply) => {
      const parsed = parseCsv(request, request.body.file);
      if (parsed.rows.length === 0)
        throw new HttpProblem(
          400,
          'candidateBulkNotSaved',
          'candidateBulkNotSaved',
          parsed.errors.map((e) => ({ path: `line.${e.line}.${e.field}`, code: e.code, message: e.message })),
        );
      const rows = parsed.rows.map(({ line: _line, ...row }) => row);
      const ids = await talents.createMany(request.companyId, rows, request.body.common);
      return reply.status(201).send({ created: ids.length, ids });
    },
  );

  app.get(
    '/api/talents/csv/sample',
    {
      schema: {
        tags,
        summary: 'The sample CSV (UTF-8 with BOM) in the caller’s language',
        querystring: z.object({ lang: z.enum(['jp', 'en', 'cn']).optional() }),
        response: { 200: mediaResponse('text/csv; charset=utf-8', 'The sample CSV') },
      },
      preValidation: client,
    },
    async (request, reply) => {
      const lang = request.query.lang ?? langFromHeader(request.headers['accept-language']);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="candidates-sample.csv"')
        .send(Buffer.from(candidateCsvSample(lang)));
    },
  );

  app.put(
    '/api/talents/:id/scheduled-invitation',
    {
      schema: {
        tags,
        summary: 'Schedule the invitation mail at a future time',
        params: talentIdParams,
        body: z.object({ scheduledAt: z.unknown() }),
        response: { 200: scheduledInvitationSchema },
      },
      preValidation: client,
    },
    async (request) => {
      const parsed = scheduledSendSchema(new Date()).safeParse(request.body);
      if (!parsed.success) {
        const lang = langFromHeader(request.headers['accept-language']);
        throw new HttpProblem(400, 'validation', 'validation', localizeIssues(parsed.error, lang));
      }
      return scheduler.schedule(request.companyId, request.params.id, parsed.data.scheduledAt);
    },
  );

  app.delete(
    '/api/talents/:id/scheduled-invitation',
    {
      schema: {
        tags,
        summary: 'Cancel the scheduled invitation',
        params: talentIdParams,
        response: { 200: scheduledInvitationSchema },
      },
      preValidation: client,
    },
    async (request) => scheduler.cancel(request.companyId, request.params.id),
  );

  app.get(
    '/api/talents/events',
    {
      schema: {
        tags,
        summary: 'Server-sent events: a candidate of the company changed',
        response: { 200: mediaResponse('text/event-stream', 'The event stream') },
      },
      preValidation: client,
    },
    (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(': connected\n\n');
      const unsubscribe = opts.events.subscribe(request.companyId, (change) => {
        res.write(
          `event: ${change.topic ?? 'talent'}\ndata: ${JSON.stringify({ talentId: change.talentId, kind: change.kind })}\n\n`,
        );
      });
      const ping = setInterval(() => res.write(': ping\n\n'), 25_000);
      const close = () => {
        clearInterval(ping);
        unsubscribe();
        streams.delete(end);
      };
      const end = () => {
        close();
        res.end('retry: 1000\nevent: reconnect\ndata: {}\n\n');
      };
      streams.add(end);
      request.raw.on('close', close);
    },
  );
};
