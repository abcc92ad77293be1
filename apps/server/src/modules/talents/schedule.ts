/**
 * Scheduled invitations: a durable pg-boss job per schedule, due at the chosen time. The talent row is the
 * source of truth: the job sends only when the talent still holds that exact schedule, and it claims it
 * (scheduled → sendComplete) in one conditional update first, so a retried or duplicated job sends once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { talents } from '../../db/schema/index.ts';
import { conflict } from '../../lib/problem.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import type { TalentService } from './service.ts';

export const SCHEDULED_INVITATION_QUEUE = 'talent-scheduled-invitation';

interface JobData {
  companyId: string;
  talentId: string;
  /** ISO time of the schedule this job was created for. */
  at: string;
}

export class InvitationScheduler {
  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly talents: TalentService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(pollingIntervalSeconds: number) {
    await this.jobs.createQueue(SCHEDULED_INVITATION_QUEUE);
    await this.jobs.work<JobData>(SCHEDULED_INVITATION_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
      if (job) await this.run(job.data);
    });
  }

  async schedule(companyId: string, talentId: string, at: Date) {
    await this.talents.reads.get(companyId, talentId);
    await this.db
      .update(talents)
      .set({ sendRemindAt: at, sendRemindState: 'scheduled' })
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId)));
    await this.jobs.send(
      SCHEDULED_INVITATION_QUEUE,
      { companyId, talentId, at: at.toISOString() } satisfies JobData,
      { startAfter: at, singletonKey: `${talentId}:${at.toISOString()}`, retryLimit: 3, retryDelay: 30 },
    );
    return { at, state: 'scheduled' as const };
  }

  async cancel(companyId: string, talentId: string) {
    const talent = await this.talents.reads.get(companyId, talentId);
    if (talent.sendRemindState !== 'scheduled') throw conflict('notScheduled');
    await this.db
      .update(talents)
      .set({ sendRemindState: 'delete' })
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId)));
    return { at: talent.sendRemindAt, state: 'delete' as const };
  }

  async run(data: JobData) {
    const at = new Date(data.at);
    const claimed = await this.db
      .update(talents)
      .set({ sendRemindState: 'sendComplete' })
      .where(
        and(
          eq(talents.id, data.talentId),
          ofCompany(talents, data.companyId),
          eq(talents.sendRemindState, 'scheduled'),
          eq(talents.sendRemindAt, at),
          isNull(talents.deletedAt),
        ),
      )
      .returning({ id: talents.id });
    if (claimed.length === 0) return; // cancelled, rescheduled, deleted or already sent
    try {
      await this.talents.sendInvitation(data.companyId, data.talentId);
    } catch (err) {
      this.log.error({ err, talentId: data.talentId }, 'scheduled invitation failed');
      await this.db
        .update(talents)
        .set({ sendRemindState: 'scheduled' })
        .where(eq(talents.id, data.talentId));
      throw err;
    }
  }
}
