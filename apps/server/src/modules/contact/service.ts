import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminConfig, auditLog } from '../../db/schema/index.ts';
import { type ContactDefaults, readSupportContact } from '../../platform/mail/index.ts';

/** The support phone and mail: read by everyone (config defaults until set), set by an operator, audited. */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly defaults: ContactDefaults,
  ) {}

  read() {
    return readSupportContact(this.db, this.defaults);
  }

  async save(input: { phone: string; mail: string }, actor: { userId: string; ip: string }) {
    const { phone, mail } = input;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(adminConfig)
        .values({ id: 1, supportPhone: phone, supportMail: mail })
        .onConflictDoUpdate({
          target: adminConfig.id,
          set: { supportPhone: phone, supportMail: mail, updatedAt: sql`now()` },
        });
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        action: 'admin-contact',
        target: `phone=${phone}; mail=${mail}`,
        ip: actor.ip,
      });
    });
    return this.read();
  }
}
