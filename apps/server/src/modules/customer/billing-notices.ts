/**
 * The company's payment notices, each sent exactly once across instances and restarts: a `company_notices` row
 * (unique per company and key) is claimed and the mail recorded in the outbox in the same transaction; the
 * delivery is queued after the commit. Run by the reminder scheduler's tick (pg-boss cron `reminders-tick`, one
 * run across instances; the dev clock moves it in tests).
 * - trial ending: 3 days and 1 day before the trial's end, to companies paying by card without a valid card;
 * - card expiring: 30 and 7 days before the end of the card's expiry month;
 * - card expired: the card is marked invalid (reason expired) and the main account is told.
 * Declines from the card batch are marked and mailed by the operator's upload (admin/card-batch.ts).
 */
import {
  cardExpiryEnd,
  cardExpiryWarningDue,
  formatCardExpiry,
  formatDeadline,
  TRIAL_DAYS,
  trialEndsAt,
  trialWarningDue,
} from '@refcheck/domain';
import { and, eq, gt, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companies, companyNotices } from '../../db/schema/index.ts';
import { accountLanguage } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';

type Company = typeof companies.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NoticeDeps {
  db: Db;
  outbox: Outbox;
  publicUrl: string;
}

export class BillingNotices {
  constructor(private readonly deps: NoticeDeps) {}

  private cardUrl() {
    return `${this.deps.publicUrl}/config/card`;
  }

  /**
   * Claims `key` for the company (the keys of `skip` are claimed as skipped: an earlier notice of the same series
   * no longer worth sending), runs `guard` and records the mail (prepared before: PGlite runs one transaction at a
   * time) in the same transaction. Returns the message id
   * when this call sent it, null when it had been sent before.
   */
  async once(
    companyId: string,
    key: string,
    mail: Parameters<Outbox['record']>[0],
    skip: string[] = [],
    guard?: (tx: Tx) => Promise<boolean>,
  ): Promise<string | null> {
    const id = await this.deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(companyNotices)
        .values({ companyId, key, status: 'sent' })
        .onConflictDoNothing()
        .returning({ id: companyNotices.id });
      if (!claimed) return null;
      for (const other of skip) {
        await tx
          .insert(companyNotices)
          .values({ companyId, key: other, status: 'skipped' })
          .onConflictDoNothing();
      }
      if (guard && !(await guard(tx))) return null;
      const messageId = await this.deps.outbox.record(mail, tx);
      await tx.update(companyNotices).set({ messageId }).where(eq(companyNotices.id, claimed.id));
      return messageId;
    });
    if (id) await this.deps.outbox.queue(id);
    return id;
  }

  /** Everything due at `now`; returns how many mails went out. */
  async tick(now: Date): Promise<number> {
    let sent = 0;
    sent += await this.trialWarnings(now);
    sent += await this.cardExpiries(now);
    return sent;
  }

  private async trialWarnings(now: Date) {
    const ending = await this.deps.db
      .select()
      .from(companies)
      .where(
        and(
          eq(companies.paymentMethod, 'card'),
          eq(companies.cardValid, false),
          ne(companies.allowedPlan, 'STANDARD'),
          isNull(companies.deletedAt),
          isNull(companies.bannedAt),
          eq(companies.isOperator, false),
          gt(companies.createdAt, new Date(now.getTime() - TRIAL_DAYS * DAY_MS)),
          lte(companies.createdAt, new Date(now.getTime() - (TRIAL_DAYS - 3) * DAY_MS)),
        ),
      );
    let sent = 0;
    for (const company of ending) {
      const due = trialWarningDue(company.createdAt, now);
      if (!due) continue;
      const key = `trial${due}`;
      if (await this.claimed(company.id, key)) continue;
      const language = await accountLanguage(this.deps.db, company.email);
      const mail = await this.deps.outbox.prepareMail('companyTrialEnding', {
        to: company.email,
        language,
        companyId: company.id,
        data: {
          companyName: company.displayName || company.name,
          staffName: company.staffName,
          daysLeft: due,
          endsOn: formatDeadline(new Date(trialEndsAt(company.createdAt).getTime() - 1), language),
          cardUrl: this.cardUrl(),
        },
      });
      const id = await this.once(company.id, key, mail, due === 1 ? ['trial3'] : []);
      if (id) sent++;
    }
    return sent;
  }

  private async cardExpiries(now: Date) {
    const cards = await this.deps.db
      .select()
      .from(companies)
      .where(
        and(
          eq(companies.cardValid, true),
          isNotNull(companies.cardExpire),
          isNull(companies.cardInvalidReason),
          isNull(companies.deletedAt),
        ),
      );
    let sent = 0;
    for (const company of cards) {
      const expire = company.cardExpire!;
      const end = cardExpiryEnd(expire);
      if (end && now.getTime() >= end.getTime()) {
        if (await this.markInvalid(company, 'expired', `cardExpired:${expire}`, now)) sent++;
        continue;
      }
      const due = cardExpiryWarningDue(expire, now);
      if (!due) continue;
      const key = `cardExpiry${due}:${expire}`;
      if (await this.claimed(company.id, key)) continue;
      const mail = await this.cardMail(company, 'companyCardExpiring', { daysLeft: due });
      const id = await this.once(company.id, key, mail, due === 7 ? [`cardExpiry30:${expire}`] : []);
      if (id) sent++;
    }
    return sent;
  }

  private cardMail<N extends 'companyCardExpiring' | 'companyCardInvalid'>(
    company: Company,
    name: N,
    extra: N extends 'companyCardExpiring' ? { daysLeft: number } : { reason: 'expired' | 'declined' },
  ) {
    return this.deps.outbox.prepareMail(name, {
      to: company.email,
      companyId: company.id,
      data: {
        companyName: company.displayName || company.name,
        staffName: company.staffName,
        maskedCardNo: company.maskedCardNo ?? '',
        expiry: formatCardExpiry(company.cardExpire) ?? '',
        cardUrl: this.cardUrl(),
        ...extra,
      } as never,
    });
  }

  /**
   * Marks the company's card invalid and mails the main account, once per `key`. The card is only marked when it
   * is still the one registered (a card registered since clears the state and is left alone).
   */
  async markInvalid(company: Company, reason: 'expired' | 'declined', key: string, now: Date) {
    if (await this.claimed(company.id, key)) return false;
    const mail = await this.cardMail(company, 'companyCardInvalid', { reason });
    const id = await this.once(company.id, key, mail, [], async (tx) => {
      const [marked] = await tx
        .update(companies)
        .set({ cardValid: false, cardInvalidReason: reason, cardInvalidAt: now })
        .where(
          and(
            eq(companies.id, company.id),
            company.cardExpire ? eq(companies.cardExpire, company.cardExpire) : isNull(companies.cardExpire),
            company.maskedCardNo ? eq(companies.maskedCardNo, company.maskedCardNo) : undefined,
          ),
        )
        .returning({ id: companies.id });
      return marked !== undefined;
    });
    return id !== null;
  }

  /** Whether the key was claimed already (a cheap check before rendering; the claim itself decides). */
  private async claimed(companyId: string, key: string) {
    const [row] = await this.deps.db
      .select({ id: companyNotices.id })
      .from(companyNotices)
      .where(and(ofCompany(companyNotices, companyId), eq(companyNotices.key, key)));
    return row !== undefined;
  }
}
