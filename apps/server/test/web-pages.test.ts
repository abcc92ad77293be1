import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFlowPage } from '../src/plugins/web.ts';
import { createTestApp, type TestApp, tempDir } from './helpers.ts';

// The web build has two pages (apps/web/vite.config.ts): the company app (index.html) and the flow entry
// (flow.html) for the referee's and the candidate's link pages; the server picks one per URL, under the same headers.
describe('web pages: flow.html for /referee… and /talent…, index.html for the rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = tempDir('refcheck-web-');
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>company</title>');
    fs.writeFileSync(path.join(dist, 'flow.html'), '<!doctype html><head><title>flow</title></head>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'flow-preloads.json'),
      JSON.stringify({
        pages: [
          {
            match: '^/referee(/instruction)?/?$',
            js: ['/assets/first.js', '/assets/jp.js'],
            css: ['/assets/first.css'],
          },
          { match: '^/talent(/|$)', js: ['/assets/talent.js'], css: [] },
        ],
      }),
    );
    t = await createTestApp({ seed: false, env: { WEB_DIST: dist } });
  });
  afterAll(() => t.close());

  it.each([
    '/referee',
    '/referee?company=c&talent=t&token=x',
    '/referee/instruction',
    '/referee/answer/selections',
    '/talent',
    '/talent/instruction?company=c&token=x',
    '/talent/unsubscribe/remind',
  ])('%s is the flow entry', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>flow</title>');
    expect(response.headers['content-security-policy']).toBeTruthy();
  });

  it.each(['/', '/login', '/company', '/regain_trust/instruction', '/faq/referee', '/referees', '/talents'])(
    '%s is the company app',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>company</title>');
    },
  );

  it("a flow page names its page's chunks and styles in its head (flow-preloads.json), first matching pattern", async () => {
    const head = async (url: string) => {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      return body.slice(0, body.indexOf('</head>'));
    };
    const first = await head('/referee?company=c&talent=t&token=x');
    expect(first).toContain('<link rel="modulepreload" crossorigin href="/assets/first.js">');
    expect(first).toContain('<link rel="modulepreload" crossorigin href="/assets/jp.js">');
    expect(first).toContain('<link rel="stylesheet" crossorigin href="/assets/first.css">');
    expect(await head('/referee/instruction')).toContain('/assets/first.js');
    const talent = await head('/talent/instruction?company=c&token=x');
    expect(talent).toContain('/assets/talent.js');
    expect(talent).not.toContain('/assets/first.js');
    // A page no pattern matches: flow.html as built.
    expect(await head('/referee/answer/selections')).not.toContain('modulepreload');
  });

  it('both pages carry the same security headers', async () => {
    const flow = await t.app.inject({ method: 'GET', url: '/referee/instruction' });
    const company = await t.app.inject({ method: 'GET', url: '/login' });
    expect(flow.headers['content-security-policy']).toBe(company.headers['content-security-policy']);
  });

  it('an unknown API path is still a problem+json 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/referee-nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('problem+json');
  });

  // Uptime monitors ask with HEAD (issue 39): a page answers HEAD as it answers GET, headers and no body.
  it.each(['/', '/login/admin', '/referee/instruction', '/company/talents'])(
    'HEAD %s answers like GET (200, same type and length, no body)',
    async (url) => {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
      expect(head.body).toBe('');
    },
  );

  it('every GET route answers HEAD too (a built asset, the health checks, an API route)', async () => {
    for (const url of ['/assets/app.js', '/livez', '/readyz', '/api/health', '/api/bot-check/challenge']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect([url, head.statusCode]).toEqual([url, (await t.app.inject({ method: 'GET', url })).statusCode]);
      expect(head.body).toBe('');
    }
    // An unknown API path stays a 404 for HEAD as for GET (never the page).
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
    // Other methods on a page URL are not pages.
    expect((await t.app.inject({ method: 'DELETE', url: '/login/admin' })).statusCode).toBe(404);
  });

  it('isFlowPage matches whole path segments only', () => {
    expect(isFlowPage('/referee/complete')).toBe(true);
    expect(isFlowPage('/refereeing')).toBe(false);
    expect(isFlowPage('/talents/x')).toBe(false);
  });
});
