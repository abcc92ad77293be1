/** Company sign-up's data: the main account (user and credential) and its company in one transaction. */
import { joinAddress, type Language, type Signup } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, user } from '../../db/schema/index.ts';
import { recordConsent } from '../privacy-records/index.ts';
import { insertCompany } from './companies.ts';
import { insertCredentialUser } from './credential-user.ts';
import { emailTaken } from './email-in-use.ts';

export class SignupService {
  constructor(private readonly db: Db) {}

  emailTaken(email: string) {
    return emailTaken(this.db, email);
  }

  /**
   * Creates the company and its main account (user `userId`, unverified email) and records its acceptance of the
   * terms shown in `client.language` (issue 23 item 1); the company's id.
   */
  async create(
    input: Signup,
    owner: { userId: string; email: string; passwordHash: string },
    client: { ip: string; userAgent: string | undefined; language: Language },
  ) {
    const { userId, email, passwordHash } = owner;
    return this.db.transaction(async (tx) => {
      const company = await insertCompany(tx, {
        name: input.companyName,
        staffName: input.staffName,
        email,
        zipcode: input.zipcode,
        address: joinAddress(input.address1, input.address2),
        isBusinessCardRequired: true,
        isFreemailAllowed: false,
        selectedPlan: input.selectedPlan,
        allowedPlan: 'LIGHT',
        loginCount: 0,
        isAgreeToNotice: input.isAgreeToSpecialConditions,
      });
      await insertCredentialUser(tx, {
        id: userId,
        name: input.staffName,
        email,
        emailVerified: false,
        companyId: company!.id,
        passwordHash,
      });
      await recordConsent(tx, {
        subjectKind: 'companyUser',
        consentKind: 'companyTerms',
        companyId: company!.id,
        userId,
        language: input.termsLanguage ?? client.language,
        ip: client.ip,
        userAgent: client.userAgent,
        at: new Date(),
      });
      return company!.id;
    });
  }

  /** Removes a sign-up whose first sign-in failed: the user, then the company. */
  async undo(userId: string, companyId: string) {
    await this.db.delete(user).where(eq(user.id, userId));
    await this.db.delete(companies).where(eq(companies.id, companyId));
  }
}
