/**
 * A local GMO Payment Gateway stand-in for the adapter's tests: a real HTTP server answering the form-encoded
 * `/payment/<Name>.idPass` calls as GMO does (HTTP 200, ErrCode/ErrInfo on errors). Behaviour is chosen by the
 * token: tok-ok (no challenge), tok-3ds (challenge), tok-3ds-deny (challenge refused), tok-invalid
 * (E61010002), tok-error (another error); a token ending in `@YYMM` gives the card that expiry (else 3012).
 * TradedCard keeps the member's card with the shop it was saved at; SearchCard answers it. Every request body is
 * kept so tests can check what was sent.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGmo {
  url: string;
  calls: { api: string; fields: Record<string, string>; raw: string }[];
  members: Set<string>;
  saved: Map<string, string[]>;
  /** Member ID → the card saved to it: the shop it was saved at, its expiry (YYMM) and masked number. */
  cards: Map<string, { shopId: string; expire: string; cardNo: string }>;
  close(): Promise<void>;
}

/** The env that points the app's GMO adapter at `url` (a FakeGmo's), with the shop and site of these tests. */
export const gmoEnv = (url: string, tokenJsUrl = 'https://static.mul-pay.jp/ext/js/token.js') => ({
  PAYMENT_PROVIDER: 'gmo',
  GMO_API_URL: url,
  GMO_SHOP_ID: 'shop',
  GMO_SHOP_PASS: 'shop-pass',
  GMO_SITE_ID: 'site',
  GMO_SITE_PASS: 'site-pass',
  GMO_TOKEN_JS_URL: tokenJsUrl,
});

export async function startFakeGmo(): Promise<FakeGmo> {
  const calls: FakeGmo['calls'] = [];
  const members = new Set<string>();
  const saved = new Map<string, string[]>();
  const cards: FakeGmo['cards'] = new Map();
  const orders = new Map<
    string,
    { accessId: string; accessPass: string; token?: string; passed?: boolean }
  >();
  const error = (code: string, info: string) => `ErrCode=${code}&ErrInfo=${info}`;

  const answer = (api: string, f: Record<string, string>): string => {
    switch (api) {
      case 'SaveMember':
        if (f.SiteID !== 'site' || f.SitePass !== 'site-pass') return error('E01', 'E01220001');
        if (members.has(f.MemberID!)) return error('E01', 'E01390010');
        members.add(f.MemberID!);
        return `MemberID=${f.MemberID}`;
      case 'EntryTran': {
        if (!f.ShopID?.startsWith('shop') || f.JobCd !== 'CHECK' || f.TdFlag !== '2')
          return error('E01', 'E01030002');
        if ((f.OrderID ?? '').length > 27) return error('E01', 'E01040013');
        const entry = {
          accessId: randomBytes(8).toString('hex'),
          accessPass: randomBytes(8).toString('hex'),
        };
        orders.set(f.OrderID!, entry);
        return `AccessID=${entry.accessId}&AccessPass=${entry.accessPass}`;
      }
      case 'ExecTran': {
        const order = orders.get(f.OrderID!);
        if (!order || order.accessId !== f.AccessID || order.accessPass !== f.AccessPass) {
          return error('E01', 'E01110002');
        }
        order.token = f.Token;
        if (f.Token === 'tok-invalid') return error('E61', 'E61010002');
        if (f.Token === 'tok-error') return error('E01', 'E01050004');
        if (f.Token?.startsWith('tok-3ds')) {
          return `ACS=2&RedirectUrl=${encodeURIComponent(`${url}/acs/${order.accessId}?ret=${encodeURIComponent(f.RetUrl ?? '')}`)}`;
        }
        order.passed = true;
        return `ACS=0&OrderID=${f.OrderID}`;
      }
      case 'SecureTran2': {
        const order = [...orders.values()].find((o) => o.accessId === f.AccessID);
        if (!order || order.accessPass !== f.AccessPass) return error('E01', 'E01110002');
        if (order.token === 'tok-3ds-deny') return error('E92', 'E92000001');
        order.passed = true;
        return 'Status=CHECK';
      }
      case 'TradedCard': {
        const order = orders.get(f.OrderID!);
        if (!order?.passed) return error('E01', 'E01110002');
        if (!members.has(f.MemberID!)) return error('E01', 'E01390002');
        saved.set(f.MemberID!, [...(saved.get(f.MemberID!) ?? []), f.OrderID!]);
        const expire = /@(\d{4})$/.exec(order.token ?? '')?.[1] ?? '3012';
        cards.set(f.MemberID!, { shopId: f.ShopID!, expire, cardNo: '411111******1111' });
        return 'CardSeq=0&CardNo=411111******1111';
      }
      case 'SearchCard': {
        if (f.SiteID !== 'site' || f.SitePass !== 'site-pass') return error('E01', 'E01220001');
        const card = cards.get(f.MemberID!);
        if (!card) return error('E01', 'E01240002');
        return `CardSeq=0&DefaultFlag=1&CardName=&CardNo=${card.cardNo}&Expire=${card.expire}&HolderName=&DeleteFlag=0`;
      }
      default:
        return error('E01', 'E01010001');
    }
  };

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const api = /\/payment\/(\w+)\.idPass$/.exec(request.url ?? '')?.[1] ?? '';
      const fields = Object.fromEntries(new URLSearchParams(raw));
      calls.push({ api, fields, raw });
      response.writeHead(200, { 'content-type': 'text/plain; charset=Windows-31J' });
      response.end(answer(api, fields));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    members,
    saved,
    cards,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
