import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
/** An empty value (`S3_BUCKET=` in an env file) counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Set all of these to store files in an S3-compatible bucket; none of them for the local directory. */
export const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Every setting comes from the environment; each has an embedded default except production secrets. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Public origin of the app, used in links sent by mail and as the trusted origin of the auth API. */
    PUBLIC_URL: z.url().optional(),
    /** Relative paths are read from where npm was started (the repository root for `npm start`). */
    DATA_DIR: z.string().optional(),
    /** PostgreSQL connection string. Without it, embedded PostgreSQL (PGlite) on disk under DATA_DIR is used. */
    DATABASE_URL: z.string().optional(),
    /** Secret for signing sessions. Required in production; a fixed development value otherwise. */
    AUTH_SECRET: z.string().min(32).optional(),
    /** smtp(s)://user:pass@host:port. Without it, mail is only recorded in the outbox. */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Refcheck <no-reply@refcheck.jp>'),
    /** Twilio-style SMS API base URL (…/Accounts/{sid}). Without it, SMS is only recorded in the outbox. */
    SMS_API_URL: z.url().optional(),
    SMS_API_USER: z.string().optional(),
    SMS_API_PASSWORD: z.string().optional(),
    SMS_FROM: z.string().default('Refcheck'),
    /** Address that receives operator notifications (sign-ups, plan orders, withdrawals). */
    ADMIN_NOTIFY_MAIL: z.string().default('ops@refcheck.test'),
    SUPPORT_MAIL: z.string().default('support@refcheck.jp'),
    /** Card payments: the embedded sandbox (test cards, simulated 3-D Secure) or GMO Payment Gateway. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'gmo']).default('sandbox'),
    /** GMO-PG: the API base URL (e.g. https://pt01.mul-pay.jp), shop and site credentials, token.js URL. */
    GMO_API_URL: z.url().optional(),
    GMO_SHOP_ID: z.string().optional(),
    GMO_SHOP_PASS: z.string().optional(),
    GMO_SITE_ID: z.string().optional(),
    GMO_SITE_PASS: z.string().optional(),
    GMO_TOKEN_JS_URL: z.url().optional(),
    SEED_DEMO: bool.default(true),
    /** Trust X-Forwarded-For from a reverse proxy (true, a hop count, or a list of proxy addresses). */
    TRUST_PROXY: z.string().optional(),
    /** Directory of the built web app; served with SPA fallback when it exists. */
    WEB_DIST: z.string().optional(),
    /** Sign-in attempts per client address and minute (better-auth's limiter). */
    AUTH_SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Sign-in SMS code sends, and code checks, per client address and minute (each). */
    AUTH_CODE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Password-reset requests, resets and company sign-ups per client address and minute (each). */
    AUTH_ACCOUNT_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    /** Minimum seconds between two sign-in or phone-registration SMS codes to one number (0 turns it off). */
    SMS_CODE_RESEND_SECONDS: z.coerce.number().int().min(0).default(30),
    /** Requests to the auth API per client address and minute. */
    AUTH_API_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Default: info in production (one line per request), warn otherwise (a quiet console for `npm start`). */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** Reduce the delay of job retries (tests). */
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
    /** An advertising service's conversion tag (https script URL), loaded on the referee's completion page only. */
    REFEREE_CONVERSION_TAG_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** S3-compatible file storage (all of S3_REQUIRED, or none: files then go to DATA_DIR/files). */
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
    S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'a region name such as ap-northeast-1')),
    S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a valid bucket name')),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    /** Path-style URLs (endpoint/bucket/key) for MinIO and most S3-compatible servers; virtual-host style otherwise. */
    S3_FORCE_PATH_STYLE: optional(bool),
    /** Ask the service to encrypt objects at rest (x-amz-server-side-encryption); off when unset. */
    S3_SERVER_SIDE_ENCRYPTION: optional(z.enum(['AES256', 'aws:kms'])),
    /** Days a soft-deleted candidate is kept before the daily job deletes it and its files for good. */
    TALENT_PURGE_AFTER_DAYS: z.coerce.number().int().min(1).default(30),
    /** RISK EYES (risk check) API base URL and account; without them the sandbox provider answers. */
    RISK_EYES_API_URL: optional(z.url({ protocol: /^https?$/ })),
    RISK_EYES_USERNAME: optional(z.string()),
    RISK_EYES_PASSWORD: optional(z.string()),
    /** The access key RISK EYES gives for opening its article list (token/access). */
    RISK_EYES_ACCESS_KEY: optional(z.string()),
    /** Seconds to wait for RISK EYES and for a company's ATS endpoint. */
    EXTERNAL_TIMEOUT_SECONDS: z.coerce.number().min(1).default(15),
    /** First delay before an ATS push is retried (doubled each time); tests shorten it. */
    ATS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
    /** Proof-of-work bot check (ALTCHA) before every SMS send. Off only in API tests; never off in production. */
    BOT_CHECK: bool.default(true),
    /** Sentry-compatible error reporting (server); off when unset. */
    SENTRY_DSN: optional(z.url({ protocol: /^https?$/ })),
    /** The web app's public DSN (may be another project of the same service); off when unset. */
    PUBLIC_SENTRY_DSN: optional(z.url({ protocol: /^https?$/ })),
    /** The challenge's largest number: the browser tries half of it on average (50,000 ≈ well under a second). */
    BOT_CHECK_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  })
  .superRefine((c, ctx) => {
    const anyS3 = Object.entries(c).some(([k, v]) => k.startsWith('S3_') && v !== undefined);
    const missing = S3_REQUIRED.filter((k) => c[k] === undefined);
    if (anyS3 && missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3'],
        message: `S3 storage is partly configured: set ${missing.join(', ')} too, or remove every S3_* variable to use the local directory`,
      });
    }
    if (c.PAYMENT_PROVIDER === 'gmo') {
      const gmoMissing = (
        [
          'GMO_API_URL',
          'GMO_SHOP_ID',
          'GMO_SHOP_PASS',
          'GMO_SITE_ID',
          'GMO_SITE_PASS',
          'GMO_TOKEN_JS_URL',
        ] as const
      ).filter((k) => !c[k]);
      if (gmoMissing.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_PROVIDER'],
          message: `PAYMENT_PROVIDER=gmo needs ${gmoMissing.join(', ')}`,
        });
      }
    }
    if (c.NODE_ENV === 'production' && !c.BOT_CHECK) {
      ctx.addIssue({
        code: 'custom',
        path: ['BOT_CHECK'],
        message: 'the bot check cannot be turned off in production',
      });
    }
    if (c.NODE_ENV === 'production' && !c.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'AUTH_SECRET is required in production',
      });
    }
  });

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  serverSideEncryption: 'AES256' | 'aws:kms' | null;
}

export type Config = Omit<z.infer<typeof configSchema>, 'DATA_DIR' | 'LOG_LEVEL'> & {
  DATA_DIR: string;
  /** S3-compatible storage of files, or null for the local directory DATA_DIR/files. */
  s3: S3Config | null;
  LOG_LEVEL: NonNullable<z.infer<typeof configSchema>['LOG_LEVEL']>;
  authSecret: string;
  publicUrl: string;
  webDist: string;
  version: string;
};

export const VERSION = '0.1.0';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    DATA_DIR: c.DATA_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR)
      : path.join(REPO_ROOT, 'data'),
    LOG_LEVEL: c.LOG_LEVEL ?? (c.NODE_ENV === 'production' ? 'info' : 'warn'),
    authSecret: c.AUTH_SECRET ?? 'refcheck-development-secret-not-for-production-use',
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    webDist: path.resolve(c.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    s3:
      c.S3_ENDPOINT && c.S3_REGION && c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: c.S3_ENDPOINT,
            region: c.S3_REGION,
            bucket: c.S3_BUCKET,
            accessKeyId: c.S3_ACCESS_KEY_ID,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY,
            forcePathStyle: c.S3_FORCE_PATH_STYLE ?? false,
            serverSideEncryption: c.S3_SERVER_SIDE_ENCRYPTION ?? null,
          }
        : null,
    version: VERSION,
  };
}
