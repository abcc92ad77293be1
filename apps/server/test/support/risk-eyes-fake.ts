/**
 * A local HTTP server answering as RISK EYES does (facts.md): login_check, token/refresh (E400006 once the refresh
 * token expired), search/paper|web/count with a Bearer token, token/access. Tests expire tokens, take it down and
 * read the calls it got.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCall {
  endpoint: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

export async function startRiskEyesFake(options: {
  username: string;
  password: string;
  accessKey: string;
  counts: (keyword: string) => { paper: number; web: number };
}) {
  const tokens = new Map<string, { expired: boolean }>();
  const refreshTokens = new Map<string, { expired: boolean }>();
  const calls: FakeCall[] = [];
  const state = { down: false };
  const id = () => randomBytes(12).toString('hex');

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const endpoint = (req.url ?? '').replace(/^\/api\//, '');
      let body: Record<string, unknown> = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        body = {};
      }
      calls.push({ endpoint, body, authorization: req.headers.authorization });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const error = (status: number, code: string) =>
        send(status, { errors: { error_code: code, message: `error ${code}` } });
      if (state.down) return error(503, 'E503000');
      if (req.method !== 'POST') return error(405, 'E405000');
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const authorized = bearer !== undefined && tokens.get(bearer)?.expired === false;
      switch (endpoint) {
        case 'login_check': {
          if (body._username !== options.username || body._password !== options.password) {
            return error(401, 'E401001');
          }
          const token = id();
          const refresh = id();
          tokens.set(token, { expired: false });
          refreshTokens.set(refresh, { expired: false });
          return send(200, { token, refresh_token: refresh });
        }
        case 'token/refresh': {
          const refresh = refreshTokens.get(String(body.refresh_token));
          if (!refresh || refresh.expired) return error(400, 'E400006');
          const token = id();
          tokens.set(token, { expired: false });
          return send(200, { token });
        }
        case 'search/paper/count':
        case 'search/web/count': {
          if (!authorized) return error(401, 'E401002');
          if (
            typeof body.keyword !== 'string' ||
            body.negative_type !== 0 ||
            typeof body.enduserid !== 'string'
          ) {
            return error(400, 'E400001');
          }
          const counts = options.counts(body.keyword);
          return send(200, { clip_count: endpoint.includes('paper') ? counts.paper : counts.web });
        }
        case 'token/access': {
          if (!authorized) return error(401, 'E401002');
          if (body.access_key !== options.accessKey) return error(400, 'E400002');
          return send(200, { token: `access-${id()}` });
        }
        default:
          return error(404, 'E404000');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    expireTokens: () => {
      for (const t of tokens.values()) t.expired = true;
    },
    expireRefreshTokens: () => {
      for (const t of refreshTokens.values()) t.expired = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
