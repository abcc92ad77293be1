import {
  emailChangeSchema,
  phoneChangeSchema,
  profileNameSchema,
  profileViewSchema,
  verificationCodeSchema,
} from '@refcheck/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { accountLanguage, readSupportContact } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import {
  type AuthEventKind,
  codeResendTooSoon,
  codeResendWait,
  recordAuthEvent,
  toHeaders,
} from '../auth/index.ts';
import type { BotCheck } from '../bot-check/index.ts';
import type { AccountService } from './accounts.ts';
import { checkPhoneCode, sendNewPhoneCode } from './phone-codes.ts';

const ok = z.object({ ok: z.literal(true) });

const EMAIL_IN_USE = 'すでに登録済みのメールアドレスです';
const PHONE_IN_USE = 'この電話番号は既に別のアカウントで登録されています';

/**
 * Personal settings (spec 2, 6): every signed-in user edits their own name; changing the email or the sign-in phone
 * needs the current password in the same request (re-authentication), checked by better-auth's `verifyPassword`.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  outbox: Outbox;
  botCheck: BotCheck;
  config: Config;
  accounts: AccountService;
}> = async (app, opts) => {
  const { db, outbox, botCheck, accounts } = opts;
  const supportContact = () =>
    readSupportContact(db, { phone: opts.config.SUPPORT_PHONE, mail: opts.config.SUPPORT_MAIL });
  const signedIn = app.requireUser();
  // Every route here needs a signed-in user: the guard runs once for the plugin's routes.
  app.addHook('preHandler', signedIn);
  const accountLimit = {
    rateLimit: { max: opts.config.AUTH_ACCOUNT_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  const codeLimit = { rateLimit: { max: opts.config.AUTH_CODE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  const event = (request: FastifyRequest, kind: AuthEventKind, result: string) =>
    recordAuthEvent(db, request, {
      kind,
      result,
      userId: request.user.id,
      companyId: request.user.companyId,
    });

  /** Re-authentication: better-auth's own password check against the credential account (400 INVALID_PASSWORD). */
  async function requirePassword(request: FastifyRequest, password: string, kind: AuthEventKind) {
    let valid = false;
    try {
      const answer = await app.auth.api.verifyPassword({ body: { password }, headers: toHeaders(request) });
      valid = answer.status === true;
    } catch {
      valid = false;
    }
    if (!valid) {
      await event(request, kind, 'fail:INVALID_PASSWORD');
      throw new HttpProblem(400, 'INVALID_PASSWORD', 'パスワードが違います');
    }
  }

  /** Ends every session of the user but the current one. */
  const endOtherSessions = (request: FastifyRequest) =>
    accounts.endOtherSessions(request.user.id, request.user.sessionId);

  app.get(
    '/api/account/profile',
    {
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user’s own profile',
        response: { 200: profileViewSchema },
      },
    },
    async (request) => accounts.profile(request.user.id),
  );

  app.put(
    '/api/account/profile',
    {
      schema: {
        tags: ['identity'],
        summary: 'Change the own display name (a sub-account’s name in the company’s list too)',
        body: profileNameSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await accounts.rename(request.user.id, request.body.name);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/email',
    {
      config: accountLimit,
      schema: {
        tags: ['identity'],
        summary:
          'Change the own email (current password required); the old address is told, other sessions end',
        body: emailChangeSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      await requirePassword(request, request.body.currentPassword, 'email-change');
      const oldEmail = await accounts.emailOf(request.user.id);
      if (email === oldEmail) return { ok: true as const };
      const sub = await accounts.subAccountOf(request.user.id);
      if (await accounts.emailInUse(email, sub)) {
        await event(request, 'email-change', 'fail:emailAlreadyInUse');
        throw new HttpProblem(409, 'emailAlreadyInUse', EMAIL_IN_USE);
      }
      try {
        await accounts.changeEmail(
          { userId: request.user.id, companyId: request.user.companyId, oldEmail, email },
          sub,
        );
      } catch (error) {
        // A concurrent change to the same address loses on the unique index.
        request.log.warn({ err: error }, 'email change failed');
        await event(request, 'email-change', 'fail:emailAlreadyInUse');
        throw new HttpProblem(409, 'emailAlreadyInUse', EMAIL_IN_USE);
      }
      await endOtherSessions(request);
      await event(request, 'email-change', 'ok');
      // The previous address is told, so a hijacked session cannot move the account away unnoticed.
      await outbox
        .sendMail('emailChanged', {
          to: oldEmail,
          // The old address has no account any more: the account's language.
          language: await accountLanguage(db, email),
          data: { oldEmail, newEmail: email, supportMail: (await supportContact()).mail },
          companyId: request.user.companyId,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'email change notice not queued'));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/phone/code',
    {
      config: codeLimit,
      schema: {
        tags: ['identity'],
        summary: 'Phone change: current password, then a code to the new number',
        body: phoneChangeSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      const { phoneNumber, currentPassword } = request.body;
      await botCheck.require(request);
      await requirePassword(request, currentPassword, 'phone-change-code');
      if (await accounts.phoneTakenByOther(request.user.id, phoneNumber)) {
        await event(request, 'phone-change-code', 'fail:phoneAlreadyRegistered');
        throw new HttpProblem(409, 'phoneAlreadyRegistered', PHONE_IN_USE);
      }
      const wait = await codeResendWait(db, phoneNumber, opts.config.SMS_CODE_RESEND_SECONDS);
      if (wait > 0) {
        await event(request, 'phone-change-code', 'fail:codeResendTooSoon');
        throw codeResendTooSoon(wait);
      }
      const failed = await sendNewPhoneCode(
        { auth: app.auth, db, outbox },
        request.user,
        phoneNumber,
        'change',
      );
      if (failed) {
        request.log.error({ err: failed.notSent }, 'phone change code not sent');
        await event(request, 'phone-change-code', 'fail:codeSendFailed');
        throw new HttpProblem(502, 'codeSendFailed', '認証コードの送信に失敗しました');
      }
      await event(request, 'phone-change-code', 'ok');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/phone/verify',
    {
      config: codeLimit,
      schema: {
        tags: ['identity'],
        summary: 'Phone change: check the code; sign-in codes go to the new number from now on',
        body: verificationCodeSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      const result = await checkPhoneCode(app.auth, request.user.id, request.body.code, 'change');
      if (!result.ok) {
        await event(request, 'phone-change', `fail:${result.reason}`);
        if (result.reason === 'wrongCode') throw new HttpProblem(400, 'wrongCode', '認証コードが違います');
        throw new HttpProblem(400, 'codeExpired');
      }
      try {
        await accounts.setPhone(request.user.id, result.phoneNumber);
      } catch {
        await event(request, 'phone-change', 'fail:phoneAlreadyRegistered');
        throw new HttpProblem(409, 'phoneAlreadyRegistered', PHONE_IN_USE);
      }
      await endOtherSessions(request);
      await event(request, 'phone-change', 'ok');
      await outbox
        .sendMail('phoneChanged', {
          to: request.user.email,
          data: { lastDigits: result.phoneNumber.slice(-4), supportMail: (await supportContact()).mail },
          companyId: request.user.companyId,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'phone change notice not queued'));
      return { ok: true as const };
    },
  );
};
