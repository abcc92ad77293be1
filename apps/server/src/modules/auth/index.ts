import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { authRoutes as signInRoutes } from './routes.ts';
import { SessionService as Sessions } from './session-service.ts';
import { SsoProviderService as SsoProviders } from './sso/providers.ts';
import { ssoRoutes as sso } from './sso/routes.ts';

export { type Auth, createAuth, LOGIN_CODE_MINUTES, RESET_LINK_MINUTES } from './auth.ts';
export { toHeaders } from './bridge.ts';
export { buildAuth } from './build.ts';
export { codeResendTooSoon, codeResendWait } from './code-throttle.ts';
export { loadCompanyAccess } from './company-access.ts';
export { companyGate } from './company-gate.ts';
export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
export { type AuthEventKind, recordAuthEvent } from './events.ts';
export { companyIpList, ipAllowedFor, ipMatches } from './ip-rules.ts';
export { assertMainAccount, assertMayDo, isSubAccountUser } from './main-account.ts';
export { hashPassword } from './password.ts';
export { authRoutes } from './routes.ts';
export { companyOf, sessionPlugin } from './session.ts';
export { SessionService } from './session-service.ts';
export { ssoPopupHeaders, ssoRoutes } from './sso/routes.ts';

/** Sign-in, sessions and SAML single sign-on (the session plugin itself is registered at the root). */
export const authModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(signInRoutes, { config: p.config, sessions: new Sessions(p.db) });
  await app.register(sso, { config: p.config, providers: new SsoProviders(p.db) });
};
