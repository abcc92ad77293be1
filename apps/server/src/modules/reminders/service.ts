/**
 * Reminders (issue 14): the durable schedule (a pg-boss cron job every minute, one run across instances, plus
 * a run right after the dev clock moves), the company's view per candidate and its switch, the SMS setting.
 */
import {
  nextReminderAt,
  type ReminderSettings,
  type ReminderSettingsInput,
  type TalentReminders,
} from '@refcheck/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companies, referees, reminders, talents } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { recordExpiries } from '../../platform/step-events/index.ts';
import type { Clock } from './clock.ts';
import { planReminders } from './plan.ts';
import { sendDueReminders, subjectState } from './send.ts';

export const REMINDER_QUEUE = 'reminders-tick';
export const REMINDER_CRON = '* * * * *';

export interface ReminderDeps {
  db: Db;
  jobs: Jobs;
  outbox: Outbox;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The company payment notices (trial ending, card expiring or expired), run on the same tick. */
  notices?: { tick(now: Date): Promise<number> };
}

export class ReminderService {
  constructor(private readonly deps: ReminderDeps) {}

  async start(pollingIntervalSeconds: number) {
    const { jobs } = this.deps;
    await jobs.createQueue(REMINDER_QUEUE);
    await jobs.work(REMINDER_QUEUE, { pollingIntervalSeconds }, async () => {
      await this.tick();
    });
    await jobs.schedule(REMINDER_QUEUE, REMINDER_CRON, {}, { retryLimit: 1 });
  }

  /** Plans new subjects, then sends what is due at the scheduler's clock (one candidate's only, when given). */
  async tick(now = this.deps.clock.now(), talentId?: string) {
    const planned = await planReminders(this.deps.db, now, talentId);
    const result = await sendDueReminders(this.deps, now, talentId);
    // Referees of checks past their deadline that never completed nor declined: the funnel's `expired` step.
    if (!talentId) await recordExpiries(this.deps.db, now);
    const notices = talentId || !this.deps.notices ? 0 : await this.deps.notices.tick(now);
    if (notices > 0) this.deps.log.info({ notices }, 'company notices');
    if (result.sent + result.stopped > 0) this.deps.log.info({ planned, ...result }, 'reminders');
    return { planned, ...result };
  }

  private async talent(companyId: string, talentId: string) {
    const [row] = await this.deps.db
      .select({ talent: talents, company: companies })
      .from(talents)
      .innerJoin(companies, eq(companies.id, talents.companyId))
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
    if (!row) throw notFound();
    return row;
  }

  /** When the next reminder goes out for the candidate and each referee. */
  async view(companyId: string, talentId: string): Promise<TalentReminders> {
    const now = this.deps.clock.now();
    const { talent, company } = await this.talent(companyId, talentId);
    await planReminders(this.deps.db, now, talentId);
    const [rows, refs] = await Promise.all([
      this.deps.db.select().from(reminders).where(eq(reminders.talentId, talentId)),
      this.deps.db.select().from(referees).where(eq(referees.talentId, talentId)),
    ]);
    const times = (subjectId: string, state: ReturnType<typeof subjectState>) => {
      const own = rows.filter((r) => r.subjectId === subjectId);
      const pending = own.filter((r) => r.status === 'pending' && r.dueAt).map((r) => r.dueAt!);
      const next = nextReminderAt(state, pending, now);
      return {
        nextAt: next?.toISOString() ?? null,
        sentCount: own.filter((r) => r.status === 'sent').length,
      };
    };
    return {
      enabled: !talent.remindersOff,
      talent: times(talent.id, subjectState(talent, company)),
      referees: refs
        .sort((a, b) => a.indexNumber - b.indexNumber)
        .map((r) => ({ refereeId: r.id, ...times(r.id, subjectState(talent, company, r)) })),
    };
  }

  async setEnabled(companyId: string, talentId: string, enabled: boolean) {
    await this.talent(companyId, talentId);
    await this.deps.db
      .update(talents)
      .set({ remindersOff: !enabled })
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId)));
    return this.view(companyId, talentId);
  }

  async settings(companyId: string): Promise<ReminderSettings> {
    const [row] = await this.deps.db
      .select({
        sms: companies.smsReminders,
        window: companies.reminderWindow,
        replaceAfterDays: companies.replaceAfterDays,
        maxReplacementsPerSlot: companies.maxReplacementsPerSlot,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row) throw notFound();
    return row;
  }

  /** Saves what is given (the SMS switch always; the issue-36 settings when present). */
  async saveSettings(companyId: string, input: ReminderSettingsInput) {
    await this.deps.db
      .update(companies)
      .set({
        smsReminders: input.sms,
        ...(input.window ? { reminderWindow: input.window } : {}),
        ...(input.replaceAfterDays !== undefined ? { replaceAfterDays: input.replaceAfterDays } : {}),
        ...(input.maxReplacementsPerSlot !== undefined
          ? { maxReplacementsPerSlot: input.maxReplacementsPerSlot }
          : {}),
      })
      .where(eq(companies.id, companyId));
    return this.settings(companyId);
  }
}
