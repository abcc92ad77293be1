/**
 * Webhook SSRF rules: private, link-local, CGNAT, ULA and multicast addresses are always refused, loopback outside
 * production only (WEBHOOK_ALLOW_LOOPBACK), checked when the socket connects (names) and before (IP literals).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  isAllowedWebhookAddress,
  postWebhook,
  webhookUrlProblem,
} from '../src/platform/webhook-events/index.ts';
import { createTestApp, eventually, signIn, type TestApp } from './helpers.ts';
import { startWebhookReceiver } from './support/webhook-receiver.ts';

describe('the address rule', () => {
  it('refuses private, link-local, CGNAT, ULA, multicast and mapped addresses; loopback only when allowed', () => {
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
    ]) {
      expect(isAllowedWebhookAddress(ip, true), ip).toBe(ip === '::ffff:127.0.0.1');
    }
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1']) {
      expect(isAllowedWebhookAddress(ip, false), ip).toBe(false);
      expect(isAllowedWebhookAddress(ip, true), ip).toBe(true);
    }
    for (const ip of ['93.184.216.34', '2606:4700::1111', '8.8.8.8']) {
      expect(isAllowedWebhookAddress(ip, false), ip).toBe(true);
    }
    expect(isAllowedWebhookAddress('localhost', true)).toBe(false);
  });

  it('checks URLs before sending: https in production, forbidden IP literals', () => {
    const prod = { allowLoopback: false, requireHttps: true };
    expect(webhookUrlProblem('http://ats.example.com/hook', prod)).toBe('urlHttpsRequired');
    expect(webhookUrlProblem('https://ats.example.com/hook', prod)).toBeNull();
    expect(webhookUrlProblem('https://127.0.0.1/hook', prod)).toBe('urlForbidden');
    expect(webhookUrlProblem('https://[::1]/hook', prod)).toBe('urlForbidden');
    expect(webhookUrlProblem('https://169.254.169.254/latest', prod)).toBe('urlForbidden');
    expect(webhookUrlProblem('https://user@ats.example.com/', prod)).toBe('urlInvalid');
    expect(
      webhookUrlProblem('http://127.0.0.1:3000/hook', { allowLoopback: true, requireHttps: false }),
    ).toBeNull();
  });

  it('is off for loopback in production unless WEBHOOK_ALLOW_LOOPBACK says so', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'production-secret-0123456789abcdef0123',
      ENCRYPTION_KEYS: 'k2026:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
      PUBLIC_URL: 'https://refcheck.example',
      ALLOW_SANDBOX: 'database,mail,sms,payment,risk,storage',
    };
    expect(loadConfig(production).webhookAllowLoopback).toBe(false);
    expect(loadConfig({ ...production, WEBHOOK_ALLOW_LOOPBACK: '1' }).webhookAllowLoopback).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).webhookAllowLoopback).toBe(true);
  });
});

describe('loopback refused (production mode)', () => {
  let t: TestApp;
  let rx: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let owner: string;
  beforeAll(async () => {
    rx = await startWebhookReceiver();
    t = await createTestApp({ env: { WEBHOOK_ALLOW_LOOPBACK: '0', WEBHOOK_RETRY_SCALE: '0.001' } });
    owner = await signIn(t.app, 'owner');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rx?.close();
  });

  it('refuses an endpoint on 127.0.0.1, and a name resolving to it when connecting', async () => {
    const literal = await t.app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: { cookie: owner },
      payload: { url: rx.url('/literal'), events: ['report.completed'] },
    });
    expect(literal.statusCode).toBe(400);
    expect(literal.json().code).toBe('webhooks.urlForbidden');

    const named = await t.app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: { cookie: owner },
      payload: { url: `http://localhost:${rx.port}/named`, events: ['report.completed'] },
    });
    expect(named.statusCode, named.body).toBe(201);
    const { id } = named.json();
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/webhook-endpoints/${id}/test`,
      headers: { cookie: owner },
    });
    expect(sent.statusCode).toBe(202);
    const attempt = await eventually(async () => {
      const log = await t.app.inject({
        method: 'GET',
        url: `/api/webhook-endpoints/${id}/deliveries`,
        headers: { cookie: owner },
      });
      const [d] = log.json().items;
      return d.attempts >= 1 && d.status !== 'sending' ? d : undefined;
    });
    expect(attempt.responseStatus).toBe(0);
    expect(rx.received).toHaveLength(0);
  });

  it('refuses at connect time when the name resolves to a refused address', async () => {
    const result = await postWebhook(`http://localhost:${rx.port}/direct`, {}, '{}', {
      allowLoopback: false,
      requireHttps: false,
      timeoutMs: 5000,
    });
    expect(result.status).toBe(0);
    expect(result.error).toMatch(/refused address/);
    expect(rx.received).toHaveLength(0);
    const allowed = await postWebhook(`http://localhost:${rx.port}/direct`, {}, '{}', {
      allowLoopback: true,
      requireHttps: false,
      timeoutMs: 5000,
    });
    expect(allowed).toEqual({ status: 200, error: null });
  });
});
