/**
 * The public REST API v1 (issue 25): /api/v1/candidates…, called with a company's API key. Thin: the guard
 * (guard.ts) has resolved the key's company and applied the gate, the rate limit and the Idempotency-Key; each
 * route delegates to the talents and reports modules through their front doors, scoped by the key's company.
 */
import {
  LANGUAGES,
  localizeIssues,
  reportSchema,
  scheduledSendSchema,
  v1CandidateCreateSchema,
  v1CandidateListQuerySchema,
  v1CandidatePageSchema,
  v1CandidateSchema,
  v1InvitationResultSchema,
  v1InvitationSchema,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaResponse } from '../../lib/media-response.ts';
import { langFromHeader } from '../../lib/messages.ts';
import { HttpProblem, problemSchema } from '../../lib/problem.ts';
import { pdfAttachmentHeaders, type ReportReader } from '../reports/index.ts';
import type { InvitationScheduler, TalentService } from '../talents/index.ts';
import type { PublicCandidateReads } from './service.ts';

export interface PublicApiRoutesOptions {
  talents: TalentService;
  scheduler: InvitationScheduler;
  reads: PublicCandidateReads;
  reader: ReportReader;
}

/** What every v1 operation shares in the OpenAPI documents. */
export const V1_TAG = 'public-api v1';
const problem = problemSchema;
const errors = { 400: problem, 401: problem, 402: problem, 403: problem, 404: problem, 429: problem };
const postErrors = { ...errors, 409: problem };
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe(
      'Any unique text (a UUID): a retry with the same key and body gets the first answer for 24 hours',
    ),
});
const params = z.object({ id: z.uuid() });

export const publicApiRoutes: FastifyPluginAsyncZod<PublicApiRoutesOptions> = async (app, opts) => {
  const { talents, scheduler, reads, reader } = opts;
  const tags = [V1_TAG];
  /** A future time for the invitation, or 400 like the browser's scheduling. */
  const futureTime = (value: unknown, lang: string | undefined) => {
    const parsed = scheduledSendSchema(new Date()).safeParse({ scheduledAt: value });
    if (!parsed.success)
      throw new HttpProblem(
        400,
        'validation',
        'validation',
        localizeIssues(parsed.error, langFromHeader(lang)).map((e) => ({ ...e, path: 'sendInvitation' })),
      );
    return parsed.data.scheduledAt;
  };
  /** The candidate's status and scheduled mail after an invitation call. */
  const invitationState = async (companyId: string, id: string) => {
    const { status, scheduledInvitation } = await reads.one(companyId, id);
    return { status, scheduledInvitation };
  };

  app.post(
    '/api/v1/candidates',
    {
      schema: {
        tags,
        operationId: 'createCandidate',
        summary: 'Create a candidate, and send or schedule the invitation mail',
        headers: idempotencyHeader,
        body: v1CandidateCreateSchema,
        response: { 201: v1CandidateSchema, ...postErrors },
      },
    },
    async (request, reply) => {
      const companyId = request.companyId;
      const { sendInvitation, fairHiringConfirmed: _confirmed, ...form } = request.body;
      const at =
        sendInvitation === 'now' || sendInvitation === 'none'
          ? null
          : futureTime(sendInvitation, request.headers['accept-language']);
      const created = await talents.create(companyId, form);
      if (sendInvitation === 'now') await talents.sendInvitation(companyId, created.id);
      if (at) await scheduler.schedule(companyId, created.id, at);
      return reply.status(201).send(await reads.one(companyId, created.id));
    },
  );

  app.get(
    '/api/v1/candidates',
    {
      schema: {
        tags,
        operationId: 'listCandidates',
        summary:
          'List candidates, newest first, one page after `cursor`; filter by status, update time or ATS id',
        querystring: v1CandidateListQuerySchema,
        response: { 200: v1CandidatePageSchema, ...errors },
      },
    },
    async (request) => reads.page(request.companyId, request.query),
  );

  app.get(
    '/api/v1/candidates/:id',
    {
      schema: {
        tags,
        operationId: 'getCandidate',
        summary: "A candidate: status, invitation and the referees' names and states",
        params,
        response: { 200: v1CandidateSchema, ...errors },
      },
    },
    async (request) => reads.one(request.companyId, request.params.id),
  );

  app.delete(
    '/api/v1/candidates/:id',
    {
      schema: {
        tags,
        operationId: 'deleteCandidate',
        summary: 'Delete a candidate (purged for good after 30 days)',
        params,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await talents.softDelete(request.companyId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/candidates/:id/invitation',
    {
      schema: {
        tags,
        operationId: 'sendInvitation',
        summary: 'Send the invitation mail now (a fresh link), or schedule it at `at`',
        headers: idempotencyHeader,
        params,
        body: v1InvitationSchema,
        response: { 200: v1InvitationResultSchema, ...postErrors },
      },
    },
    async (request) => {
      const companyId = request.companyId;
      const { id } = request.params;
      if (request.body.at !== undefined)
        await scheduler.schedule(
          companyId,
          id,
          futureTime(request.body.at, request.headers['accept-language']),
        );
      else await talents.sendInvitation(companyId, id);
      return invitationState(companyId, id);
    },
  );

  app.delete(
    '/api/v1/candidates/:id/scheduled-invitation',
    {
      schema: {
        tags,
        operationId: 'cancelScheduledInvitation',
        summary: 'Cancel the scheduled invitation mail (409 `notScheduled` when none is scheduled)',
        params,
        response: { 200: v1InvitationResultSchema, ...errors, 409: problem },
      },
    },
    async (request) => {
      const companyId = request.companyId;
      await scheduler.cancel(companyId, request.params.id);
      return invitationState(companyId, request.params.id);
    },
  );

  const actorOf = (request: { apiKey: { id: string; companyId: string } | null; ip: string }) => ({
    companyId: request.apiKey!.companyId,
    actorUserId: `api-key:${request.apiKey!.id}`,
    ip: request.ip,
    via: 'api' as const,
  });

  app.get(
    '/api/v1/candidates/:id/report',
    {
      schema: {
        tags,
        operationId: 'getReport',
        summary: 'The report: grades, categories, questions and the answers of each referee',
        params,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => reader.read(actorOf(request), request.params.id),
  );

  app.get(
    '/api/v1/candidates/:id/report.pdf',
    {
      schema: {
        tags,
        operationId: 'getReportPdf',
        summary: 'The report as an A3 PDF',
        params,
        querystring: z.object({ lang: z.enum(LANGUAGES).default('jp') }),
        response: { 200: mediaResponse('application/pdf', 'The report (A3 PDF)'), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await reader.pdf(actorOf(request), request.params.id, request.query.lang);
      return reply.type('application/pdf').headers(pdfAttachmentHeaders(fileName)).send(pdf);
    },
  );
};
