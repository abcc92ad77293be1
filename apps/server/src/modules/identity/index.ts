import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { accountRoutes as account } from './account-routes.ts';
import { AccountService as Accounts } from './accounts.ts';
import { authEventRoutes as authEvents } from './auth-events-routes.ts';
import { CompanySettingsService as CompanySettings } from './company-settings.ts';
import { companySettingsRoutes as companySettings } from './company-settings-routes.ts';
import { IpAllowListService as IpAllowList } from './ip-allow-list.ts';
import { ipRoutes as ip } from './ip-routes.ts';
import { signupRoutes as signup } from './signup-routes.ts';
import { SignupService as Signups } from './signups.ts';
import { subAccountRoutes as subAccountApi } from './sub-account-routes.ts';
import { SubAccountService as SubAccounts } from './sub-accounts.ts';

export { accountRoutes } from './account-routes.ts';
export { authEventRoutes } from './auth-events-routes.ts';
export { insertCompany } from './companies.ts';
export { lockCompany, unlockCompany } from './company-lockout.ts';
export { companySettingsRoutes } from './company-settings-routes.ts';
export { ipRoutes } from './ip-routes.ts';
export { signupRoutes } from './signup-routes.ts';
export { subAccountRoutes } from './sub-account-routes.ts';

/** Sign-up, sub-accounts, IP rules, the account page, company settings and the sign-in history. */
export const identityModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  const accounts = new Accounts(p.db);
  await app.register(signup, { config: p.config, signups: new Signups(p.db), accounts });
  await app.register(subAccountApi, {
    config: p.config,
    subAccounts: new SubAccounts({ db: p.db, outbox: p.outbox, config: p.config }),
  });
  await app.register(ip, { ipRules: new IpAllowList(p.db) });
  await app.register(account, { config: p.config, accounts });
  await app.register(companySettings, { settings: new CompanySettings(p.db) });
  await app.register(authEvents);
};
