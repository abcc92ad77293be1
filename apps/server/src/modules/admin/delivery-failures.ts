/**
 * Delivery failures on the operator console (issue 18): mails and SMS that ended `failed` after their retries in
 * the last DELIVERY_FAILURE_DAYS days, newest first, with their sender company's name. The message text is never
 * listed (it may hold a sign-in code).
 */
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, messages } from '../../db/schema/index.ts';

export const DELIVERY_FAILURE_DAYS = 7;
const LIST_LIMIT = 200;

const since = (now: Date) => new Date(now.getTime() - DELIVERY_FAILURE_DAYS * 86_400_000);
const recentFailures = (now: Date) => and(eq(messages.status, 'failed'), gte(messages.createdAt, since(now)));

export class DeliveryFailures {
  constructor(private readonly db: Db) {}

  /** How many failed in the window ending `now`. */
  async count(now = new Date()) {
    const [total] = await this.db.select({ n: count() }).from(messages).where(recentFailures(now));
    return total?.n ?? 0;
  }

  /** The failures of the window ending `now` (at most LIST_LIMIT) and their total. */
  async list(now = new Date()) {
    const total = await this.count(now);
    const items = await this.db
      .select({
        id: messages.id,
        channel: messages.channel,
        to: messages.to,
        subject: messages.subject,
        template: messages.template,
        error: messages.error,
        attempts: messages.attempts,
        createdAt: messages.createdAt,
        companyName: companies.name,
      })
      .from(messages)
      .leftJoin(companies, eq(companies.id, messages.companyId))
      .where(recentFailures(now))
      .orderBy(desc(messages.createdAt))
      .limit(LIST_LIMIT);
    return { total, items };
  }
}
