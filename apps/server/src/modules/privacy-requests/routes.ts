/**
 * The public privacy request API (/api/privacy-request/*, no login): a code to the person's e-mail or phone, then a
 * short-lived session in the httpOnly `rc_privacy` cookie (a random token, hashed at rest) for the disclosure and
 * the erasure request. The code and verify endpoints are rate-limited like the other code endpoints; sending a
 * code also needs the bot check.
 */
import {
  languageSchema,
  PRIVACY_CODE_MINUTES,
  PRIVACY_SESSION_MINUTES,
  privacyCodeRequestSchema,
  privacyCodeSchema,
  privacyDisclosureSchema,
  privacyErasureSchema,
  privacyMeSchema,
} from '@refcheck/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { mediaResponse } from '../../lib/media-response.ts';
import { HttpProblem, problemSchema as problem } from '../../lib/problem.ts';
import { renderPdf } from '../../platform/pdf/index.ts';
import type { BotCheck } from '../bot-check/index.ts';
import type { renderDisclosurePdf } from './disclosure-pdf.ts';
import type { PrivacyService } from './service.ts';

export const PRIVACY_FLOW_PATH = '/api/privacy-request';
export const PRIVACY_COOKIE = 'rc_privacy';

export const privacyFlowRoutes: FastifyPluginAsyncZod<{
  config: Config;
  botCheck: BotCheck;
  service: PrivacyService;
  limitPerMinute: number;
}> = async (app, opts) => {
  const { service, botCheck } = opts;
  const { NODE_ENV } = opts.config;
  const codeLimit = { rateLimit: { max: opts.limitPerMinute, timeWindow: '1 minute' } };
  const tags = ['privacy-requests'];
  const token = (request: FastifyRequest) => request.cookies[PRIVACY_COOKIE];
  const setCookie = (reply: FastifyReply, value: string) =>
    reply.setCookie(PRIVACY_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: NODE_ENV === 'production',
      path: PRIVACY_FLOW_PATH,
      maxAge: PRIVACY_SESSION_MINUTES * 60,
    });
  const who = async (request: FastifyRequest) => {
    const subject = await service.identity.session(token(request), new Date());
    if (!subject) throw new HttpProblem(404, 'privacy.sessionExpired');
    return subject;
  };

  app.post(
    `${PRIVACY_FLOW_PATH}/code`,
    {
      config: codeLimit,
      schema: {
        tags,
        summary:
          'Send a code to an e-mail address or phone number (never tells whether we hold data about it)',
        body: privacyCodeRequestSchema,
        response: { 200: z.object({ ok: z.literal(true), minutes: z.number() }), 400: problem, 429: problem },
      },
    },
    async (request, reply) => {
      await botCheck.require(request);
      setCookie(reply, await service.startVerification(request.body, new Date(), request.ip));
      return { ok: true as const, minutes: PRIVACY_CODE_MINUTES };
    },
  );

  app.post(
    `${PRIVACY_FLOW_PATH}/verify`,
    {
      config: { ...codeLimit, auth: 'privacyRequest' },
      schema: {
        tags,
        summary: 'Check the code; a verified session replaces the cookie',
        body: privacyCodeSchema,
        response: { 200: z.object({ ok: z.literal(true) }), 400: problem, 404: problem, 429: problem },
      },
    },
    async (request, reply) => {
      setCookie(reply, await service.verify(token(request), request.body.code, new Date(), request.ip));
      return { ok: true as const };
    },
  );

  app.get(
    `${PRIVACY_FLOW_PATH}/me`,
    {
      config: { auth: 'privacyRequest' },
      schema: {
        tags,
        summary: 'The verified person and the companies holding data about them',
        response: { 200: privacyMeSchema, 404: problem },
      },
    },
    async (request) => service.me(await who(request)),
  );

  app.get(
    `${PRIVACY_FLOW_PATH}/disclosure`,
    {
      config: { auth: 'privacyRequest' },
      schema: {
        tags,
        summary: 'Download everything stored about the verified person (JSON), audited',
        response: { 200: privacyDisclosureSchema, 404: problem },
      },
    },
    async (request, reply) => {
      const disclosure = await service.disclose(await who(request), new Date(), request.ip);
      reply.header('content-disposition', 'attachment; filename="refcheck-my-data.json"');
      reply.header('cache-control', 'no-store');
      return disclosure;
    },
  );

  app.get(
    `${PRIVACY_FLOW_PATH}/disclosure.pdf`,
    {
      config: { auth: 'privacyRequest' },
      schema: {
        tags,
        summary:
          'The same disclosure as a readable PDF in the given language (default: the one of the request)',
        querystring: z.object({ lang: languageSchema.optional() }),
        response: { 200: mediaResponse('application/pdf', 'The disclosure (PDF)'), 404: problem },
      },
    },
    async (request, reply) => {
      const subject = await who(request);
      const disclosure = await service.disclose(subject, new Date(), request.ip, 'pdf');
      // Rendered in the PDF worker (platform/pdf): @react-pdf and the fonts never load on the server's thread.
      const pdf = await renderPdf('disclosure', [
        disclosure,
        request.query.lang ?? subject.language,
      ] satisfies Parameters<typeof renderDisclosurePdf>);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="refcheck-my-data.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    `${PRIVACY_FLOW_PATH}/erasure`,
    {
      config: { ...codeLimit, auth: 'privacyRequest' },
      schema: {
        tags,
        summary: 'Ask every company holding data about the verified person to erase it',
        body: privacyErasureSchema,
        response: { 200: z.object({ count: z.number() }), 400: problem, 404: problem },
      },
    },
    async (request) => ({
      count: await service.erasure.request(await who(request), request.body.message, new Date(), request.ip),
    }),
  );

  app.delete(
    `${PRIVACY_FLOW_PATH}/session`,
    { schema: { tags, summary: 'End the verification or session', response: { 204: z.null() } } },
    async (request, reply) => {
      await service.identity.end(token(request));
      reply.clearCookie(PRIVACY_COOKIE, { path: PRIVACY_FLOW_PATH });
      return reply.status(204).send(null);
    },
  );
};
