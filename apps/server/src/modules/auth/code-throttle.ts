import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';

/** The SMS templates of sign-in and phone-registration codes: one throttle per number covers both. */
export const CODE_TEMPLATES = ['login-code', 'phone-code'];

/**
 * Seconds to wait before another code may be sent to `phone` (0: send now). The outbox is the record of what was
 * sent, so the throttle holds across processes and restarts.
 */
export async function codeResendWait(
  db: Db,
  phone: string,
  seconds: number,
  now = new Date(),
): Promise<number> {
  if (seconds <= 0) return 0;
  const [last] = await db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.channel, 'sms'),
        eq(messages.to, phone),
        inArray(messages.template, CODE_TEMPLATES),
        gt(messages.createdAt, new Date(now.getTime() - seconds * 1000)),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  if (!last) return 0;
  return Math.max(1, Math.ceil(seconds - (now.getTime() - last.createdAt.getTime()) / 1000));
}

export const CODE_RESEND_TITLE = '認証コードの再送信は少し時間をおいてからお試しください';

/** 429 `codeResendTooSoon` with Retry-After. */
export function codeResendTooSoon(wait: number) {
  return new HttpProblem(429, 'codeResendTooSoon', CODE_RESEND_TITLE, undefined, {
    'retry-after': String(wait),
  });
}
