import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { DeviceSessionService as Devices } from './device-sessions.ts';
import { factorRoutes } from './factor-routes.ts';
import { FactorService } from './factor-service.ts';
import type { LoginDeps } from './login-flow.ts';
import { NewDeviceNotice } from './new-device.ts';
import { authRoutes as signInRoutes } from './routes.ts';
import { deviceSessionRoutes as deviceSessions } from './session-routes.ts';
import { SessionService as Sessions } from './session-service.ts';
import { SsoProviderService as SsoProviders } from './sso/providers.ts';
import { ssoRoutes as sso } from './sso/routes.ts';

export type { Auth } from './auth.ts';
export { toHeaders } from './bridge.ts';
export { buildAuth } from './build.ts';
export { codeResendTooSoon, codeResendWait } from './code-throttle.ts';
export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
export { type AuthEventKind, recordAuthEvent } from './events.ts';
export { hashPassword } from './password.ts';

export { sessionPlugin } from './session.ts';

export { ssoPopupHeaders } from './sso/routes.ts';

/** Sign-in, sessions, sign-in factors and the login policy, and SAML single sign-on (the session plugin itself is registered at the root). */
export const authModule: FastifyPluginAsyncZod<Platform & { botCheck: LoginDeps['botCheck'] }> = async (
  app,
  p,
) => {
  const devices = new Devices(p.db);
  const newDevice = new NewDeviceNotice({
    db: p.db,
    outbox: p.outbox,
    log: p.log,
    publicUrl: p.config.publicUrl,
    production: p.production,
    support: p.support,
  });
  await app.register(signInRoutes, {
    db: p.db,
    config: p.config,
    botCheck: p.botCheck,
    sessions: new Sessions(p.db),
    devices,
    newDevice,
  });
  await app.register(deviceSessions, { devices });
  await app.register(sso, { db: p.db, config: p.config, providers: new SsoProviders(p.db) });
  await app.register(factorRoutes, { db: p.db, factors: new FactorService(p.db, app.auth) });
};
