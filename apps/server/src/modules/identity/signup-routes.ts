import { randomUUID } from 'node:crypto';
import { companyPhoneSchema, joinAddress, signupSchema, verificationCodeSchema } from '@refcheck/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { account, companies, user } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { operatorNotifyAddress } from '../admin/notify-address.ts';
import { hashPassword } from '../auth/password.ts';
import { assertMaySignUpAgain } from '../customer/resignup.ts';
import { newCompanyUid } from '../seed/demo.ts';
import { codeResendTooSoon, codeResendWait } from './code-throttle.ts';
import { recordAuthEvent } from './events.ts';
import { checkPhoneCode, issuePhoneCode, PHONE_CODE_MINUTES } from './phone-codes.ts';

const ok = z.object({ ok: z.literal(true) });

/** Company sign-up (spec 4) and phone registration for a signed-in user without a phone. */
export const signupRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const db = app.services.database.db;
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
      const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (taken) {
        await recordAuthEvent(db, request, { kind: 'sign-up', result: 'fail:emailAlreadyInUse', email });
        throw new HttpProblem(409, 'emailAlreadyInUse', 'すでに登録済みのメールアドレスです');
      }
      const userId = randomUUID();
      const passwordHash = await hashPassword(input.password);
      let companyId: string;
      try {
        companyId = await db.transaction(async (tx) => {
          const [company] = await tx
            .insert(companies)
            .values({
              uid: newCompanyUid(),
              name: input.companyName,
              staffName: input.staffName,
              email,
              zipcode: input.zipcode,
              address: joinAddress(input.address1, input.address2),
              isBusinessCardRequired: true,
              isFreemailAllowed: false,
              selectedPlan: input.selectedPlan,
              allowedPlan: 'LIGHT',
              loginCount: 0,
              isAgreeToNotice: input.isAgreeToSpecialConditions,
            })
            .returning({ id: companies.id });
          await tx.insert(user).values({
            id: userId,
            name: input.staffName,
            email,
            emailVerified: false,
            role: 'client',
            companyId: company!.id,
          });
          await tx.insert(account).values({
            id: randomUUID(),
            accountId: userId,
            providerId: 'credential',
            userId,
            password: passwordHash,
          });
          return company!.id;
        });
      } catch (error) {
        request.log.error({ err: error }, 'sign-up failed');
        await recordAuthEvent(db, request, { kind: 'sign-up', result: 'fail:signupFailed', email });
        // A concurrent sign-up with the same address loses on the unique index.
        const [again] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
        if (again) throw new HttpProblem(409, 'emailAlreadyInUse', 'すでに登録済みのメールアドレスです');
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
        await db.delete(user).where(eq(user.id, userId));
        await db.delete(companies).where(eq(companies.id, companyId));
        await recordAuthEvent(db, request, { kind: 'sign-up', result: 'fail:signupFailed', email });
        throw new HttpProblem(500, 'signupFailed');
      }
      await recordAuthEvent(db, request, { kind: 'sign-up', result: 'ok', userId, companyId, email });
      // The operator is told; a failure to queue that mail does not undo the sign-up.
      await app.services.outbox
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
    const [row] = await db.select({ phone: user.phoneNumber }).from(user).where(eq(user.id, userId));
    if (row?.phone) throw new HttpProblem(409, 'phoneAlreadySet');
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
      await app.services.botCheck.require(request);
      await requireNoPhone(request.user.id);
      const [other] = await db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.phoneNumber, phoneNumber), ne(user.id, request.user.id)));
      if (other) {
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
      const code = await issuePhoneCode(app.auth, request.user.id, phoneNumber);
      try {
        await app.services.outbox.send({
          channel: 'sms',
          to: phoneNumber,
          text: `Refcheck 認証コード: ${code}（${PHONE_CODE_MINUTES}分間有効）`,
          template: 'phone-code',
          companyId: request.user.companyId,
        });
      } catch (error) {
        request.log.error({ err: error }, 'phone code not sent');
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
        await db
          .update(user)
          .set({ phoneNumber: result.phoneNumber, phoneNumberVerified: true, twoFactorEnabled: true })
          .where(eq(user.id, request.user.id));
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
