// The scale bench's HTTP loads on a running server holding the demo (owner@acme.test's company, the focus company of
// bench/scale.mjs, and the operator): the dashboard's list, next pages, detail and graph header, the operator's
// client list and search, both funnels, the referees' answer saves and the month's billing export. Used by
// bench/scale.mjs (the figures) and bench/memory-probe.mjs (the server's memory after each load).
import { signIn } from './http.mjs';
import { refereeCookie } from './referee-cookie.mjs';
import { pathsOf, wrkLoad } from './wrk.mjs';

export const OWNER = { email: 'owner@acme.test', phone: '+819000000002' };
export const ADMIN = { email: 'admin@refcheck.test', phone: '+819000000001' };

/**
 * Signs the owner and the operator in and reads what the loads need (the list's cursors and candidate ids).
 * Resolves with `get(path, headers)`, the sessions, `loads` ([key, name, wrk options] for wrkLoad) and the
 * company funnel's path.
 */
export async function scaleLoads(base) {
  const owner = { cookie: await signIn(base, OWNER.email, OWNER.phone) };
  const operator = { cookie: await signIn(base, ADMIN.email, ADMIN.phone) };
  const get = async (p, headers) => {
    const res = await fetch(`${base}${p}`, { headers });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res.json();
  };
  const cursors = [];
  let page = await get('/api/talents', owner);
  const ids = page.items.map((t) => t.id);
  while (page.nextCursor && cursors.length < 40) {
    cursors.push(page.nextCursor);
    page = await get(`/api/talents?cursor=${page.nextCursor}`, owner);
    ids.push(...page.items.map((t) => t.id));
  }
  const iso = (d) => d.toISOString().slice(0, 10);
  const today = new Date();
  const stats = `/api/talents/stats?from=${iso(new Date(today.getTime() - 30 * 86_400_000))}&to=${iso(today)}`;
  const searches = ['ベンチ株式会社 0000412', '0412', 'scale-77', 'acme', '株式会社'];
  // The funnels (getCompanyFunnel, getOperatorFunnel) over the last 90 days, as bench/funnel.mjs reads them.
  const tokyoDay = (ms) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
  const range = new URLSearchParams({
    from: tokyoDay(Date.now() - 89 * 86_400_000),
    to: tokyoDay(Date.now()),
  });
  const companyFunnel = `/api/company/funnel?${range}`;
  const operatorFunnel = `/api/admin/funnel?${range}&sort=medianHours&dir=asc&page=1`;
  let n = 0;
  const loads = [
    ['list', 'list, first page', { paths: ['/api/talents'], headers: owner }],
    ['next', 'list, next pages', { paths: cursors.map((x) => `/api/talents?cursor=${x}`), headers: owner }],
    ['detail', 'detail', { paths: pathsOf(() => `/api/talents/${ids[n++ % ids.length]}`), headers: owner }],
    ['stats', 'stats', { paths: [stats], headers: owner }],
    ['companies', 'operator: client list', { paths: ['/api/admin/companies'], headers: operator }],
    [
      'search',
      'operator: client search',
      { paths: searches.map((q) => `/api/admin/companies?q=${encodeURIComponent(q)}`), headers: operator },
    ],
    ['company-funnel', 'funnel (company)', { paths: [companyFunnel], headers: owner }],
    ['operator-funnel', 'operator: funnel', { paths: [operatorFunnel], headers: operator }],
  ];
  const month = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}`;
  return {
    get,
    owner,
    operator,
    loads,
    companyFunnel,
    billingExport: `/api/admin/billing/export?month=${month}`,
  };
}

/**
 * A referee's answer saves for `seconds`: 4 referees of a new check in the focus company, one connection each, a
 * new `rev` each save. Resolves with the four wrk results.
 */
export async function answerSaves(base, get, seconds) {
  const check = await (
    await fetch(`${base}/api/dev/reference-checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ownerEmail: OWNER.email,
        talentName: '速度 一郎',
        deadline: new Date(Date.now() + 7 * 86400_000).toISOString(),
        referees: Array.from({ length: 4 }, (_, j) => ({ name: `推薦 ${j}` })),
      }),
    })
  ).json();
  const me = await get('/api/referee-flow/me', {
    cookie: refereeCookie(check.companyId, check.talentId, check.referees[0].id),
  });
  const key = me.questions.find((q) => q.kind === 'description').key;
  return Promise.all(
    check.referees.map((r, i) =>
      wrkLoad(base, {
        connections: 1,
        threads: 1,
        seconds,
        warmup: 1,
        method: 'PUT',
        paths: [`/api/referee-flow/answers/${key}`],
        body: `string.format('{"text":"回答 ${i} %d","rev":%d}', n, rev)`,
        headers: { cookie: refereeCookie(check.companyId, check.talentId, r.id) },
      }),
    ),
  );
}
