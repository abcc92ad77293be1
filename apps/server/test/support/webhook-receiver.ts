/**
 * A local Standard Webhooks receiver for tests: answers per path from a rule (status by path and by how many times
 * the message id was seen), keeps every request with its raw body and headers for verification.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookRequest {
  path: string;
  body: string;
  headers: Record<string, string>;
  /** The 1-based count of requests with this webhook-id on this path, this one included. */
  seen: number;
  status: number;
}

export async function startWebhookReceiver() {
  const received: WebhookRequest[] = [];
  /** The answer for a request (default 200). */
  let rule: (r: Omit<WebhookRequest, 'status'>) => number = () => 200;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      const path = req.url ?? '/';
      const seen = received.filter(
        (r) => r.path === path && r.headers['webhook-id'] === headers['webhook-id'],
      ).length;
      const request = { path, body, headers, seen: seen + 1 };
      const status = rule(request);
      received.push({ ...request, status });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path: string) => received.filter((r) => r.path === path),
    answer: (next: typeof rule) => {
      rule = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
