/** The candidate's regain-trust API: /api/regain-trust/*, behind the rc_regainTrust flow cookie (404 without). */
import {
  excuseAnswersSchema,
  excuseDraftSavedSchema,
  excuseDraftSchema,
  excusesConfirmedSchema,
} from '@refcheck/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { REGAIN_TRUST_FLOW_PATH as FLOW_PATH } from '../../lib/link-flow-paths.ts';
import { clearFlowCookie, requireFlow, setFlowCookie } from '../../platform/links/index.ts';
import { problemSchema as problem, regainTrustOverviewSchema } from './schemas.ts';
import type { RegainTrustService } from './service.ts';

/** Link exchanges per client address and minute (tokens are 256-bit: this only stops hammering). */
const EXCHANGE_LIMIT_PER_MINUTE = 30;

export const regainTrustFlowRoutes: FastifyPluginAsyncZod<{
  config: Config;
  service: RegainTrustService;
}> = async (app, opts) => {
  const { service } = opts;
  const { authSecret, NODE_ENV } = opts.config;
  const requireCandidate = requireFlow('regainTrust', authSecret);
  const subject = (request: FastifyRequest) => ({
    companyId: request.flow.companyId,
    talentId: request.flow.talentId,
  });
  const tags = ['regain-trust'];

  app.post(
    `${FLOW_PATH}/session`,
    {
      config: { rateLimit: { max: EXCHANGE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Exchange a regain-trust link (company, token) for the flow cookie',
        body: z.object({ company: z.string().max(100), token: z.string().max(200) }),
        response: { 200: z.object({ ok: z.literal(true) }), 404: problem, 429: problem },
      },
    },
    async (request, reply) => {
      const s = await service.exchange(request.body.company, request.body.token);
      setFlowCookie(
        reply,
        { purpose: 'regainTrust', companyId: s.companyId, talentId: s.talentId, refereeId: null },
        { secret: authSecret, secure: NODE_ENV === 'production', path: FLOW_PATH },
      );
      return { ok: true as const };
    },
  );

  app.delete(
    `${FLOW_PATH}/session`,
    { schema: { tags, summary: 'Forget the flow cookie', response: { 204: z.null() } } },
    async (_request, reply) => {
      clearFlowCookie(reply, 'regainTrust', FLOW_PATH);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${FLOW_PATH}/me`,
    {
      schema: {
        tags,
        summary: "The company's questions, the answers they are about, and the candidate's draft",
        response: { 200: regainTrustOverviewSchema, 404: problem },
      },
      preValidation: requireCandidate,
    },
    async (request) => service.overview(subject(request)),
  );

  app.put(
    `${FLOW_PATH}/draft`,
    {
      schema: {
        tags,
        summary: 'Save the explanations as they are typed (applied only when newer than the stored draft)',
        body: excuseDraftSchema,
        response: {
          200: excuseDraftSavedSchema,
          400: problem,
          404: problem,
          409: problem,
        },
      },
      preValidation: requireCandidate,
    },
    async (request) => service.saveDraft(subject(request), request.body),
  );

  app.post(
    `${FLOW_PATH}/confirm`,
    {
      schema: {
        tags,
        summary: 'Send the explanations (every one filled in); once only',
        body: excuseAnswersSchema,
        response: { 200: excusesConfirmedSchema, 400: problem, 404: problem, 409: problem },
      },
      preValidation: requireCandidate,
    },
    async (request) => service.confirm(subject(request), request.body),
  );
};
