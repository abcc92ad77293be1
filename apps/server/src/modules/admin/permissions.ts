/**
 * The permission dialog's changes. Each call is one transaction that updates the company, applies the lockout
 * when its state requires it, and writes one `admin_changes` row per changed field (who, when, before → after).
 * Mails and live events leave after the commit.
 */
import {
  type ClientPermissionInput,
  canSendUpgradeCompleteNotification,
  clientPermissionSchema,
  nextPlanState,
  type Plan,
} from '@refcheck/domain';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { adminChanges, companies } from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { TalentEvents } from '../../platform/talent-changes/index.ts';
import { lockCompany, unlockCompany } from '../identity/index.ts';

type Company = typeof companies.$inferSelect;
export interface Actor {
  id: string;
  email: string;
}
type Change = { field: string; before: unknown; after: unknown };

export interface PermissionDeps {
  db: Db;
  outbox: Outbox;
  events: TalentEvents;
  publicUrl: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export class ClientPermissions {
  constructor(private readonly deps: PermissionDeps) {}

  private async inTransaction(
    companyId: string,
    actor: Actor,
    apply: (company: Company, tx: Tx) => Promise<Change[]>,
  ) {
    return this.deps.db.transaction(async (tx) => {
      const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
      if (!company || company.isOperator) throw notFound();
      const changes = await apply(company, tx);
      if (changes.length > 0) {
        await tx.insert(adminChanges).values(
          changes.map((c) => ({
            companyId,
            actorUserId: actor.id,
            actorEmail: actor.email,
            field: c.field,
            before: c.before as never,
            after: c.after as never,
          })),
        );
      }
      const [after] = await tx.select().from(companies).where(eq(companies.id, companyId));
      return { before: company, after: after!, changes };
    });
  }

  /** The dialog's fields: enabled, plan, risk-check user ID, sonar, verification. */
  async update(companyId: string, actor: Actor, raw: ClientPermissionInput) {
    const input: z.output<typeof clientPermissionSchema> = clientPermissionSchema.parse(raw);
    const now = new Date();
    let upgraded = false;
    const result = await this.inTransaction(companyId, actor, async (company, tx) => {
      const changes: Change[] = [];
      const set: Partial<Company> = {};
      if (input.enabled !== undefined && input.enabled !== (company.bannedAt === null)) {
        if (company.deletedAt) throw new HttpProblem(409, 'companyWithdrawn');
        set.bannedAt = input.enabled ? null : now;
        changes.push({ field: 'enabled', before: company.bannedAt === null, after: input.enabled });
      }
      if (input.allowedPlan !== undefined && input.allowedPlan !== company.allowedPlan) {
        const transition = nextPlanState(
          company,
          input.allowedPlan === 'STANDARD' ? 'allowStandard' : 'setLight',
        );
        if (transition.allowed) {
          set.selectedPlan = transition.state.selectedPlan;
          set.allowedPlan = transition.state.allowedPlan;
          upgraded = transition.notify === 'offerUpgradeComplete';
          changes.push({
            field: 'allowedPlan',
            before: company.allowedPlan,
            after: transition.state.allowedPlan,
          });
        }
      }
      if (input.riskEyesId !== undefined && input.riskEyesId !== company.riskEyesId) {
        set.riskEyesId = input.riskEyesId;
        changes.push({ field: 'riskEyesId', before: company.riskEyesId, after: input.riskEyesId });
      }
      if (input.sonar !== undefined && input.sonar !== company.sonar) {
        set.sonar = input.sonar;
        changes.push({ field: 'sonar', before: company.sonar, after: input.sonar });
      }
      if (input.paymentMethod !== undefined && input.paymentMethod !== company.paymentMethod) {
        set.paymentMethod = input.paymentMethod;
        changes.push({ field: 'paymentMethod', before: company.paymentMethod, after: input.paymentMethod });
      }
      if (input.verified !== undefined && input.verified !== (company.verifiedAt !== null)) {
        set.verifiedAt = input.verified ? now : null;
        changes.push({ field: 'verified', before: iso(company.verifiedAt), after: iso(set.verifiedAt) });
      }
      if (Object.keys(set).length > 0) await tx.update(companies).set(set).where(eq(companies.id, companyId));
      if (set.bannedAt !== undefined) {
        if (set.bannedAt) await lockCompany(tx, companyId);
        else await unlockCompany(tx, companyId);
      }
      return changes;
    });
    const { before, after } = result;
    let notificationFailed: 'verify' | 'upgrade' | null = null;
    if (!before.verifiedAt && after.verifiedAt) {
      await this.mailCompany(after, 'available').catch(() => {
        notificationFailed = 'verify';
      });
    }
    if (upgraded && input.sendUpgradeMail && canSendUpgradeCompleteNotification(after.allowedPlan as Plan)) {
      await this.mailCompany(after, 'upgrade').catch(() => {
        notificationFailed = 'upgrade';
      });
    }
    if (result.changes.length > 0) await this.publish(companyId);
    return { company: after, notificationFailed };
  }

  /** Forced withdrawal: deletedAt and bannedAt set, every session ended, every kind of sign-in refused. */
  async withdraw(companyId: string, actor: Actor) {
    const now = new Date();
    const { after } = await this.inTransaction(companyId, actor, async (company, tx) => {
      if (company.deletedAt) return [];
      await tx.update(companies).set({ deletedAt: now, bannedAt: now }).where(eq(companies.id, companyId));
      await lockCompany(tx, companyId);
      return [
        {
          field: 'withdrawn',
          before: { deletedAt: iso(company.deletedAt), bannedAt: iso(company.bannedAt) },
          after: { deletedAt: iso(now), bannedAt: iso(now) },
        },
      ];
    });
    await this.publish(companyId);
    return after;
  }

  /** Recovery: clears deletedAt and bannedAt; sign-in works again. */
  async recover(companyId: string, actor: Actor) {
    const { after } = await this.inTransaction(companyId, actor, async (company, tx) => {
      if (!company.deletedAt && !company.bannedAt) return [];
      await tx.update(companies).set({ deletedAt: null, bannedAt: null }).where(eq(companies.id, companyId));
      await unlockCompany(tx, companyId);
      return [
        {
          field: 'recovered',
          before: { deletedAt: iso(company.deletedAt), bannedAt: iso(company.bannedAt) },
          after: { deletedAt: null, bannedAt: null },
        },
      ];
    });
    await this.publish(companyId);
    return after;
  }

  /** Resends the upgrade-complete mail (never for LIGHT). */
  async resendUpgradeMail(companyId: string) {
    const [company] = await this.deps.db.select().from(companies).where(eq(companies.id, companyId));
    if (!company || company.isOperator) throw notFound();
    if (!canSendUpgradeCompleteNotification(company.allowedPlan)) throw new HttpProblem(409, 'planIsLight');
    await this.mailCompany(company, 'upgrade');
  }

  async changes(companyId: string) {
    return this.deps.db
      .select()
      .from(adminChanges)
      .where(ofCompany(adminChanges, companyId))
      .orderBy(desc(adminChanges.at))
      .limit(100);
  }

  private async publish(companyId: string) {
    await this.deps.events.publish({ companyId, talentId: '', kind: 'updated', topic: 'company' });
  }

  private loginUrl() {
    return `${this.deps.publicUrl}/login`;
  }

  /** In the account language of the company's address (the mail layer looks it up). */
  private async mailCompany(company: Company, kind: 'available' | 'upgrade') {
    await this.deps.outbox.sendMail(kind === 'available' ? 'companyAvailable' : 'companyUpgradeComplete', {
      to: company.email,
      data: { companyName: company.name, staffName: company.staffName, loginUrl: this.loginUrl() },
      companyId: company.id,
    });
  }
}
