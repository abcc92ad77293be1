import type { SeededReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { eventually, type TestApp } from './helpers.ts';

/** A real 8×8 PNG (uploads are decoded and re-encoded as JPEG, so a header alone is not enough). */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000080000000808020000004b6d29dc0000000970485973000003e8000003e801b57b526b0000001149444154089963d08fdf8c15310c2d09003a99504123c48ff50000000049454e44ae426082',
  'hex',
);

/** A referee's browser on the referee flow: keeps the cookies the API sets. */
export function refereeBrowser(app: TestApp['app']) {
  const jar = new Map<string, string>();
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as never,
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
    });
    for (const c of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      const value = v.join('=');
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(k!);
      else jar.set(k!, value);
    }
    return response;
  };
  return Object.assign(call, { jar });
}

/** A referee's browser that opened referee `index`'s link of `seeded` (throws if the link is refused). */
export async function openedRefereeBrowser(
  app: TestApp['app'],
  companyId: string,
  seeded: SeededReferenceCheck,
  index = 0,
) {
  const call = refereeBrowser(app);
  const opened = await call('POST', '/api/referee-flow/session', {
    company: companyId,
    talent: seeded.talentId,
    token: seeded.referees[index]!.token,
  });
  if (opened.statusCode !== 200) throw new Error(`open: ${opened.statusCode} ${opened.body}`);
  return call;
}

/** Opens the referee's link, consents and verifies the phone with the SMS code from the outbox; returns the browser. */
export async function verifiedRefereeBrowser(
  app: TestApp['app'],
  companyId: string,
  seeded: SeededReferenceCheck,
  index: number,
  nationalPhone: string,
) {
  const call = await openedRefereeBrowser(app, companyId, seeded, index);
  await call('POST', '/api/referee-flow/consent');
  const e164 = `+81${nationalPhone.slice(1)}`;
  const sent = await call('POST', '/api/referee-flow/phone', {
    countryCode: '+81',
    phoneNumber: nationalPhone,
  });
  if (sent.statusCode !== 200) throw new Error(`phone: ${sent.statusCode} ${sent.body}`);
  const code = await eventually(async () => {
    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(e164)}` });
    const sms = res.json().find((m: { channel: string }) => m.channel === 'sms');
    return sms ? (/(\d{6})/.exec(sms.text)?.[1] ?? undefined) : undefined;
  });
  const verified = await call('POST', '/api/referee-flow/phone/verify', { code });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return call;
}

/** A verified referee's browser (verifiedRefereeBrowser) that uploaded an identification image. */
export async function uploadIdentificationAs(
  app: TestApp['app'],
  companyId: string,
  seeded: SeededReferenceCheck,
  index: number,
  nationalPhone: string,
) {
  const call = await verifiedRefereeBrowser(app, companyId, seeded, index, nationalPhone);
  const uploaded = await call('POST', '/api/referee-flow/identification', PNG, {
    'content-type': 'image/png',
  });
  if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  return call;
}
