/**
 * Erasure requests: one per (person, company), due 14 days after the request. The company approves (the person's
 * data is purged) or declines with a reason from the fixed list; an unanswered request is escalated to the operator
 * at its due date by a pg-boss job. After the answer the row keeps only what the law requires (the tombstone).
 * Every step is written to audit_log; the target is the request id, never a name or a contact.
 */
import { PRIVACY_REQUEST_DUE_DAYS, type PrivacyDeclineReason } from '@refcheck/domain';
import { and, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { auditLog, companies, privacyRequests, referees, talents } from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import type { FileDeletions } from '../../platform/files/index.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import { operatorNotifyAddress, privacyOutcomeSms } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { TalentEvents } from '../../platform/talent-changes/index.ts';
import type { Holdings } from './holdings.ts';
import type { PrivacySubject } from './identity.ts';
import { purgePerson } from './purge-person.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PRIVACY_ESCALATION_QUEUE = 'privacy-request-escalation';
/** Every hour at :20 (pg-boss cron: one run across all server instances). */
export const PRIVACY_ESCALATION_CRON = '20 * * * *';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface Actor {
  userId: string | null;
  ip: string | null;
}

export interface ErasureDeps {
  db: Db;
  jobs: Jobs;
  outbox: Outbox;
  deletions: FileDeletions;
  events: TalentEvents;
  holdings: Holdings;
  log: FastifyBaseLogger;
  /** The operator's address setting (the admin settings' address wins, platform/mail `operatorNotifyAddress`). */
  adminNotifyMail: string;
  publicUrl: string;
}

const audit = (
  db: Pick<Db, 'insert'>,
  companyId: string | null,
  action: string,
  target: string,
  actor: Actor,
) => db.insert(auditLog).values({ companyId, action, target, actorUserId: actor.userId, ip: actor.ip });

export class ErasureRequests {
  constructor(private readonly deps: ErasureDeps) {}

  async start(pollingIntervalSeconds: number) {
    const { jobs } = this.deps;
    await jobs.createQueue(PRIVACY_ESCALATION_QUEUE);
    await jobs.work(PRIVACY_ESCALATION_QUEUE, { pollingIntervalSeconds }, async () => {
      const escalated = await this.escalateDue(new Date());
      if (escalated > 0) this.deps.log.warn({ escalated }, 'privacy requests escalated to the operator');
    });
    await jobs.schedule(PRIVACY_ESCALATION_QUEUE, PRIVACY_ESCALATION_CRON, {}, { retryLimit: 3 });
  }

  /** One request per company holding data about the person (none twice while one is pending). */
  async request(who: PrivacySubject, message: string | undefined, now: Date, ip: string) {
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      const held = await this.deps.holdings.byCompany(who.channel, who.contact, tx);
      let created = 0;
      for (const h of held) {
        const [open] = await tx
          .select({ id: privacyRequests.id })
          .from(privacyRequests)
          .where(
            and(
              ofCompany(privacyRequests, h.companyId),
              eq(privacyRequests.contactHash, who.contactHash),
              eq(privacyRequests.status, 'pending'),
            ),
          );
        if (open) continue;
        const [row] = await tx
          .insert(privacyRequests)
          .values({
            companyId: h.companyId,
            channel: who.channel,
            contactHash: who.contactHash,
            contact: who.contact,
            language: who.language,
            message: message ?? null,
            subjects: { talentIds: h.talentIds, refereeIds: h.refereeIds },
            dueAt: new Date(now.getTime() + PRIVACY_REQUEST_DUE_DAYS * DAY_MS),
            createdAt: now,
          })
          .returning({ id: privacyRequests.id });
        await audit(tx, h.companyId, 'privacyRequest.erasureRequested', row!.id, { userId: null, ip });
        created++;
      }
      return created;
    });
  }

  /** The company's queue, newest first, with the names the request concerns (as they are now). */
  async list(companyId: string) {
    const { db } = this.deps;
    const rows = await db
      .select()
      .from(privacyRequests)
      .where(ofCompany(privacyRequests, companyId))
      .orderBy(desc(privacyRequests.createdAt))
      .limit(500);
    const talentIds = rows.flatMap((r) => r.subjects?.talentIds ?? []);
    const refereeIds = rows.flatMap((r) => r.subjects?.refereeIds ?? []);
    const [ts, rs] = await Promise.all([
      talentIds.length
        ? db
            .select({ id: talents.id, name: talents.name })
            .from(talents)
            .where(and(ofCompany(talents, companyId), inArray(talents.id, talentIds)))
        : [],
      refereeIds.length
        ? db
            .select({ id: referees.id, name: referees.name, talentName: talents.name })
            .from(referees)
            .innerJoin(talents, eq(talents.id, referees.talentId))
            .where(and(ofCompany(referees, companyId), inArray(referees.id, refereeIds)))
        : [],
    ]);
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      createdAt: r.createdAt,
      dueAt: r.dueAt,
      escalatedAt: r.escalatedAt,
      decidedAt: r.decidedAt,
      declineReason: r.declineReason,
      message: r.message,
      candidates: ts.filter((t) => r.subjects?.talentIds.includes(t.id)),
      referees: rs.filter((x) => r.subjects?.refereeIds.includes(x.id)),
    }));
  }

  /** Approves: purges the person's rows, files and message bodies at this company, then tells them. */
  async approve(companyId: string, requestId: string, actor: Actor, now: Date) {
    const { db } = this.deps;
    const result = await db.transaction(async (tx) => {
      const request = await this.pending(tx, companyId, requestId);
      const purged = await purgePerson(tx, companyId, request.subjects, request.contact!);
      await audit(tx, companyId, 'privacyRequest.approved', requestId, actor);
      await audit(tx, companyId, 'privacyRequest.purged', requestId, actor);
      const outcome = await this.recordOutcome(tx, request, 'approved', null, companyId);
      await this.tombstone(tx, requestId, 'approved', null, actor, now);
      await audit(tx, companyId, 'privacyRequest.outcomeSent', requestId, actor);
      return { ...purged, outcome };
    });
    await this.deps.deletions.afterCommit(result.fileIds);
    await this.deps.outbox.queue(result.outcome);
    for (const talentId of result.purgedTalents)
      await this.deps.events.publish({ companyId, talentId, kind: 'deleted' });
    for (const talentId of result.changedTalents)
      await this.deps.events.publish({ companyId, talentId, kind: 'updated' });
  }

  async decline(
    companyId: string,
    requestId: string,
    input: { reason: PrivacyDeclineReason; note?: string },
    actor: Actor,
    now: Date,
  ) {
    const outcome = await this.deps.db.transaction(async (tx) => {
      const request = await this.pending(tx, companyId, requestId);
      await audit(tx, companyId, 'privacyRequest.declined', requestId, actor);
      const id = await this.recordOutcome(tx, request, 'declined', input, companyId);
      await this.tombstone(tx, requestId, 'declined', input.reason, actor, now);
      await audit(tx, companyId, 'privacyRequest.outcomeSent', requestId, actor);
      return id;
    });
    await this.deps.outbox.queue(outcome);
  }

  /**
   * Marks every pending request past its due date as escalated (once) and mails the operator one summary (the count
   * and the companies, no names of people); returns how many.
   */
  async escalateDue(now: Date) {
    const rows = await this.deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(privacyRequests)
        .set({ escalatedAt: now })
        .where(
          and(
            eq(privacyRequests.status, 'pending'),
            isNull(privacyRequests.escalatedAt),
            lte(privacyRequests.dueAt, now),
          ),
        )
        .returning({ id: privacyRequests.id, companyId: privacyRequests.companyId });
      for (const r of rows)
        await audit(tx, r.companyId, 'privacyRequest.escalated', r.id, { userId: null, ip: null });
      return rows;
    });
    if (rows.length > 0) {
      const names = await this.deps.db
        .selectDistinct({ name: companies.name })
        .from(companies)
        .where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))]));
      await this.deps.outbox.sendMail('adminPrivacyEscalated', {
        to: await operatorNotifyAddress(this.deps.db, this.deps.adminNotifyMail),
        data: {
          count: rows.length,
          companies: names.map((c) => c.name).join('、'),
          url: `${this.deps.publicUrl}/admin/privacy-requests`,
        },
      });
    }
    return rows.length;
  }

  /** The operator's list: every escalated request (answered ones stay listed with their outcome). */
  escalated() {
    return this.deps.db
      .select({
        id: privacyRequests.id,
        companyId: privacyRequests.companyId,
        companyName: companies.name,
        createdAt: privacyRequests.createdAt,
        dueAt: privacyRequests.dueAt,
        escalatedAt: privacyRequests.escalatedAt,
        status: privacyRequests.status,
      })
      .from(privacyRequests)
      .innerJoin(companies, eq(companies.id, privacyRequests.companyId))
      .where(isNotNull(privacyRequests.escalatedAt))
      .orderBy(desc(privacyRequests.escalatedAt))
      .limit(500);
  }

  private async pending(tx: Tx, companyId: string, requestId: string) {
    const [request] = await tx
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.id, requestId), ofCompany(privacyRequests, companyId)))
      .for('update');
    if (!request) throw notFound();
    if (request.status !== 'pending' || !request.contact)
      throw new HttpProblem(409, 'privacy.alreadyDecided');
    return request;
  }

  private async recordOutcome(
    tx: Tx,
    request: typeof privacyRequests.$inferSelect,
    outcome: 'approved' | 'declined',
    decline: { reason: PrivacyDeclineReason; note?: string } | null,
    companyId: string,
  ) {
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    const data = {
      companyName: company?.name ?? '',
      outcome,
      reason: decline?.reason ?? null,
      note: decline?.note ?? null,
    };
    const message =
      request.channel === 'mail'
        ? await this.deps.outbox.prepareMail(
            'privacyRequestOutcome',
            { to: request.contact!, language: request.language, data, companyId },
            tx,
          )
        : {
            channel: 'sms' as const,
            to: request.contact!,
            text: privacyOutcomeSms[request.language](data),
            template: 'privacy-outcome',
            language: request.language,
            companyId,
          };
    return this.deps.outbox.record(message, tx);
  }

  private async tombstone(
    tx: Tx,
    requestId: string,
    status: 'approved' | 'declined',
    reason: PrivacyDeclineReason | null,
    actor: Actor,
    now: Date,
  ) {
    await tx
      .update(privacyRequests)
      .set({
        status,
        declineReason: reason,
        decidedAt: now,
        decidedBy: actor.userId,
        contact: null,
        message: null,
        subjects: null,
      })
      .where(eq(privacyRequests.id, requestId));
  }
}
