import path from 'node:path';
import { SONAR_REQUESTS_PER_MINUTE } from '@refcheck/domain/ats/push';
import { SANDBOX_PARTS, type SandboxPart } from '@refcheck/domain/schemas/session-response';
import { z } from 'zod';
import { KeyRingError, parseKeyRing } from './platform/key-ring/index.ts';

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

/**
 * The parts that have an embedded or sandbox stand-in: PGlite for PostgreSQL, the outbox for SMTP and the SMS API,
 * the sandbox card provider for GMO, the sandbox risk provider for RISK EYES, DATA_DIR/files for S3. Production uses
 * none of them unless ALLOW_SANDBOX names it (a staging site: ALLOW_SANDBOX=payment,risk).
 */
export { SANDBOX_PARTS, type SandboxPart } from '@refcheck/domain/schemas/session-response';

const GMO_SETTINGS = [
  'GMO_API_URL',
  'GMO_SHOP_ID',
  'GMO_SHOP_PASS',
  'GMO_SITE_ID',
  'GMO_SITE_PASS',
  'GMO_TOKEN_JS_URL',
] as const;
const SMS_SETTINGS = ['SMS_API_URL', 'SMS_API_USER', 'SMS_API_PASSWORD'] as const;
const RISK_SETTINGS = [
  'RISK_EYES_API_URL',
  'RISK_EYES_USERNAME',
  'RISK_EYES_PASSWORD',
  'RISK_EYES_ACCESS_KEY',
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
    /**
     * Keys sealing the secrets the server reads back (webhook signing secrets, sonar keys) with AES-256-GCM:
     * `id:base64key` pairs, comma-separated, each key 32 bytes (openssl rand -base64 32). The first seals, every one
     * opens; `npm run secrets:rotate` re-seals under the first. Required in production; outside it a development
     * key derived from a fixed seed.
     */
    ENCRYPTION_KEYS: optional(
      z.string().superRefine((v, ctx) => {
        try {
          parseKeyRing(v);
        } catch (e) {
          if (!(e instanceof KeyRingError)) throw e;
          ctx.addIssue({ code: 'custom', message: e.message });
        }
      }),
    ),
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
    /** The support contact until the operator sets one in the admin settings (GET /api/contact). */
    SUPPORT_MAIL: z.string().default('support@refcheck.jp'),
    SUPPORT_PHONE: z.string().default('03-6555-0120'),
    /** Card payments: the embedded sandbox (test cards, simulated 3-D Secure) or GMO Payment Gateway. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'gmo']).default('sandbox'),
    /** GMO-PG: the API base URL (e.g. https://pt01.mul-pay.jp), shop and site credentials, token.js URL. */
    GMO_API_URL: z.url().optional(),
    GMO_SHOP_ID: z.string().optional(),
    GMO_SHOP_PASS: z.string().optional(),
    GMO_SITE_ID: z.string().optional(),
    GMO_SITE_PASS: z.string().optional(),
    GMO_TOKEN_JS_URL: z.url().optional(),
    /** Create the demo companies and accounts at start (default on outside production; refused in production). */
    SEED_DEMO: optional(bool),
    /**
     * Production only: the parts allowed to run embedded or as a sandbox, comma-separated from SANDBOX_PARTS
     * (database, mail, sms, payment, risk, storage), e.g. `payment,risk` for a staging site. Empty: all real.
     */
    ALLOW_SANDBOX: optional(
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.enum(SANDBOX_PARTS, { error: `a list of ${SANDBOX_PARTS.join(', ')}` }))),
    ),
    /** Files in this local directory instead of S3 (production needs S3 or this set explicitly). */
    FILE_STORAGE_DIR: optional(z.string()),
    /** Trust X-Forwarded-For from a reverse proxy (true, a hop count, or a list of proxy addresses). */
    TRUST_PROXY: z.string().optional(),
    /** Directory of the built web app; served with SPA fallback when it exists. */
    WEB_DIST: z.string().optional(),
    /** Sign-in attempts per client address and minute (counted in PostgreSQL across instances when on it). */
    AUTH_SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Sign-in SMS code sends, and code checks, per client address and minute (each). */
    AUTH_CODE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Password-reset requests, resets and company sign-ups per client address and minute (each). */
    AUTH_ACCOUNT_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    /** Minimum seconds between two sign-in or phone-registration SMS codes to one number (0 turns it off). */
    SMS_CODE_RESEND_SECONDS: z.coerce.number().int().min(0).default(30),
    /** Requests to the auth API per client address and minute. */
    AUTH_API_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Public API (/api/v1) requests per API key and minute, shared by every instance on PostgreSQL. */
    PUBLIC_API_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Default: info in production (one line per request), warn otherwise (a quiet console for `npm start`). */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** Reduce the delay of job retries (tests). */
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
    /**
     * How long an instance may reuse a session it has read (ms; 0 reads every time). A sign-out or another write
     * that ends sessions makes every instance forget at once (PostgreSQL NOTIFY), whatever this says.
     */
    SESSION_MEMO_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
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
    /** First delay before an ATS push is retried (doubled each time, never sooner than Retry-After); tests shorten it. */
    ATS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
    /**
     * sonar ATS partner API base URL (results go to {base}/results) for every company with the sonar flag that has
     * none of its own (the operator's client permission screen). Unset outside production: the sandbox sonar.
     */
    SONAR_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    /** sonar subscription keys sent in the Authorization header: the primary, and the secondary tried on a 401. */
    SONAR_PRIMARY_KEY: optional(z.string()),
    SONAR_SECONDARY_KEY: optional(z.string()),
    /** Requests per minute to one sonar endpoint, shared by every instance (sonar allows about 30). */
    SONAR_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(SONAR_REQUESTS_PER_MINUTE),
    /**
     * Webhook deliveries may reach loopback addresses (a developer's local receiver). Default: on outside
     * production, off in production; private, link-local, CGNAT, ULA and multicast addresses are always refused.
     */
    WEBHOOK_ALLOW_LOOPBACK: optional(bool),
    /** Multiplies the webhook retry schedule (5 s … 24 h); tests set e.g. 0.001 to run it in milliseconds. */
    WEBHOOK_RETRY_SCALE: z.coerce.number().min(0).max(1).default(1),
    /** Proof-of-work bot check (ALTCHA) before every SMS send. Off only in API tests; never off in production. */
    BOT_CHECK: bool.default(true),
    /** OTLP/HTTP collector base URL (…/v1/traces is appended). Without it, no tracing code is even loaded. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
    OTEL_SERVICE_NAME: z.string().default('refcheck'),
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
      const gmoMissing = GMO_SETTINGS.filter((k) => !c[k]);
      if (gmoMissing.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_PROVIDER'],
          message: `PAYMENT_PROVIDER=gmo needs ${gmoMissing.join(', ')}`,
        });
      }
    }
    if (c.NODE_ENV !== 'production') return;
    if (!c.BOT_CHECK) {
      ctx.addIssue({
        code: 'custom',
        path: ['BOT_CHECK'],
        message: 'the bot check cannot be turned off in production',
      });
    }
    if (c.SEED_DEMO) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'demo data is never seeded in production: remove SEED_DEMO',
      });
    }
    const gaps = productionGaps(c).missing;
    if (gaps.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['production'],
        message: `NODE_ENV=production needs real parts; missing: ${gaps.join(', ')}. A staging site names the parts it runs as sandboxes one by one in ALLOW_SANDBOX (${SANDBOX_PARTS.join(', ')}).`,
      });
    }
  });

type ParsedConfig = z.infer<typeof configSchema>;

/**
 * What production lacks: every missing setting (one list, so one message names them all) and the parts that run
 * embedded or as a sandbox because ALLOW_SANDBOX names them. Outside production every unconfigured part is a
 * sandbox. The one place that decides what "real" means for each part (docs/deploy.md documents it).
 */
export function productionGaps(
  c: Pick<
    ParsedConfig,
    | 'DATABASE_URL'
    | 'PUBLIC_URL'
    | 'AUTH_SECRET'
    | 'ENCRYPTION_KEYS'
    | 'SMTP_URL'
    | 'PAYMENT_PROVIDER'
    | 'ALLOW_SANDBOX'
    | 'FILE_STORAGE_DIR'
    | 'NODE_ENV'
    | (typeof GMO_SETTINGS)[number]
    | (typeof SMS_SETTINGS)[number]
    | (typeof RISK_SETTINGS)[number]
    | (typeof S3_REQUIRED)[number]
  >,
): { missing: string[]; sandbox: SandboxPart[] } {
  const production = c.NODE_ENV === 'production';
  const allowed = new Set<SandboxPart>(production ? (c.ALLOW_SANDBOX ?? []) : SANDBOX_PARTS);
  const unset = (keys: readonly (keyof typeof c)[]) => keys.filter((k) => !c[k]) as string[];
  const parts: Record<SandboxPart, string[]> = {
    database: /^postgres(ql)?:\/\//.test(c.DATABASE_URL ?? '') ? [] : ['DATABASE_URL (PostgreSQL)'],
    mail: unset(['SMTP_URL']),
    sms: unset(SMS_SETTINGS),
    payment:
      c.PAYMENT_PROVIDER === 'gmo' ? unset(GMO_SETTINGS) : ['PAYMENT_PROVIDER=gmo', ...unset(GMO_SETTINGS)],
    risk: unset(RISK_SETTINGS),
    storage:
      unset(S3_REQUIRED).length === 0 || c.FILE_STORAGE_DIR
        ? []
        : [`${S3_REQUIRED.join(', ')} (or FILE_STORAGE_DIR)`],
  };
  const missing = production ? unset(['PUBLIC_URL', 'AUTH_SECRET', 'ENCRYPTION_KEYS']) : [];
  const sandbox: SandboxPart[] = [];
  for (const part of SANDBOX_PARTS) {
    if (parts[part].length === 0) continue;
    if (allowed.has(part)) sandbox.push(part);
    else missing.push(...parts[part]);
  }
  return { missing, sandbox };
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  serverSideEncryption: 'AES256' | 'aws:kms' | null;
}

export type Config = Omit<z.infer<typeof configSchema>, 'DATA_DIR' | 'LOG_LEVEL' | 'SEED_DEMO'> & {
  DATA_DIR: string;
  SEED_DEMO: boolean;
  /** The parts running embedded or as a sandbox (all unconfigured ones outside production). */
  sandboxParts: SandboxPart[];
  /** S3-compatible storage of files, or null for the local directory DATA_DIR/files. */
  s3: S3Config | null;
  LOG_LEVEL: NonNullable<z.infer<typeof configSchema>['LOG_LEVEL']>;
  /** Webhook deliveries may reach loopback addresses (WEBHOOK_ALLOW_LOOPBACK, default on outside production). */
  webhookAllowLoopback: boolean;
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
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    sandboxParts: productionGaps(c).sandbox,
    webhookAllowLoopback: c.WEBHOOK_ALLOW_LOOPBACK ?? c.NODE_ENV !== 'production',
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
