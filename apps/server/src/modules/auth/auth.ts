import { AsyncLocalStorage } from 'node:async_hooks';
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authSchema } from '../../db/schema/index.ts';
import { trustedOrigins } from './origins.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { SSO_COMPLETE_PATH } from './sso/config.ts';
import { ssoPlugin } from './sso/plugin.ts';

export const SESSION_COOKIE = 'session';

/**
 * Per auth request: better-auth swallows sendOTP failures, so the sender reports them here for the bridge; a
 * passkey sign-in reports whether the authenticator verified the user (the login policy needs it).
 */
export const loginCodeState = new AsyncLocalStorage<{ sendFailed: boolean; userVerified?: boolean }>();
/** Authenticator apps: 10 single-use recovery codes, shown once (stored encrypted by better-auth). */
export const RECOVERY_CODE_COUNT = 10;
export const CLIENT_IP_HEADER = 'x-refcheck-client-ip';

/** Sign-in SMS codes: 6 digits, valid 5 minutes, 5 wrong tries, single use, stored hashed. */
export const LOGIN_CODE_MINUTES = 5;
export const LOGIN_CODE_ATTEMPTS = 5;
/** Password-reset links are valid 60 minutes and single use. */
export const RESET_LINK_MINUTES = 60;
/**
 * Sessions (decisions.md): without remember-login a browser-session cookie, ended after 30 idle minutes and at most
 * 12 hours after sign-in; with it a persistent cookie for 14 days, extended once a day by use, never beyond 30 days.
 */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
export const REMEMBERED_SESSION_DAYS = 14;
export const REMEMBERED_ABSOLUTE_DAYS = 30;

export interface AuthHooks {
  /** Sends the sign-in code by SMS (through the outbox); a rejection is reported as a send failure. */
  sendLoginCode(
    user: { id: string; phoneNumber?: string | null; companyId?: string | null },
    code: string,
  ): Promise<void>;
  /** Seconds to wait before another sign-in code may go to this user's phone (0: now). */
  codeResendWait?(userId: string): Promise<number>;
  /** Mails the password-reset link; must not throw (the answer is the same whether or not the account exists). */
  sendResetMail(user: { id: string; email: string; name: string }, token: string): Promise<void>;
}

/**
 * The passkeys' relying party from PUBLIC_URL. WebAuthn refuses an IP address as relying-party ID: outside production
 * a loopback-IP PUBLIC_URL (the e2e server's 127.0.0.1) uses `localhost`, and the site is opened as localhost.
 */
export function passkeyRelyingParty(publicUrl: string, production: boolean) {
  const url = new URL(publicUrl);
  const loopbackIp = !production && /^(127(\.\d{1,3}){3}|\[::1\])$/.test(url.hostname);
  if (!loopbackIp) return { rpID: url.hostname, origin: [url.origin] };
  return {
    rpID: 'localhost',
    origin: [url.origin, `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`],
  };
}

export function createAuth(db: Db, config: Config, hooks?: AuthHooks) {
  const production = config.NODE_ENV === 'production';
  return betterAuth({
    appName: 'Refcheck',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // Transactions: the SSO plugin resolves the user inside one (its resolveUser option requires them).
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema, transaction: true }),
    // Redirect-based flows (the SAML ACS) that fail before knowing their error page land on the SSO popup page.
    onAPIError: { errorURL: `${config.publicUrl}${SSO_COMPLETE_PATH}` },
    trustedOrigins: trustedOrigins(config.publicUrl, production),
    emailAndPassword: {
      enabled: true,
      // Companies sign up through Refcheck's own sign-up (company + user in one transaction), never here.
      disableSignUp: true,
      minPasswordLength: 6,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await hooks?.sendResetMail(user, token);
      },
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        companyId: { type: 'string', required: false, input: false },
        // The sign-in SMS code goes to this number; set by Refcheck's phone registration, never by the client.
        phoneNumber: { type: 'string', required: false, input: false },
        phoneNumberVerified: { type: 'boolean', required: false, input: false },
      },
    },
    session: {
      // Remembered sessions; the others are limited by `sessionLimitExceeded` (and never refreshed by better-auth).
      expiresIn: 60 * 60 * 24 * REMEMBERED_SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    hooks: {
      // One sign-in code per number per SMS_CODE_RESEND_SECONDS: refused before a new code replaces the sent one.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/two-factor/send-otp' || !hooks?.codeResendWait) return;
        const key = await ctx.getSignedCookie(
          ctx.context.createAuthCookie('two_factor').name,
          ctx.context.secret,
        );
        if (!key) return; // better-auth answers the missing challenge itself
        const challenge = await ctx.context.internalAdapter.findVerificationValue(key);
        if (!challenge) return;
        const wait = await hooks.codeResendWait(challenge.value);
        if (wait > 0) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { code: 'codeResendTooSoon', message: '認証コードの再送信は少し時間をおいてからお試しください' },
            { 'retry-after': String(wait) },
          );
        }
      }),
    },
    plugins: [
      ssoPlugin(),
      admin({ defaultRole: 'client', adminRoles: ['admin'] }),
      twoFactor({
        issuer: 'Refcheck',
        // The SMS code and authenticator apps (issue 34); every sign-in asks for a code (no trusted devices).
        // Which factor completes a sign-in is the login policy's decision (login-flow.ts), not the plugin's.
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10, storeBackupCodes: 'encrypted' },
        twoFactorCookieMaxAge: 600,
        otpOptions: {
          digits: 6,
          period: LOGIN_CODE_MINUTES,
          allowedAttempts: LOGIN_CODE_ATTEMPTS,
          storeOTP: 'hashed',
          sendOTP: ({ user, otp }) => {
            const state = loginCodeState.getStore();
            const sending = hooks
              ? hooks.sendLoginCode(user as { id: string; phoneNumber?: string | null }, otp)
              : Promise.reject(new Error('no SMS sender'));
            return sending.catch((error: unknown) => {
              if (state) state.sendFailed = true;
              throw error;
            });
          },
        },
      }),
      // Passkeys (issue 34): relying party and origin from PUBLIC_URL; discoverable credentials with user
      // verification; the policy refuses a passkey sign-in without it (login-flow.ts).
      passkey({
        ...passkeyRelyingParty(config.publicUrl, production),
        rpName: 'Refcheck',
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        authentication: {
          afterVerification: ({ verification }) => {
            const state = loginCodeState.getStore();
            if (state) state.userVerified = verification.authenticationInfo.userVerified;
          },
        },
      }),
    ],
    // Limited in front of better-auth, per address and endpoint, shared by every instance (auth/routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: production,
      cookies: { session_token: { name: SESSION_COOKIE } },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
      // The bridge sets this header from Fastify's request.ip (which honours TRUST_PROXY) and drops any sent by clients.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
