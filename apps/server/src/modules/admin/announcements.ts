import { type Announcement, tokyoDate } from '@refcheck/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';
import { ALL_COMPANIES, type TalentEvents } from '../../platform/talent-changes/index.ts';
import { type Actor, recordAudit } from './audit.ts';

/** The calendar day of an announcement, in Tokyo: YYYY-MM-DD. */
function dayOf(date: Date): string {
  const { year, month, day } = tokyoDate(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Announcements: listed newest first; each post or deletion is audited and pushed live to every dashboard. */
export class AnnouncementService {
  constructor(
    private readonly db: Db,
    private readonly events: TalentEvents,
  ) {}

  list() {
    return this.db
      .select()
      .from(announcements)
      .orderBy(desc(announcements.date), desc(announcements.createdAt));
  }

  async post(input: Announcement, actor: Actor) {
    const { category, title, date, href, text } = input;
    const created = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(announcements)
        .values({ category, title, date: dayOf(date), href: href ?? null, text })
        .returning();
      await recordAudit(tx, actor, 'announcement-post', `announcement:${row!.id}`);
      return row!;
    });
    await this.publish();
    return created;
  }

  /** False when there is no such announcement. */
  async remove(id: string, actor: Actor) {
    const deleted = await this.db.transaction(async (tx) => {
      const rows = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
      if (rows.length === 0) return false;
      await recordAudit(tx, actor, 'announcement-delete', `announcement:${id}`);
      return true;
    });
    if (deleted) await this.publish();
    return deleted;
  }

  private publish() {
    return this.events.publish({
      companyId: ALL_COMPANIES,
      talentId: '',
      kind: 'updated',
      topic: 'announcement',
    });
  }
}
