import type { FastifyReply, FastifyRequest } from 'fastify';
import { genericMessage, langFromHeader } from '../../lib/messages.ts';
import { statusCodes } from '../../lib/problem.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';

/** Fastify request → Fetch Request for better-auth's handler. Form bodies (SAML ACS) stay raw. */
/** Node's incoming headers as Fetch Headers; the client IP header comes from Fastify's request.ip only. */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key.toLowerCase() === CLIENT_IP_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = toHeaders(request);
  const method = request.method.toUpperCase();
  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD' && request.body !== undefined) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  }
  return new Request(new URL(request.url, origin), {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
}

/** Fetch Response → Fastify reply, keeping every Set-Cookie. */
export async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  extraCookies: string[] = [],
) {
  reply.status(response.status);
  if (response.status >= 400) reply.type('application/problem+json; charset=utf-8');
  response.headers.forEach((value, key) => {
    const k = key.toLowerCase();
    if (k === 'set-cookie' || k === 'content-length' || (k === 'content-type' && response.status >= 400))
      return;
    reply.header(key, value);
  });
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) return reply.send(toProblem(response.status, text, reply.request));
  return reply.send(text.length > 0 ? text : undefined);
}

/**
 * better-auth answers errors as `{ code, message }` in English; the API speaks problem+json everywhere: better-auth's
 * code stays the stable `code`, the title is localized by status, better-auth's message goes to `detail`.
 */
function toProblem(status: number, text: string, request: FastifyRequest) {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  const lang = langFromHeader(request.headers['accept-language']);
  const title = genericMessage(statusCodes[status] ?? (status >= 500 ? 'internal' : 'badRequest'), lang)!;
  return {
    type: 'about:blank',
    status,
    code: parsed.code ?? (status === 429 ? 'tooManyRequests' : 'authError'),
    title,
    ...(parsed.message ? { detail: parsed.message } : {}),
    instance: request.url,
  };
}

export async function handleAuth(auth: Auth, request: FastifyRequest, reply: FastifyReply, origin: string) {
  const response = await auth.handler(toFetchRequest(request, origin));
  return sendFetchResponse(reply, response);
}
