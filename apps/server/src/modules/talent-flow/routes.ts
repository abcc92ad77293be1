/** Candidate flow API: /api/talent-flow/*, authorised by the rc_talent flow cookie (404 without it). */
import {
  consentBodySchema,
  declineSchema,
  refereeLinksSchema,
  talentConsentSchema,
  talentFlowOverviewSchema,
  talentUnsubscribedSchema,
} from '@refcheck/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { TALENT_FLOW_PATH as FLOW_PATH } from '../../lib/link-flow-paths.ts';
import { langFromHeader } from '../../lib/messages.ts';
import { problemSchema } from '../../lib/problem.ts';
import { clearFlowCookie, recordLinkDevice, requireFlow, setFlowCookie } from '../../platform/links/index.ts';
import type { TalentFlowService } from './service.ts';

export const talentFlowRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  flow: TalentFlowService;
}> = async (app, opts) => {
  const { db, flow } = opts;
  const { authSecret, NODE_ENV } = opts.config;
  const secure = NODE_ENV === 'production';
  const requireTalent = requireFlow('talent', authSecret);
  const subject = (request: FastifyRequest) => ({
    companyId: request.flow.companyId,
    talentId: request.flow.talentId,
  });
  const tags = ['talent-flow'];
  const lang = (request: FastifyRequest) => langFromHeader(request.headers['accept-language']);

  app.post(
    `${FLOW_PATH}/session`,
    {
      schema: {
        tags,
        summary: 'Exchange a candidate link (company, token) for the flow cookie',
        body: z.object({ company: z.string().max(100), token: z.string().max(200) }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const s = await flow.exchange(request.body.company, request.body.token);
      setFlowCookie(
        reply,
        { purpose: 'talent', companyId: s.companyId, talentId: s.talentId, refereeId: null },
        { secret: authSecret, secure, path: FLOW_PATH },
      );
      await recordLinkDevice(
        db,
        request,
        reply,
        { companyId: s.companyId, talentId: s.talentId, refereeId: null },
        { secret: authSecret, secure },
      );
      return { ok: true as const };
    },
  );

  app.delete(
    `${FLOW_PATH}/session`,
    { schema: { tags, summary: 'Forget the flow cookie', response: { 204: z.null() } } },
    async (_request, reply) => {
      clearFlowCookie(reply, 'talent', FLOW_PATH);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${FLOW_PATH}/me`,
    {
      schema: {
        tags,
        summary: 'The candidate, the company, the requested breakdown and the referees',
        response: { 200: talentFlowOverviewSchema },
      },
      preValidation: requireTalent,
    },
    async (request) => flow.overview(subject(request)),
  );

  app.post(
    `${FLOW_PATH}/consent`,
    {
      schema: {
        tags,
        summary: 'Agree to the privacy policy (shown in `language`); writes the consent record',
        body: consentBodySchema,
        response: { 200: talentConsentSchema },
      },
      preValidation: requireTalent,
    },
    async (request) =>
      flow.consent(subject(request), {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        language: request.body?.language,
      }),
  );

  app.put(
    `${FLOW_PATH}/referees`,
    {
      schema: {
        tags,
        summary: 'Save the referee list (add, edit, delete marked) and issue referee links',
        body: z.object({ referees: z.array(z.unknown()).max(50) }),
        response: { 200: refereeLinksSchema },
      },
      preValidation: requireTalent,
    },
    async (request) => flow.saveReferees(subject(request), request.body, request.ip, lang(request)),
  );

  /** Issue 36: a new referee in the slot of a declined (or not opening) one; invited at once. */
  app.post(
    `${FLOW_PATH}/referees/:refereeId/replace`,
    {
      schema: {
        tags,
        operationId: 'replaceReferee',
        summary: 'Replace a declined referee, or one who has not opened the link in time, by a new referee',
        params: z.object({ refereeId: z.uuid() }),
        body: z.object({ referee: z.record(z.string(), z.unknown()) }),
        response: {
          200: z.object({ refereeId: z.string(), name: z.string(), url: z.string() }),
          400: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
      preValidation: requireTalent,
    },
    async (request) =>
      flow.replaceReferee(subject(request), request.params.refereeId, request.body.referee, lang(request)),
  );

  app.post(
    `${FLOW_PATH}/links`,
    {
      schema: {
        tags,
        summary: 'Issue new referee links (links handed out earlier keep working)',
        response: { 200: refereeLinksSchema },
      },
      preValidation: requireTalent,
    },
    async (request) => ({
      links: (await flow.issueLinks(subject(request))).map(({ refereeId, name, url }) => ({
        refereeId,
        name,
        url,
      })),
    }),
  );

  app.post(
    `${FLOW_PATH}/decline`,
    {
      schema: {
        tags,
        summary: 'Decline the reference check with a reason',
        body: declineSchema,
        response: { 204: z.null() },
      },
      preValidation: requireTalent,
    },
    async (request, reply) => {
      await flow.decline(subject(request), request.body.description);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${FLOW_PATH}/unsubscribe`,
    {
      schema: {
        tags,
        summary: 'Stop reminder mail (link from the mail: company, token)',
        body: z.object({ company: z.string().max(100), token: z.string().max(200) }),
        response: { 200: talentUnsubscribedSchema },
      },
    },
    async (request) => flow.unsubscribe(request.body.company, request.body.token),
  );
};
