// A referee's signed cookies, as the referee flow sets them after the link and the verification code, forged with
// the server's AUTH_SECRET so that a bench can save answers without walking the flow (answer-save, dashboard).
import { createHmac } from 'node:crypto';

export const BENCH_AUTH_SECRET = 'bench-answer-save-secret-0123456789abcdef0123456789';

export function refereeCookie(companyId, talentId, refereeId, secret = BENCH_AUTH_SECRET) {
  const body = Buffer.from(
    JSON.stringify({
      p: 'referee',
      c: companyId,
      t: talentId,
      r: refereeId,
      exp: Math.floor(Date.now() / 1000) + 86400,
    }),
  ).toString('base64url');
  const signature = createHmac('sha256', secret).update(body).digest('base64url');
  const verified = createHmac('sha256', secret).update(`referee-verified:${refereeId}`).digest('base64url');
  return `rc_referee=${body}.${signature}; rc_referee_verified=${verified}`;
}
