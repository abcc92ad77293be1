import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Auth } from '../auth/auth.ts';

/** Phone registration codes: 6 digits, 10 minutes, 5 wrong tries, single use, stored as SHA-256. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_ATTEMPTS = 5;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');
const identifier = (userId: string) => `phone-registration-${userId}`;

export async function issuePhoneCode(auth: Auth, userId: string, phoneNumber: string): Promise<string> {
  const ctx = await auth.$context;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.internalAdapter.deleteVerificationByIdentifier(identifier(userId));
  await ctx.internalAdapter.createVerificationValue({
    identifier: identifier(userId),
    value: JSON.stringify({ hash: hash(code), phoneNumber, attempts: 0 }),
    expiresAt: new Date(Date.now() + PHONE_CODE_MINUTES * 60 * 1000),
  });
  return code;
}

export type PhoneCheck = { ok: true; phoneNumber: string } | { ok: false; reason: 'wrongCode' | 'expired' };

export async function checkPhoneCode(auth: Auth, userId: string, code: string): Promise<PhoneCheck> {
  const ctx = await auth.$context;
  const row = await ctx.internalAdapter.findVerificationValue(identifier(userId));
  if (!row || row.expiresAt < new Date()) return { ok: false, reason: 'expired' };
  const stored = JSON.parse(row.value) as { hash: string; phoneNumber: string; attempts: number };
  if (stored.attempts >= PHONE_CODE_ATTEMPTS) return { ok: false, reason: 'expired' };
  const given = Buffer.from(hash(code));
  if (!timingSafeEqual(given, Buffer.from(stored.hash))) {
    await ctx.internalAdapter.deleteVerificationByIdentifier(identifier(userId));
    await ctx.internalAdapter.createVerificationValue({
      identifier: identifier(userId),
      value: JSON.stringify({ ...stored, attempts: stored.attempts + 1 }),
      expiresAt: row.expiresAt,
    });
    return { ok: false, reason: 'wrongCode' };
  }
  await ctx.internalAdapter.deleteVerificationByIdentifier(identifier(userId));
  return { ok: true, phoneNumber: stored.phoneNumber };
}
