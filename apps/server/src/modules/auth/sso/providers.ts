/**
 * The companies' SAML IdPs as stored by better-auth's SSO plugin (`sso_provider`) and the users' links to them
 * (`account` rows of the provider): read, the domain check, clearing before a re-registration, removal, unlinking.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { account, ssoProvider } from '../../../db/schema/index.ts';
import { providerIdFor } from './context.ts';

export class SsoProviderService {
  constructor(private readonly db: Db) {}

  /** The company's IdP, or null. */
  async providerOf(companyId: string) {
    const [row] = await this.db
      .select()
      .from(ssoProvider)
      .where(eq(ssoProvider.providerId, providerIdFor(companyId)));
    return row ?? null;
  }

  /** The IdP that registered the email domain, or null. */
  async byDomain(domain: string) {
    const [row] = await this.db.select().from(ssoProvider).where(eq(ssoProvider.domain, domain));
    return row ?? null;
  }

  /** Whether another provider than `providerId` has registered the domain. */
  async domainTakenByOther(domain: string, providerId: string) {
    const [taken] = await this.db
      .select({ id: ssoProvider.id })
      .from(ssoProvider)
      .where(and(eq(ssoProvider.domain, domain), ne(ssoProvider.providerId, providerId)));
    return Boolean(taken);
  }

  async isLinked(userId: string, providerId: string) {
    const [row] = await this.db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, providerId)));
    return Boolean(row);
  }

  /** Before a (re-)registration: the provider row goes, and with `dropLinks` every link to it, in one transaction. */
  async clearForRegistration(providerId: string, dropLinks: boolean) {
    await this.db.transaction(async (tx) => {
      await tx.delete(ssoProvider).where(eq(ssoProvider.providerId, providerId));
      if (dropLinks) await tx.delete(account).where(eq(account.providerId, providerId));
    });
  }

  /** Removes the provider and every link to it, in one transaction. */
  async remove(providerId: string) {
    await this.db.transaction(async (tx) => {
      await tx.delete(account).where(eq(account.providerId, providerId));
      await tx.delete(ssoProvider).where(eq(ssoProvider.providerId, providerId));
    });
  }

  /** Removes the user's link to the provider. */
  async unlink(userId: string, providerId: string) {
    await this.db.delete(account).where(and(eq(account.userId, userId), eq(account.providerId, providerId)));
  }
}
