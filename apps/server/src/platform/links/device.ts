/**
 * The device a link is opened in (issue 22, `sharedDevice`): a random id the browser keeps in a long-lived httpOnly
 * first-party cookie, sent to every link flow's API. When a candidate or referee exchanges their link, its hash (HMAC
 * with the server secret: the stored value cannot be matched to a cookie without it) is recorded for their check.
 * No fingerprinting: the cookie decides (docs/decisions.md, "Trust signals").
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { linkDevices } from '../../db/schema/index.ts';

export const DEVICE_COOKIE = 'rc_device';
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60;

export interface DeviceOptions {
  secret: string;
  secure: boolean;
}

/** The browser's device id, set when it has none (or a malformed one). */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply, options: DeviceOptions): string {
  const given = request.cookies[DEVICE_COOKIE];
  if (given && /^[A-Za-z0-9_-]{22}$/.test(given)) return given;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/api',
    maxAge: TWO_YEARS_SECONDS,
  });
  return id;
}

/** Records that this browser opened the check's link as the candidate (refereeId null) or as a referee. */
export async function recordLinkDevice(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: { companyId: string; talentId: string; refereeId: string | null },
  options: DeviceOptions,
): Promise<void> {
  const deviceHash = createHmac('sha256', options.secret)
    .update(`device:${deviceIdOf(request, reply, options)}`)
    .digest('base64url');
  await db
    .insert(linkDevices)
    .values({
      companyId: subject.companyId,
      talentId: subject.talentId,
      party: subject.refereeId ?? 'candidate',
      deviceHash,
    })
    .onConflictDoUpdate({
      target: [linkDevices.talentId, linkDevices.party, linkDevices.deviceHash],
      set: { seenAt: new Date() },
    });
}
