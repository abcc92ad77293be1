/**
 * The bot check before every SMS send: ALTCHA's proof-of-work (altcha-lib, self-hosted, no third party, no
 * cookies). The server hands out an HMAC-signed challenge that expires; the browser finds the number whose hash
 * matches and sends the solution in the `x-bot-check` header; the server checks signature, expiry and hash, and
 * records the challenge so a solution is used once, across every instance (a primary key in PostgreSQL).
 */
import { createHash } from 'node:crypto';
import { translate } from '@refcheck/domain';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { botCheckUses } from '../../db/schema/index.ts';
import { langFromHeader } from '../../lib/messages.ts';
import { HttpProblem } from '../../lib/problem.ts';

export const BOT_CHECK_HEADER = 'x-bot-check';
export const BOT_CHECK_TTL_MS = 10 * 60 * 1000;

export class BotCheck {
  private readonly hmacKey: string;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly maxNumber: number,
    /** False only in API tests (config BOT_CHECK=0; refused in production). */
    readonly enabled: boolean,
  ) {
    this.hmacKey = createHash('sha256').update(`altcha:${secret}`).digest('hex');
  }

  challenge() {
    return createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: this.maxNumber,
      expires: new Date(Date.now() + BOT_CHECK_TTL_MS),
    });
  }

  /** True for a valid, unexpired solution never used before (and records it as used). */
  async verify(payload: string | undefined): Promise<boolean> {
    if (!payload || payload.length > 2000) return false;
    let challenge: string;
    try {
      const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge?: unknown };
      if (typeof decoded.challenge !== 'string') return false;
      challenge = decoded.challenge;
      if (!(await verifySolution(payload, this.hmacKey, true))) return false;
    } catch {
      return false;
    }
    const now = new Date();
    await this.db.delete(botCheckUses).where(lt(botCheckUses.expiresAt, now));
    const used = await this.db
      .insert(botCheckUses)
      .values({ challenge, expiresAt: new Date(now.getTime() + BOT_CHECK_TTL_MS) })
      .onConflictDoNothing()
      .returning({ challenge: botCheckUses.challenge });
    return used.length === 1;
  }

  /** Throws 400 `botCheckFailed` (localized) unless the request carries a valid, unused solution. */
  async require(request: FastifyRequest) {
    if (!this.enabled) return;
    const header = request.headers[BOT_CHECK_HEADER];
    if (await this.verify(typeof header === 'string' ? header : undefined)) return;
    const lang = langFromHeader(request.headers['accept-language']);
    throw new HttpProblem(400, 'botCheckFailed', translate(lang, 'auth.botCheckFailed'));
  }
}
