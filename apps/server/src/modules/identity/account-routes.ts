import {
  emailChangeSchema,
  phoneChangeSchema,
  profileNameSchema,
  verificationCodeSchema,
} from '@refcheck/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { companies, session, subAccounts, user } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { toHeaders } from '../auth/bridge.ts';
import { accountLanguage } from '../mail/mailer.ts';
import { codeResendTooSoon, codeResendWait } from './code-throttle.ts';
import { type AuthEventKind, recordAuthEvent } from './events.ts';
import { checkPhoneCode, issuePhoneCode, PHONE_CODE_MINUTES } from './phone-codes.ts';

const profileView = z.object({
  name: z.string(),
  email: z.string(),
  /** E.164, or null before phone registration. */
  phoneNumber: z.string().nullable(),
  isSubAccount: z.boolean(),
});
const ok = z.object({ ok: z.literal(true) });

const EMAIL_IN_USE = 'すでに登録済みのメールアドレスです';
const PHONE_IN_USE = 'この電話番号は既に別のアカウントで登録されています';

/**
 * Personal settings (spec 2, 6): every signed-in user edits their own name; changing the email or the sign-in phone
 * needs the current password in the same request (re-authentication), checked by better-auth's `verifyPassword`.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const db = app.services.database.db;
  const signedIn = app.requireUser();
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
  async function endOtherSessions(request: FastifyRequest) {
    await db
      .delete(session)
      .where(and(eq(session.userId, request.user.id), ne(session.id, request.user.sessionId)));
  }

  async function subAccountOf(userId: string) {
    const [sub] = await db
      .select({ id: subAccounts.id, companyId: subAccounts.companyId, name: subAccounts.name })
      .from(subAccounts)
      .where(eq(subAccounts.userId, userId));
    return sub ?? null;
  }

  app.get(
    '/api/account/profile',
    {
      preHandler: signedIn,
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user’s own profile',
        response: { 200: profileView },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ name: user.name, email: user.email, phoneNumber: user.phoneNumber })
        .from(user)
        .where(eq(user.id, request.user.id));
      const sub = await subAccountOf(request.user.id);
      return {
        name: sub?.name ?? row!.name,
        email: row!.email,
        phoneNumber: row!.phoneNumber ?? null,
        isSubAccount: sub !== null,
      };
    },
  );

  app.put(
    '/api/account/profile',
    {
      preHandler: signedIn,
      schema: {
        tags: ['identity'],
        summary: 'Change the own display name (a sub-account’s name in the company’s list too)',
        body: profileNameSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      const { name } = request.body;
      await db.transaction(async (tx) => {
        await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, request.user.id));
        await tx.update(subAccounts).set({ name }).where(eq(subAccounts.userId, request.user.id));
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/email',
    {
      config: accountLimit,
      preHandler: signedIn,
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
      const [current] = await db.select({ email: user.email }).from(user).where(eq(user.id, request.user.id));
      const oldEmail = current!.email;
      if (email === oldEmail) return { ok: true as const };
      const sub = await subAccountOf(request.user.id);
      const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      const [invited] = sub
        ? await db
            .select({ id: subAccounts.id })
            .from(subAccounts)
            .where(
              and(
                eq(subAccounts.companyId, sub.companyId),
                eq(subAccounts.email, email),
                ne(subAccounts.id, sub.id),
              ),
            )
        : [];
      if (taken || invited) {
        await event(request, 'email-change', 'fail:emailAlreadyInUse');
        throw new HttpProblem(409, 'emailAlreadyInUse', EMAIL_IN_USE);
      }
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(user)
            .set({ email, emailVerified: false, updatedAt: new Date() })
            .where(eq(user.id, request.user.id));
          if (sub) {
            await tx.update(subAccounts).set({ email }).where(eq(subAccounts.id, sub.id));
          } else if (request.user.companyId) {
            // The main account's address is the company's contact address (completion notices go there).
            await tx
              .update(companies)
              .set({ email })
              .where(and(eq(companies.id, request.user.companyId), eq(companies.email, oldEmail)));
          }
        });
      } catch (error) {
        // A concurrent change to the same address loses on the unique index.
        request.log.warn({ err: error }, 'email change failed');
        await event(request, 'email-change', 'fail:emailAlreadyInUse');
        throw new HttpProblem(409, 'emailAlreadyInUse', EMAIL_IN_USE);
      }
      await endOtherSessions(request);
      await event(request, 'email-change', 'ok');
      // The previous address is told, so a hijacked session cannot move the account away unnoticed.
      await app.services.outbox
        .sendMail('emailChanged', {
          to: oldEmail,
          // The old address has no account any more: the account's language.
          language: await accountLanguage(db, email),
          data: { oldEmail, newEmail: email, supportMail: opts.config.SUPPORT_MAIL },
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
      preHandler: signedIn,
      schema: {
        tags: ['identity'],
        summary: 'Phone change: current password, then a code to the new number',
        body: phoneChangeSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      const { phoneNumber, currentPassword } = request.body;
      await app.services.botCheck.require(request);
      await requirePassword(request, currentPassword, 'phone-change-code');
      const [other] = await db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.phoneNumber, phoneNumber), ne(user.id, request.user.id)));
      if (other) {
        await event(request, 'phone-change-code', 'fail:phoneAlreadyRegistered');
        throw new HttpProblem(409, 'phoneAlreadyRegistered', PHONE_IN_USE);
      }
      const wait = await codeResendWait(db, phoneNumber, opts.config.SMS_CODE_RESEND_SECONDS);
      if (wait > 0) {
        await event(request, 'phone-change-code', 'fail:codeResendTooSoon');
        throw codeResendTooSoon(wait);
      }
      const code = await issuePhoneCode(app.auth, request.user.id, phoneNumber, 'change');
      try {
        await app.services.outbox.send({
          channel: 'sms',
          to: phoneNumber,
          text: `Refcheck 認証コード: ${code}（${PHONE_CODE_MINUTES}分間有効）`,
          template: 'phone-code',
          companyId: request.user.companyId,
        });
      } catch (error) {
        request.log.error({ err: error }, 'phone change code not sent');
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
      preHandler: signedIn,
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
        await db
          .update(user)
          .set({
            phoneNumber: result.phoneNumber,
            phoneNumberVerified: true,
            twoFactorEnabled: true,
            updatedAt: new Date(),
          })
          .where(eq(user.id, request.user.id));
      } catch {
        await event(request, 'phone-change', 'fail:phoneAlreadyRegistered');
        throw new HttpProblem(409, 'phoneAlreadyRegistered', PHONE_IN_USE);
      }
      await endOtherSessions(request);
      await event(request, 'phone-change', 'ok');
      await app.services.outbox
        .sendMail('phoneChanged', {
          to: request.user.email,
          data: { lastDigits: result.phoneNumber.slice(-4), supportMail: opts.config.SUPPORT_MAIL },
          companyId: request.user.companyId,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'phone change notice not queued'));
      return { ok: true as const };
    },
  );
};
