/**
 * The sandbox sonar embedded in the product (development): checks the subscription key of a push like sonar
 * would, against the keys the named company's pushes use, and keeps what it got.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { SONAR_KEY_SLOTS, type SonarKeySlot } from '@refcheck/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { atsReceipts, companies } from '../../db/schema/index.ts';
import type { SonarSettings } from './settings.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export class SandboxSonar {
  constructor(
    private readonly db: Db,
    private readonly settings: SonarSettings,
  ) {}

  /** The company a push names by its uid, if any. */
  async companyIdOfUid(uid: string): Promise<string | null> {
    const [company] = await this.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.uid, uid));
    return company?.id ?? null;
  }

  /** Which of the company's keys the Authorization header carries (constant-time), or null. */
  async keySlotOf(companyId: string, authorization: string | null): Promise<SonarKeySlot | null> {
    if (!authorization) return null;
    const { keys } = await this.settings.target(companyId);
    const given = digest(authorization);
    return SONAR_KEY_SLOTS.find((s) => keys[s] && timingSafeEqual(digest(keys[s]), given)) ?? null;
  }

  /** Every push is kept, accepted or not. */
  async record(receipt: {
    companyId: string | null;
    deliveryId: string | null;
    keySlot: SonarKeySlot | null;
    verified: boolean;
    body: string;
  }) {
    await this.db.insert(atsReceipts).values(receipt);
  }

  /** What the sandbox got, newest first (200 at most), of one company or of all. */
  receipts(companyId?: string) {
    const query = this.db.select().from(atsReceipts);
    const filtered = companyId ? query.where(ofCompany(atsReceipts, companyId)) : query;
    return filtered.orderBy(desc(atsReceipts.receivedAt)).limit(200);
  }
}
