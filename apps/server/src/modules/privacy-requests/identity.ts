/**
 * Proving who one is for a privacy request: a 6-digit code to the e-mail address or phone number, then a short-lived
 * session. Codes and session tokens are random and stored as SHA-256 only; the contact is kept as an HMAC too (the
 * per-contact send limit, the tombstone). Whether we hold data about the contact is never told by `start`: a row
 * and a cookie are made either way, the code is only sent when the contact is known.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type Language,
  PRIVACY_CODE_ATTEMPTS,
  PRIVACY_CODE_MINUTES,
  PRIVACY_SESSION_MINUTES,
  type PrivacyCodeRequest,
} from '@refcheck/domain';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { privacySessions } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Holdings } from './holdings.ts';

const MINUTE = 60 * 1000;
/** Codes sent to one contact per hour, whatever the client address (the route limit is per address). */
export const CODES_PER_CONTACT_PER_HOUR = 5;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface PrivacySubject {
  sessionId: string;
  channel: 'mail' | 'sms';
  contact: string;
  contactHash: string;
  language: Language;
}

export class PrivacyIdentity {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly holdings: Holdings,
    private readonly secret: string,
  ) {}

  contactHash(contact: string) {
    return createHmac('sha256', this.secret).update(`privacy-contact:${contact}`).digest('hex');
  }

  /** Starts a verification; returns the token for the cookie. The code goes out only to a contact we know. */
  async start(input: PrivacyCodeRequest, now: Date): Promise<string> {
    const contactHash = this.contactHash(input.contact);
    await this.db.delete(privacySessions).where(lt(privacySessions.expiresAt, now));
    const [recent] = await this.db
      .select({ n: count() })
      .from(privacySessions)
      .where(
        and(
          eq(privacySessions.contactHash, contactHash),
          gt(privacySessions.createdAt, new Date(now.getTime() - 60 * MINUTE)),
        ),
      );
    const token = randomBytes(32).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.insert(privacySessions).values({
      tokenHash: sha256(token),
      channel: input.channel,
      contact: input.contact,
      contactHash,
      language: input.language,
      codeHash: sha256(code),
      expiresAt: new Date(now.getTime() + PRIVACY_CODE_MINUTES * MINUTE),
      createdAt: now,
    });
    const known = await this.holdings.any(input.channel, input.contact);
    if (known && (recent?.n ?? 0) < CODES_PER_CONTACT_PER_HOUR) {
      const data = { code, minutes: PRIVACY_CODE_MINUTES };
      if (input.channel === 'mail') {
        await this.outbox.sendMail('privacyRequestCode', {
          to: input.contact,
          language: input.language,
          data,
        });
      } else {
        await this.outbox.sendPhoneCode({
          to: input.contact,
          language: input.language,
          template: 'privacy-code',
          ...data,
        });
      }
    }
    return token;
  }

  /** Checks the code of the cookie's verification; returns the session's new token. */
  async verify(token: string | undefined, code: string, now: Date): Promise<string> {
    const row = token ? await this.find(token) : undefined;
    if (!row || row.verifiedAt) throw new HttpProblem(404, 'privacy.sessionExpired');
    if (row.expiresAt < now || row.attempts >= PRIVACY_CODE_ATTEMPTS)
      throw new HttpProblem(400, 'privacy.codeExpired');
    const given = Buffer.from(sha256(code));
    if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
      await this.db
        .update(privacySessions)
        .set({ attempts: row.attempts + 1 })
        .where(eq(privacySessions.id, row.id));
      throw new HttpProblem(400, 'privacy.wrongCode');
    }
    const fresh = randomBytes(32).toString('base64url');
    await this.db
      .update(privacySessions)
      .set({
        tokenHash: sha256(fresh),
        verifiedAt: now,
        // The code can never be used again: its hash is replaced by one of nothing anyone holds.
        codeHash: sha256(randomBytes(32).toString('hex')),
        expiresAt: new Date(now.getTime() + PRIVACY_SESSION_MINUTES * MINUTE),
      })
      .where(eq(privacySessions.id, row.id));
    return fresh;
  }

  /** The verified person behind a session token, or null. */
  async session(token: string | undefined, now: Date): Promise<PrivacySubject | null> {
    const row = token ? await this.find(token) : undefined;
    if (!row?.verifiedAt || row.expiresAt < now) return null;
    return {
      sessionId: row.id,
      channel: row.channel,
      contact: row.contact,
      contactHash: row.contactHash,
      language: row.language,
    };
  }

  async end(token: string | undefined) {
    if (token) await this.db.delete(privacySessions).where(eq(privacySessions.tokenHash, sha256(token)));
  }

  private async find(token: string) {
    const [row] = await this.db
      .select()
      .from(privacySessions)
      .where(eq(privacySessions.tokenHash, sha256(token)));
    return row;
  }
}
