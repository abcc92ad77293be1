import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import type { BotCheck } from '../bot-check/index.ts';
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

export { insertCompany } from './companies.ts';
export { lockCompany, unlockCompany } from './company-lockout.ts';

/** Sign-up, sub-accounts, IP rules, the account page, company settings and the sign-in history. */
export const identityModule: FastifyPluginAsyncZod<Platform & { botCheck: BotCheck }> = async (app, p) => {
  const accounts = new Accounts(p.db);
  const shared = { db: p.db, outbox: p.outbox, botCheck: p.botCheck };
  await app.register(signup, { ...shared, config: p.config, signups: new Signups(p.db), accounts });
  await app.register(subAccountApi, {
    db: p.db,
    config: p.config,
    subAccounts: new SubAccounts({ db: p.db, outbox: p.outbox, config: p.config }),
    events: p.events,
  });
  await app.register(ip, { ipRules: new IpAllowList(p.db) });
  await app.register(account, { ...shared, config: p.config, accounts });
  await app.register(companySettings, { db: p.db, settings: new CompanySettings(p.db) });
  await app.register(authEvents, { db: p.db });
};
