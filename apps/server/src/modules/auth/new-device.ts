/**
 * The new-device notice (issue 34 item 5). Each browser gets a random device id in an HttpOnly cookie at its first
 * sign-in; the account remembers SHA-256(device id, user agent). A sign-in from a device this account has not used
 * in 90 days mails the person (their language; time in Japan time, device, IP address and a link to 「ログイン中の
 * 端末」 to end that session). An account's very first device is recorded silently (nothing to compare it with).
 */
import { createHash, randomBytes } from 'node:crypto';
import { deviceLabel, type Language } from '@refcheck/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { knownDevices, user } from '../../db/schema/index.ts';
import { readSupportContact } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';

export const DEVICE_COOKIE = 'refcheck_device';
/** A device unseen for this long counts as new again. */
export const NEW_DEVICE_AFTER_DAYS = 90;
const COOKIE_DAYS = 400;

export interface NewDeviceOptions {
  db: Db;
  outbox: Outbox;
  log: FastifyBaseLogger;
  publicUrl: string;
  production: boolean;
  support: { phone: string; mail: string };
}

const TIME_FORMAT: Record<Language, Intl.DateTimeFormatOptions & { locale: string; suffix: string }> = {
  jp: { locale: 'ja-JP', suffix: '（日本時間）' },
  en: { locale: 'en-GB', suffix: ' (Japan time)' },
  cn: { locale: 'zh-CN', suffix: '（日本时间）' },
};
const UNKNOWN_DEVICE: Record<Language, string> = { jp: '不明な端末', en: 'Unknown device', cn: '未知设备' };

/** The sign-in time as the mail shows it, in Japan time. */
export function signInTime(at: Date, language: Language): string {
  const f = TIME_FORMAT[language];
  const text = new Intl.DateTimeFormat(f.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(at);
  return `${text}${f.suffix}`;
}

function cookieValue(header: string | undefined): string | null {
  const m = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_-]{20,64})(?:;|$)`).exec(header ?? '');
  return m?.[1] ?? null;
}

export class NewDeviceNotice {
  constructor(private readonly o: NewDeviceOptions) {}

  /**
   * After a completed sign-in: records the device and mails the notice when it is new for the account. Returns the
   * Set-Cookie to add when the browser had no device id yet. Never fails the sign-in.
   */
  async signedIn(request: FastifyRequest, userId: string, now = new Date()): Promise<string | null> {
    const given = cookieValue(request.headers.cookie);
    const deviceId = given ?? randomBytes(24).toString('base64url');
    const setCookie = given
      ? null
      : `${DEVICE_COOKIE}=${deviceId}; Path=/; Max-Age=${COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${this.o.production ? '; Secure' : ''}`;
    try {
      const userAgent = request.headers['user-agent']?.slice(0, 500) ?? '';
      const deviceHash = createHash('sha256').update(`${deviceId}\n${userAgent}`).digest('hex');
      const isNew = await this.o.db.transaction(async (tx) => {
        // One sign-in at a time per account decides (two tabs signing in together send one notice).
        await tx.execute(sql`select id from ${user} where id = ${userId} for update`);
        const [known] = await tx
          .select({ lastSeenAt: knownDevices.lastSeenAt })
          .from(knownDevices)
          .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)));
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(knownDevices)
          .where(eq(knownDevices.userId, userId));
        await tx
          .insert(knownDevices)
          .values({ userId, deviceHash, firstSeenAt: now, lastSeenAt: now })
          .onConflictDoUpdate({
            target: [knownDevices.userId, knownDevices.deviceHash],
            set: { lastSeenAt: now },
          });
        const stale =
          known && now.getTime() - known.lastSeenAt.getTime() > NEW_DEVICE_AFTER_DAYS * 86_400_000;
        return count > 0 && (!known || stale);
      });
      if (isNew) await this.mail(userId, userAgent, request.ip, now);
    } catch (error) {
      this.o.log.error({ err: error }, 'new-device check failed');
    }
    return setCookie;
  }

  private async mail(userId: string, userAgent: string, ip: string, at: Date) {
    const [row] = await this.o.db
      .select({ email: user.email, name: user.name, language: user.language, companyId: user.companyId })
      .from(user)
      .where(eq(user.id, userId));
    if (!row) return;
    const support = await readSupportContact(this.o.db, this.o.support);
    await this.o.outbox.sendMail('newDeviceSignIn', {
      to: row.email,
      companyId: row.companyId,
      data: {
        name: row.name,
        time: signInTime(at, row.language),
        device: deviceLabel(userAgent) ?? UNKNOWN_DEVICE[row.language],
        ip,
        sessionsUrl: `${this.o.publicUrl}/config#sessions`,
        supportMail: support.mail,
      },
    });
  }
}
