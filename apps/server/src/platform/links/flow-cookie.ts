import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/problem.ts';
import { type AuthScheme, authGuard } from '../../lib/route-auth.ts';
import type { LinkPurpose, LinkSubject } from './tokens.ts';

/**
 * After a link token is verified once, the candidate's or referee's browser holds this instead: an httpOnly,
 * HMAC-signed cookie naming the subject, scoped to that flow's API path, so the token can leave the address bar.
 */
export interface FlowSubject extends LinkSubject {
  purpose: LinkPurpose;
  refereeId: string | null;
}

interface Payload {
  p: LinkPurpose;
  c: string;
  t: string;
  r: string | null;
  exp: number;
}

export interface FlowCookieOptions {
  secret: string;
  secure: boolean;
  /** The API path the cookie is sent to, e.g. '/api/talent-flow'. */
  path: string;
  /** Lifetime; the link's own expiry still bounds the flow on every request that re-checks it. */
  maxAgeSeconds?: number;
}

export const flowCookieName = (purpose: LinkPurpose) => `rc_${purpose}`;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function setFlowCookie(reply: FastifyReply, subject: FlowSubject, options: FlowCookieOptions) {
  const maxAge = options.maxAgeSeconds ?? 60 * 60 * 12;
  const payload: Payload = {
    p: subject.purpose,
    c: subject.companyId,
    t: subject.talentId,
    r: subject.refereeId,
    exp: Math.floor(Date.now() / 1000) + maxAge,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  reply.setCookie(flowCookieName(subject.purpose), `${body}.${sign(options.secret, body)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: options.path,
    maxAge,
  });
}

export function clearFlowCookie(reply: FastifyReply, purpose: LinkPurpose, path: string) {
  reply.clearCookie(flowCookieName(purpose), { path });
}

export function readFlowCookie(
  request: FastifyRequest,
  purpose: LinkPurpose,
  secret: string,
): FlowSubject | null {
  const value = request.cookies[flowCookieName(purpose)];
  if (!value) return null;
  const [body, mac] = value.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    if (payload.p !== purpose || payload.exp < Date.now() / 1000) return null;
    return { purpose: payload.p, companyId: payload.c, talentId: payload.t, refereeId: payload.r };
  } catch {
    return null;
  }
}

/** preHandler factory: the flow's subject or 404 (never 401: a link-holder has no account to sign in to). */
export function requireFlow(purpose: FlowPurpose, secret: string) {
  return authGuard(FLOW_SCHEMES[purpose], async (request: FastifyRequest) => {
    const subject = readFlowCookie(request, purpose, secret);
    if (!subject) throw notFound();
    request.flow = subject;
  });
}

/** The link purposes with a flow behind a cookie, and how the OpenAPI document names each cookie's scheme. */
type FlowPurpose = Exclude<LinkPurpose, 'unsubscribe'>;
const FLOW_SCHEMES: Record<FlowPurpose, AuthScheme> = {
  referee: 'refereeFlow',
  talent: 'talentFlow',
  regainTrust: 'regainTrustFlow',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireFlow`: the candidate or referee this request acts for. */
    flow: FlowSubject;
  }
}
