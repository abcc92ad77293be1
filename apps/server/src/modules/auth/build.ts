/** better-auth wired to the platform: the sign-in code goes out by SMS, the reset link by mail. */
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema/index.ts';
import type { Platform } from '../../platform/services.ts';
import { createAuth, LOGIN_CODE_MINUTES, RESET_LINK_MINUTES } from './auth.ts';
import { codeResendWait } from './code-throttle.ts';

export function buildAuth({ db, config, outbox, log }: Platform) {
  return createAuth(db, config, {
    sendLoginCode: async (u, code) => {
      const [row] = await db
        .select({ phone: user.phoneNumber, companyId: user.companyId, language: user.language })
        .from(user)
        .where(eq(user.id, u.id));
      if (!row?.phone) throw new Error('no phone number');
      await outbox.sendPhoneCode({
        to: row.phone,
        code,
        minutes: LOGIN_CODE_MINUTES,
        template: 'login-code',
        language: row.language,
        companyId: row.companyId,
      });
    },
    codeResendWait: async (userId) => {
      const [row] = await db.select({ phone: user.phoneNumber }).from(user).where(eq(user.id, userId));
      return row?.phone ? codeResendWait(db, row.phone, config.SMS_CODE_RESEND_SECONDS) : 0;
    },
    sendResetMail: async (u, token) => {
      const link = `${config.publicUrl}/login/reset_password?code=${encodeURIComponent(token)}`;
      await outbox
        .sendMail('passwordReset', { to: u.email, data: { name: u.name, link, minutes: RESET_LINK_MINUTES } })
        .catch((error: unknown) => log.error({ err: error }, 'password reset mail not queued'));
    },
  });
}
