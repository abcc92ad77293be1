import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { accountLanguage } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Auth } from '../auth/index.ts';

/** Phone registration codes: 6 digits, 10 minutes, 5 wrong tries, single use, stored as SHA-256. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_ATTEMPTS = 5;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');
/** Registration (first phone) and change (settings, after the password) codes are kept apart. */
export type PhoneCodePurpose = 'registration' | 'change';
const identifier = (userId: string, purpose: PhoneCodePurpose = 'registration') =>
  `phone-${purpose}-${userId}`;

export async function issuePhoneCode(
  auth: Auth,
  userId: string,
  phoneNumber: string,
  purpose: PhoneCodePurpose = 'registration',
): Promise<string> {
  const ctx = await auth.$context;
  const id = identifier(userId, purpose);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.internalAdapter.deleteVerificationByIdentifier(id);
  await ctx.internalAdapter.createVerificationValue({
    identifier: id,
    value: JSON.stringify({ hash: hash(code), phoneNumber, attempts: 0 }),
    expiresAt: new Date(Date.now() + PHONE_CODE_MINUTES * 60 * 1000),
  });
  return code;
}

/**
 * Issues a code for `phoneNumber` and sends it by SMS in the account's language (registration and change). Answers
 * `{ notSent }` when the SMS could not be handed over (the caller records it and answers 502 codeSendFailed), else
 * null; a failure to issue the code throws.
 */
export async function sendNewPhoneCode(
  deps: { auth: Auth; db: Db; outbox: Outbox },
  user: { id: string; email: string; companyId: string | null },
  phoneNumber: string,
  purpose: PhoneCodePurpose = 'registration',
): Promise<{ notSent: unknown } | null> {
  const code = await issuePhoneCode(deps.auth, user.id, phoneNumber, purpose);
  try {
    await deps.outbox.sendPhoneCode({
      to: phoneNumber,
      code,
      minutes: PHONE_CODE_MINUTES,
      template: 'phone-code',
      language: await accountLanguage(deps.db, user.email),
      companyId: user.companyId,
    });
    return null;
  } catch (error) {
    return { notSent: error };
  }
}

export type PhoneCheck = { ok: true; phoneNumber: string } | { ok: false; reason: 'wrongCode' | 'expired' };

export async function checkPhoneCode(
  auth: Auth,
  userId: string,
  code: string,
  purpose: PhoneCodePurpose = 'registration',
): Promise<PhoneCheck> {
  const ctx = await auth.$context;
  const id = identifier(userId, purpose);
  const row = await ctx.internalAdapter.findVerificationValue(id);
  if (!row || row.expiresAt < new Date()) return { ok: false, reason: 'expired' };
  const stored = JSON.parse(row.value) as { hash: string; phoneNumber: string; attempts: number };
  if (stored.attempts >= PHONE_CODE_ATTEMPTS) return { ok: false, reason: 'expired' };
  const given = Buffer.from(hash(code));
  if (!timingSafeEqual(given, Buffer.from(stored.hash))) {
    await ctx.internalAdapter.deleteVerificationByIdentifier(id);
    await ctx.internalAdapter.createVerificationValue({
      identifier: id,
      value: JSON.stringify({ ...stored, attempts: stored.attempts + 1 }),
      expiresAt: row.expiresAt,
    });
    return { ok: false, reason: 'wrongCode' };
  }
  await ctx.internalAdapter.deleteVerificationByIdentifier(id);
  return { ok: true, phoneNumber: stored.phoneNumber };
}
