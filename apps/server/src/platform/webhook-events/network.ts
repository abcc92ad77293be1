/**
 * Outgoing webhook requests without SSRF: the address is checked when the socket connects (a `lookup` that refuses
 * private, loopback, link-local, CGNAT, ULA, multicast and reserved addresses; IP literals, which skip the lookup,
 * are checked the same way first). Redirects are never followed (node:http does not), and a request times out.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

const forbidden = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  forbidden.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['64:ff9b::', 96], // NAT64 (reaches IPv4 addresses)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // ULA
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  forbidden.addSubnet(prefix, bits, 'ipv6');
}
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a webhook may connect to this address (loopback only when allowed: development and tests). */
export function isAllowedWebhookAddress(address: string, allowLoopback: boolean): boolean {
  let family = net.isIP(address);
  if (family === 0) return false;
  let ip = address;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) {
    ip = mapped[1]!;
    family = 4;
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(ip, type)) return allowLoopback;
  return !forbidden.check(ip, type);
}

export class RefusedAddressError extends Error {
  readonly code = 'EWEBHOOKADDRESS';
  constructor(address: string) {
    super(`refused address ${address}`);
  }
}

type LookupCallback = (err: Error | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A `lookup` for http(s).request: resolves, then refuses the connection when any address is not allowed. */
export function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = addresses.find((a) => !isAllowedWebhookAddress(a.address, allowLoopback));
      if (refused || addresses.length === 0) {
        return callback(new RefusedAddressError(refused?.address ?? hostname), []);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface WebhookPostOptions {
  allowLoopback: boolean;
  /** Plain http is refused (production). */
  requireHttps: boolean;
  timeoutMs: number;
}

/** Refuses a URL before any request: not http(s), http where https is required, or a forbidden IP literal. */
export function webhookUrlProblem(
  value: string,
  o: Pick<WebhookPostOptions, 'allowLoopback' | 'requireHttps'>,
): 'urlInvalid' | 'urlHttpsRequired' | 'urlForbidden' | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'urlInvalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'urlInvalid';
  if (url.username || url.password) return 'urlInvalid';
  if (o.requireHttps && url.protocol !== 'https:') return 'urlHttpsRequired';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isAllowedWebhookAddress(host, o.allowLoopback)) return 'urlForbidden';
  return null;
}

/** POSTs the body; the HTTP status (0 with an error when there was no answer or the address was refused). */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  o: WebhookPostOptions,
): Promise<{ status: number; error: string | null }> {
  const problem = webhookUrlProblem(url, o);
  if (problem) return Promise.resolve({ status: 0, error: problem });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Refcheck-Webhooks/1',
        },
        lookup: guardedLookup(o.allowLoopback) as never,
        agent: false,
        signal: AbortSignal.timeout(o.timeoutMs),
      },
      (response) => {
        // The answer's body is not needed: read (and drop) at most a little of it, then close.
        let seen = 0;
        response.on('data', (chunk: Buffer) => {
          seen += chunk.length;
          if (seen > 64 * 1024) response.destroy();
        });
        response.on('error', () => {});
        response.on('close', () => resolve({ status: response.statusCode ?? 0, error: null }));
      },
    );
    request.on('error', (err) => resolve({ status: 0, error: err.message.slice(0, 200) }));
    request.end(body);
  });
}
