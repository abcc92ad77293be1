import { randomUUID } from 'node:crypto';
import { companyPhoneSchema, signupSchema, verificationCodeSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { langFromHeader } from '../../lib/messages.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { operatorNotifyAddress } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { codeResendTooSoon, codeResendWait, hashPassword, recordAuthEvent } from '../auth/index.ts';
import type { BotCheck } from '../bot-check/index.ts';
import type { AccountService } from './accounts.ts';
import { checkPhoneCode, sendNewPhoneCode } from './phone-codes.ts';
import { assertMaySignUpAgain } from './resignup.ts';
import type { SignupService } from './signups.ts';

const ok = z.object({ ok: z.literal(true) });

/** Company sign-up (spec 4) and phone registration for a signed-in user without a phone. */
export const signupRoutes: FastifyPluginAsyncZod<{
  db: Db;
  outbox: Outbox;
  botCheck: BotCheck;
  config: Config;
  signups: SignupService;
  accounts: AccountService;
}> = async (app, opts) => {
  const { db, outbox, botCheck, signups, accounts } = opts;
  const accountLimit = {
    rateLimit: { max: opts.config.AUTH_ACCOUNT_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  const codeLimit = { rateLimit: { max: opts.config.AUTH_CODE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(
    '/api/signup',
    {
      config: accountLimit,
      schema: {
        tags: ['identity'],
        summary: 'Company sign-up: the main account and its company in one transaction, then signed in',
        body: signupSchema,
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const email = input.email.toLowerCase();
      await assertMaySignUpAgain(db, email, new Date()).catch(async (error: unknown) => {
        await recordAuthEvent(db, request, {
          kind: 'sign-up',
          result: 'fail:signupLockedAfterWithdrawal',
          email,
        });
        throw error;
      });
      if (await signups.emailTaken(email)) {
        await recordAuthEvent(db, request, { kind: 'sign-up', result: 'fail:emailAlreadyInUse', email });
        throw new HttpProblem(409, 'emailAlreadyInUse', 'すでに登録済みのメールアドレスです');
      }
      const userId = randomUUID();
      const passwordHash = await hashPassword(input.password);
      let companyId: string;
      try {
        companyId = await signups.create(
          input,
          { userId, email, passwordHash },
          {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            language: langFromHeader(request.headers['accept-language']),
          },
        );
      } catch (error) {
        request.log.error({ err: error }, 'sign-up failed');
        await recordAuthEvent(db, request, { kind: 'sign-up', result: 'fail:signupFailed', email });
        // A concurrent sign-up with the same address loses on the unique index.
        if (await signups.emailTaken(email))
          throw new HttpProblem(409, 'emailAlreadyInUse', 'すでに登録済みのメールアドレスです');
        throw new HttpProblem(500, 'signupFailed');
      }

      // Signed in as the new user (no phone yet, so no code step); on failure the user and company are removed.
      let signedIn: Response;
      try {
        signedIn = await app.auth.api.signInEmail({
          body: { email, password: input.password, rememberMe: false },
          headers: new Headers({ 'x-refcheck-client-ip': request.ip }),
          asResponse: true,
        });
        if (!signedIn.ok) throw new Error(`sign-in after sign-up: ${signedIn.status}`);
      } catch (error) {
        request.log.error({ err: error }, 'sign-in after sign-up failed');
        await signups.undo(userId, companyId);
        await recordAuthEvent(db, request, { kind: 'sign-up', result: 'fail:signupFailed', email });
        throw new HttpProblem(500, 'signupFailed');
      }
      await recordAuthEvent(db, request, { kind: 'sign-up', result: 'ok', userId, companyId, email });
      // The operator is told; a failure to queue that mail does not undo the sign-up.
      await outbox
        .sendMail('adminSignup', {
          to: await operatorNotifyAddress(db, opts.config.ADMIN_NOTIFY_MAIL),
          data: {
            companyName: input.companyName,
            staffName: input.staffName,
            email,
            plan: input.selectedPlan,
          },
          companyId,
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'sign-up notification not queued'));
      reply.header('set-cookie', signedIn.headers.getSetCookie());
      return { ok: true as const };
    },
  );

  /**
   * Registration is for a user without a phone: changing a registered number goes through the settings'
   * `/api/account/phone/*`, which asks for the current password first (re-authentication).
   */
  async function requireNoPhone(userId: string) {
    if (await accounts.phoneOf(userId)) throw new HttpProblem(409, 'phoneAlreadySet');
  }

  app.post(
    '/api/phone/code',
    {
      config: codeLimit,
      preHandler: app.requireUser(),
      schema: {
        tags: ['identity'],
        summary: 'Phone registration: send a code to the given number',
        body: companyPhoneSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      const { phoneNumber } = request.body;
      await botCheck.require(request);
      await requireNoPhone(request.user.id);
      if (await accounts.phoneTakenByOther(request.user.id, phoneNumber)) {
        await recordAuthEvent(db, request, {
          kind: 'phone-code',
          result: 'fail:phoneAlreadyRegistered',
          userId: request.user.id,
        });
        throw new HttpProblem(
          409,
          'phoneAlreadyRegistered',
          'この電話番号は既に別のアカウントで登録されています',
        );
      }
      const wait = await codeResendWait(db, phoneNumber, opts.config.SMS_CODE_RESEND_SECONDS);
      if (wait > 0) {
        await recordAuthEvent(db, request, {
          kind: 'phone-code',
          result: 'fail:codeResendTooSoon',
          userId: request.user.id,
          companyId: request.user.companyId,
        });
        throw codeResendTooSoon(wait);
      }
      const failed = await sendNewPhoneCode({ auth: app.auth, db, outbox }, request.user, phoneNumber);
      if (failed) {
        request.log.error({ err: failed.notSent }, 'phone code not sent');
        await recordAuthEvent(db, request, {
          kind: 'phone-code',
          result: 'fail:codeSendFailed',
          userId: request.user.id,
        });
        throw new HttpProblem(502, 'codeSendFailed', '認証コードの送信に失敗しました');
      }
      await recordAuthEvent(db, request, {
        kind: 'phone-code',
        result: 'ok',
        userId: request.user.id,
        companyId: request.user.companyId,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/phone/verify',
    {
      config: codeLimit,
      preHandler: app.requireUser(),
      schema: {
        tags: ['identity'],
        summary: 'Phone registration: check the code and link the phone (sign-in codes go there from now on)',
        body: verificationCodeSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      const result = await checkPhoneCode(app.auth, request.user.id, request.body.code);
      const base = {
        kind: 'phone-verify' as const,
        userId: request.user.id,
        companyId: request.user.companyId,
      };
      if (!result.ok) {
        await recordAuthEvent(db, request, { ...base, result: `fail:${result.reason}` });
        if (result.reason === 'wrongCode') throw new HttpProblem(400, 'wrongCode', '認証コードが違います');
        throw new HttpProblem(400, 'codeExpired');
      }
      try {
        await accounts.registerPhone(request.user.id, result.phoneNumber);
      } catch {
        await recordAuthEvent(db, request, { ...base, result: 'fail:phoneAlreadyRegistered' });
        throw new HttpProblem(
          409,
          'phoneAlreadyRegistered',
          'この電話番号は既に別のアカウントで登録されています',
        );
      }
      await recordAuthEvent(db, request, { ...base, result: 'ok' });
      return { ok: true as const };
    },
  );
};
