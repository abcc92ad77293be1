/** A local ATS endpoint for tests: answers from a script of statuses (then 200), verifies and keeps what it got. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  body: string;
  signature: string | undefined;
  delivery: string | undefined;
  status: number;
}

export async function startAtsReceiver() {
  const received: Received[] = [];
  const script: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const status = script.shift() ?? 200;
      received.push({
        body,
        signature: req.headers.signature as string | undefined,
        delivery: req.headers['x-refcheck-delivery'] as string | undefined,
        status,
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { ok: true } : { detail: `answered ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/refcheck`,
    received,
    /** The statuses of the next requests (200 after them). */
    answer: (...statuses: number[]) => script.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
