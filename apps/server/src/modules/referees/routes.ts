/** The referee flow API under /api/referee-flow: link exchange, consent, phone verification, answers, completion. */
import {
  answerSavedSchema,
  answerSaveSchema,
  browserTimeZoneSchema,
  consentBodySchema,
  interestEmailSchema,
  languageSchema,
  phoneCodeSentSchema,
  refereeCodeSchema,
  refereeDeclineSchema,
  refereeInfoSchema,
  refereePhoneSchema,
  refereeSessionSchema,
  refereeStoredAnswersSchema,
  refereeUnsubscribedSchema,
  relationshipConfirmationSchema,
} from '@refcheck/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { autosaveGate } from '../../lib/admission.ts';
import { HttpProblem, notFound, problemSchema } from '../../lib/problem.ts';
import {
  exchangeRefereeLink,
  recordLinkDevice,
  requireFlow,
  setFlowCookie,
} from '../../platform/links/index.ts';
import type { BotCheck } from '../bot-check/index.ts';
import type { RefereeService } from './service.ts';
import { IDENTIFICATION_MAX_BYTES } from './service.ts';

export { REFEREE_FLOW_PATH } from '../../lib/link-flow-paths.ts';

import { REFEREE_FLOW_PATH } from '../../lib/link-flow-paths.ts';

const VERIFIED_COOKIE = 'rc_referee_verified';

const problem = problemSchema;
const ok = z.object({ ok: z.literal(true) });
const linkSchema = z.object({
  company: z.string().min(1).max(100),
  talent: z.string().min(1).max(100),
  token: z.string().min(1).max(200),
});
/** The link, and the browser's time zone the referee's reminders are timed in (issue 36; optional, never refused). */
const sessionSchema = linkSchema.extend({ timeZone: browserTimeZoneSchema });

export const refereeFlowRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Which database runs (the autosave's admission gate sizes itself by it). */
  databaseKind: Database['kind'];
  config: Config;
  botCheck: BotCheck;
  service: RefereeService;
  /** Loaded by the completion page when set (REFEREE_CONVERSION_TAG_URL). */
  conversionTagUrl: string | null;
}> = async (app, opts) => {
  const { db, config, botCheck, service } = opts;
  const secure = config.NODE_ENV === 'production';
  const secret = config.authSecret;
  const flow = requireFlow('referee', secret);
  const subject = (request: FastifyRequest) => {
    const f = request.flow;
    if (!f.refereeId) throw notFound();
    return { companyId: f.companyId, talentId: f.talentId, refereeId: f.refereeId };
  };
  const verified = (request: FastifyRequest) =>
    service.phone.isVerified(request.flow.refereeId ?? '', request.cookies[VERIFIED_COOKIE]);
  const requireVerified = async (request: FastifyRequest) => {
    if (!verified(request)) throw new HttpProblem(403, 'referee.reauthenticate');
  };
  const tags = ['referee flow'];

  /** Exchanges the link (company, talent, token) for the flow cookie. */
  app.post(
    `${REFEREE_FLOW_PATH}/session`,
    {
      schema: {
        tags,
        summary: 'Exchange a referee link for the flow cookie',
        body: sessionSchema,
        response: { 200: refereeSessionSchema, 404: problem },
      },
    },
    async (request, reply) => {
      const s = await exchangeRefereeLink(db, request.body);
      if (!s) throw notFound();
      // What GET /me answers right after (the phone not yet verified in this browser): its state and language are
      // the session's too.
      const now = new Date();
      const me = { ...(await service.info(s, false, now)), conversionTagUrl: opts.conversionTagUrl };
      if (me.state !== 'finished' && me.state !== 'declined')
        await service.opened(s, now, request.body.timeZone);
      setFlowCookie(reply, { purpose: 'referee', ...s }, { secret, secure, path: REFEREE_FLOW_PATH });
      await recordLinkDevice(db, request, reply, s, { secret, secure });
      // A new link opening starts a new verification: the phone is checked again in this browser.
      reply.clearCookie(VERIFIED_COOKIE, { path: REFEREE_FLOW_PATH });
      return { state: me.state, language: me.language, me };
    },
  );

  app.get(
    `${REFEREE_FLOW_PATH}/me`,
    {
      preHandler: flow,
      schema: {
        tags,
        summary: 'The referee, the check and its questions',
        response: { 200: refereeInfoSchema, 404: problem },
      },
    },
    async (request) => ({
      ...(await service.info(subject(request), verified(request), new Date())),
      conversionTagUrl: opts.conversionTagUrl,
    }),
  );

  app.post(
    `${REFEREE_FLOW_PATH}/consent`,
    {
      preHandler: flow,
      schema: {
        tags,
        summary: 'Consent to give a reference (records the time, address and browser)',
        body: consentBodySchema,
        response: { 200: ok, 403: problem, 404: problem, 409: problem },
      },
    },
    async (request) => {
      const client = {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        language: request.body?.language,
      };
      await service.consent(subject(request), client, new Date());
      return { ok: true as const };
    },
  );

  /** 「回答を辞退する」 (issue 36): from the first page on, before or after the phone check. */
  app.post(
    `${REFEREE_FLOW_PATH}/decline`,
    {
      preHandler: flow,
      schema: {
        tags,
        operationId: 'declineAsReferee',
        summary: 'Decline to give the reference, with a reason (the candidate is asked for a replacement)',
        body: refereeDeclineSchema,
        response: { 200: ok, 400: problem, 403: problem, 404: problem, 409: problem },
      },
    },
    async (request) => {
      await service.decline(subject(request), request.body, new Date());
      return { ok: true as const };
    },
  );

  app.put(
    `${REFEREE_FLOW_PATH}/language`,
    {
      preHandler: flow,
      schema: {
        tags,
        summary: "Set the referee's language (the flow's pages and mails)",
        body: z.object({ language: languageSchema }),
        response: { 200: ok, 404: problem },
      },
    },
    async (request) => {
      await service.setLanguage(subject(request), request.body.language);
      return { ok: true as const };
    },
  );

  const sendCode = async (
    request: FastifyRequest,
    e164: string | null,
    reply: { header: (k: string, v: string) => unknown },
  ) => {
    await botCheck.require(request);
    try {
      return await service.phone.sendCode(subject(request), e164, new Date());
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'referee.resendTooSoon')
        reply.header('retry-after', error.message);
      throw error;
    }
  };
  const sendResponses = {
    200: phoneCodeSentSchema,
    400: problem,
    403: problem,
    404: problem,
    409: problem,
    429: problem,
  };

  /** Sends the SMS code to the number entered. */
  app.post(
    `${REFEREE_FLOW_PATH}/phone`,
    {
      preHandler: flow,
      schema: {
        tags,
        summary: 'Send the SMS code to the phone number entered',
        body: refereePhoneSchema,
        response: sendResponses,
      },
    },
    async (request, reply) => sendCode(request, request.body.e164, reply),
  );

  /** Sends (or resends) the SMS code to the number already stored: the stored-phone path goes straight to code entry. */
  app.post(
    `${REFEREE_FLOW_PATH}/phone/resend`,
    {
      preHandler: flow,
      schema: {
        tags,
        summary: 'Send the SMS code again, to the phone number already stored',
        response: sendResponses,
      },
    },
    async (request, reply) => sendCode(request, null, reply),
  );

  app.post(
    `${REFEREE_FLOW_PATH}/phone/verify`,
    {
      preHandler: flow,
      schema: {
        tags,
        summary: 'Check the SMS code; a verified phone sets the proof cookie the questions need',
        body: refereeCodeSchema,
        response: { 200: ok, 400: problem, 403: problem, 404: problem, 409: problem },
      },
    },
    async (request, reply) => {
      const s = subject(request);
      await service.phone.verifyCode(s, request.body.code, new Date());
      reply.setCookie(VERIFIED_COOKIE, service.phone.verifiedProof(s.refereeId), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: REFEREE_FLOW_PATH,
        maxAge: 60 * 60 * 12,
      });
      return { ok: true as const };
    },
  );

  app.get(
    `${REFEREE_FLOW_PATH}/answers`,
    {
      preHandler: [flow, requireVerified],
      schema: {
        tags,
        summary: 'The answers saved so far',
        response: { 200: refereeStoredAnswersSchema, 403: problem, 404: problem },
      },
    },
    async (request) => service.answersOf(subject(request).refereeId),
  );

  const admit = autosaveGate(opts.databaseKind).preHandler();
  app.put(
    `${REFEREE_FLOW_PATH}/answers/:key`,
    {
      preHandler: [flow, requireVerified, admit],
      schema: {
        tags,
        summary: 'Autosave one answer (description text or selection level 1–5)',
        params: z.object({ key: z.string().min(1).max(100) }),
        body: answerSaveSchema,
        response: {
          200: answerSavedSchema,
          400: problem,
          403: problem,
          404: problem,
          409: problem,
          503: problem,
        },
      },
    },
    async (request) => {
      const saved = await service.saveAnswer(subject(request), request.params.key, request.body, new Date());
      return { ok: true as const, ...saved };
    },
  );

  /** The referee confirms or corrects the relationship and period the candidate stated (before the questions). */
  app.put(
    `${REFEREE_FLOW_PATH}/relationship`,
    {
      preHandler: [flow, requireVerified],
      schema: {
        tags,
        summary: 'Confirm or correct the relationship and period the candidate stated',
        body: relationshipConfirmationSchema,
        response: { 200: ok, 400: problem, 403: problem, 404: problem, 409: problem },
      },
    },
    async (request) => {
      await service.confirmRelationship(subject(request), request.body, new Date());
      return { ok: true as const };
    },
  );

  await app.register(async (upload) => {
    const raw = (_req: FastifyRequest, body: Buffer, done: (err: Error | null, body?: Buffer) => void) =>
      done(null, body);
    upload.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: IDENTIFICATION_MAX_BYTES }, raw);
    upload.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: IDENTIFICATION_MAX_BYTES },
      raw,
    );
    upload.post(
      `${REFEREE_FLOW_PATH}/identification`,
      {
        preHandler: [flow, requireVerified],
        bodyLimit: IDENTIFICATION_MAX_BYTES,
        schema: {
          tags,
          summary: 'Upload the identification image (raw body, image/*)',
          response: {
            200: ok,
            400: problem,
            403: problem,
            404: problem,
            409: problem,
            413: problem,
            415: problem,
          },
        },
      },
      async (request: FastifyRequest) => {
        if (!Buffer.isBuffer(request.body)) throw new HttpProblem(415, 'referee.notAnImage');
        await service.uploadIdentification(subject(request), request.body, new Date());
        return { ok: true as const };
      },
    );
  });

  app.post(
    `${REFEREE_FLOW_PATH}/complete`,
    {
      preHandler: [flow, requireVerified],
      schema: {
        tags,
        summary: 'Submit the completed reference',
        response: { 200: ok, 400: problem, 403: problem, 404: problem, 409: problem },
      },
    },
    async (request) => {
      await service.complete(subject(request), new Date());
      return { ok: true as const };
    },
  );

  app.post(
    `${REFEREE_FLOW_PATH}/interest-email`,
    {
      preHandler: flow,
      schema: {
        tags,
        summary: 'Leave an e-mail address to hear about Refcheck (the operator is told)',
        body: interestEmailSchema,
        response: { 200: ok, 400: problem, 404: problem },
      },
    },
    async (request) => {
      await service.interestEmail(subject(request), request.body.email);
      return { ok: true as const };
    },
  );

  /** The reminder unsubscribe page: the link itself (company, talent, token) authorizes it. */
  app.post(
    `${REFEREE_FLOW_PATH}/unsubscribe-remind`,
    {
      schema: {
        tags,
        summary: "Stop the reminders to a referee (the reminder mail's link authorizes it)",
        body: linkSchema,
        response: { 200: refereeUnsubscribedSchema, 404: problem },
      },
    },
    async (request) => {
      const s = await exchangeRefereeLink(db, request.body);
      if (!s) throw notFound();
      return service.unsubscribeRemind(s);
    },
  );
};
