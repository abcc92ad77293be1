/**
 * Production refuses sandbox defaults (issue 18): loadConfig names every missing setting in one message, refuses the
 * demo seed, and lets a staging site run named parts as sandboxes. The real process: production-start.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig, productionGaps } from '../src/config.ts';

/** A complete production configuration pointing at real services (values only; nothing is contacted). */
export const fullProduction = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://app.refcheck.example',
  AUTH_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEYS: 'k2026:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
  DATABASE_URL: 'postgres://refcheck@db.internal:5432/refcheck',
  SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
  SMS_API_URL: 'https://sms.example/2010-04-01/Accounts/AC1',
  SMS_API_USER: 'AC1',
  SMS_API_PASSWORD: 'secret',
  PAYMENT_PROVIDER: 'gmo',
  GMO_API_URL: 'https://p01.mul-pay.jp',
  GMO_SHOP_ID: 'shop',
  GMO_SHOP_PASS: 'shop-pass',
  GMO_SITE_ID: 'site',
  GMO_SITE_PASS: 'site-pass',
  GMO_TOKEN_JS_URL: 'https://static.mul-pay.jp/ext/js/token.js',
  RISK_EYES_API_URL: 'https://riskeyes.example',
  RISK_EYES_USERNAME: 'user',
  RISK_EYES_PASSWORD: 'pass',
  RISK_EYES_ACCESS_KEY: 'key',
  S3_ENDPOINT: 'https://s3.ap-northeast-1.amazonaws.com',
  S3_REGION: 'ap-northeast-1',
  S3_BUCKET: 'refcheck-files',
  S3_ACCESS_KEY_ID: 'AKIA',
  S3_SECRET_ACCESS_KEY: 'secret',
};

const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('loadConfig accepted the configuration');
};

describe('production configuration', () => {
  it('names every missing setting in one message when only NODE_ENV=production is set', () => {
    const message = failure({ NODE_ENV: 'production' });
    const line = message.split('\n').find((l) => l.includes('production:'))!;
    for (const name of [
      'PUBLIC_URL',
      'AUTH_SECRET',
      'ENCRYPTION_KEYS',
      'DATABASE_URL (PostgreSQL)',
      'SMTP_URL',
      'SMS_API_URL',
      'SMS_API_USER',
      'SMS_API_PASSWORD',
      'PAYMENT_PROVIDER=gmo',
      'GMO_API_URL',
      'GMO_SHOP_ID',
      'GMO_SHOP_PASS',
      'GMO_SITE_ID',
      'GMO_SITE_PASS',
      'GMO_TOKEN_JS_URL',
      'RISK_EYES_API_URL',
      'RISK_EYES_USERNAME',
      'RISK_EYES_PASSWORD',
      'RISK_EYES_ACCESS_KEY',
      'S3_BUCKET',
      'FILE_STORAGE_DIR',
    ])
      expect(line, name).toContain(name);
    expect(line).toContain('ALLOW_SANDBOX');
  });

  it('starts with every part real, seeds no demo data and runs nothing as a sandbox', () => {
    const config = loadConfig(fullProduction);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.sandboxParts).toEqual([]);
    const local = Object.fromEntries(Object.entries(fullProduction).filter(([k]) => !k.startsWith('S3_')));
    expect(loadConfig({ ...local, FILE_STORAGE_DIR: '/srv/files' }).sandboxParts).toEqual([]);
    expect(failure(local)).toContain(
      'S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (or FILE_STORAGE_DIR)',
    );
  });

  it('refuses the demo seed, an embedded database and the sandbox payment provider', () => {
    expect(failure({ ...fullProduction, SEED_DEMO: '1' })).toContain('SEED_DEMO');
    expect(failure({ ...fullProduction, DATABASE_URL: '' })).toContain('DATABASE_URL (PostgreSQL)');
    expect(failure({ ...fullProduction, DATABASE_URL: 'mysql://x' })).toContain('DATABASE_URL (PostgreSQL)');
    expect(failure({ ...fullProduction, PAYMENT_PROVIDER: 'sandbox' })).toContain('PAYMENT_PROVIDER=gmo');
    expect(failure({ ...fullProduction, SMTP_URL: '' })).toMatch(/missing: SMTP_URL\./);
  });

  it('refuses to start without ENCRYPTION_KEYS (even on a staging site) and names a malformed key ring', () => {
    expect(failure({ ...fullProduction, ENCRYPTION_KEYS: '' })).toMatch(/missing: ENCRYPTION_KEYS\./);
    expect(
      failure({
        ...fullProduction,
        ENCRYPTION_KEYS: '',
        ALLOW_SANDBOX: 'database,mail,sms,payment,risk,storage',
      }),
    ).toContain('ENCRYPTION_KEYS');
    expect(failure({ ...fullProduction, ENCRYPTION_KEYS: 'k1:c2hvcnQ=' })).toMatch(
      /ENCRYPTION_KEYS: key "k1" must be 32 bytes/,
    );
    // Outside production it is optional (a development key) but still checked when given.
    expect(loadConfig({ NODE_ENV: 'development' }).ENCRYPTION_KEYS).toBeUndefined();
    expect(failure({ NODE_ENV: 'development', ENCRYPTION_KEYS: 'no-colon' })).toContain('ENCRYPTION_KEYS');
  });

  it('lets a staging site name its sandbox parts one by one, and only known ones', () => {
    const staging = loadConfig({
      ...fullProduction,
      PAYMENT_PROVIDER: 'sandbox',
      RISK_EYES_API_URL: '',
      ALLOW_SANDBOX: 'payment, risk',
    });
    expect(staging.sandboxParts).toEqual(['payment', 'risk']);
    // Naming one part does not excuse another.
    expect(
      failure({ ...fullProduction, PAYMENT_PROVIDER: 'sandbox', SMTP_URL: '', ALLOW_SANDBOX: 'payment' }),
    ).toMatch(/missing: SMTP_URL\./);
    expect(failure({ ...fullProduction, ALLOW_SANDBOX: 'payment,everything' })).toContain('ALLOW_SANDBOX');
    // A named part that is configured anyway runs for real.
    expect(loadConfig({ ...fullProduction, ALLOW_SANDBOX: 'mail' }).sandboxParts).toEqual([]);
  });

  it('outside production every unconfigured part is a sandbox and the demo seed is on by default', () => {
    const dev = loadConfig({ NODE_ENV: 'development' });
    expect(dev.SEED_DEMO).toBe(true);
    expect(dev.sandboxParts).toEqual(['database', 'mail', 'sms', 'payment', 'risk', 'storage']);
    expect(
      productionGaps({ NODE_ENV: 'development' } as Parameters<typeof productionGaps>[0]).missing,
    ).toEqual([]);
  });
});
