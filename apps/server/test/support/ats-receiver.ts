/**
 * A sonar stub on loopback for tests: accepts only the keys it is given (401 with a `detail` to any other, like
 * sonar's subscription check), then answers from a script of statuses (then 200) and keeps what it got.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  authorization: string | undefined;
  delivery: string | undefined;
  body: string;
  status: number;
}

export async function startSonarStub(acceptedKeys: string[]) {
  const received: Received[] = [];
  const script: { status: number; retryAfter?: string; detail?: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const authorization = req.headers.authorization;
      const keyOk = !!authorization && acceptedKeys.includes(authorization);
      const next = keyOk ? (script.shift() ?? { status: 200 }) : { status: 401 };
      received.push({
        path: req.url ?? '',
        authorization,
        delivery: req.headers['x-refcheck-delivery'] as string | undefined,
        body,
        status: next.status,
      });
      const detail = keyOk
        ? (next.detail ?? `answered ${next.status}`)
        : 'Access denied due to invalid subscription key.';
      res.writeHead(next.status, {
        'content-type': next.status < 300 ? 'application/json' : 'application/problem+json',
        ...(next.retryAfter ? { 'retry-after': next.retryAfter } : {}),
      });
      res.end(JSON.stringify(next.status < 300 ? { ok: true } : { status: next.status, detail }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/partner/v1`,
    received,
    /** The answers to the next requests that carry an accepted key (200 after them). */
    answer: (...answers: { status: number; retryAfter?: string; detail?: string }[]) =>
      script.push(...answers),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
