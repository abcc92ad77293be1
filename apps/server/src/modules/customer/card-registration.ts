/**
 * Card registration (spec 7 createOrUpdateCreditCard3DSecure): one attempt per provider token (a double submit
 * answers the first attempt's outcome and never calls the provider twice), the challenge's return completed once,
 * and the company's card (valid flag and masked number, never the number) written in one transaction with the
 * attempt's outcome. Registering a valid card lifts the card-not-set gate at once (the session reads cardValid)
 * and clears an invalid card's state (expired or declined).
 *
 * One member ID: the card is saved at the provider under the company id, the member ID the billing CSV writes
 * (decisions.md, issue 20). One shop ID: payments/shop-id.ts, for the tokenizer, the provider calls and the CSV.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type CardFailureReason,
  type CardRegistrationRequest,
  cardStatusOf,
  formatCardExpiry,
} from '@refcheck/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { cardRegistrations, companies } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { PaymentProvider, SavedCard } from '../../platform/payments/index.ts';
import { paymentShopId } from '../../platform/payments/index.ts';

export type CardRegistrationOutcome =
  | { result: 'Successfully' }
  | { result: 'redirect'; redirectUrl: string }
  | { result: 'failed'; reason: CardFailureReason };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** ≤ 27 characters (GMO's OrderID limit): RC + 24 hex characters. */
const newOrderId = () => `RC${randomBytes(12).toString('hex')}`;

export class CardRegistrations {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly returnUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The browser tokenizer: the provider's script and the one shop ID. */
  async tokenizer() {
    return { scriptUrl: this.provider.tokenizer.scriptUrl, shopId: await this.shopId() };
  }

  shopId() {
    return paymentShopId(this.db, this.provider.tokenizer.shopId);
  }

  async current(companyId: string, now = new Date()) {
    const [row] = await this.db
      .select({
        cardValid: companies.cardValid,
        maskedCardNo: companies.maskedCardNo,
        cardExpire: companies.cardExpire,
        cardInvalidReason: companies.cardInvalidReason,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    const card = cardStatusOf(
      {
        cardValid: row?.cardValid ?? false,
        cardExpire: row?.cardExpire ?? null,
        cardInvalidReason: row?.cardInvalidReason ?? null,
      },
      now,
    );
    return {
      cardValid: card.status === 'valid',
      cardStatus: card.status,
      invalidReason: card.reason,
      maskedCardNo: card.status !== 'none' ? (row?.maskedCardNo ?? null) : null,
      expiry: card.status !== 'none' ? formatCardExpiry(row?.cardExpire) : null,
    };
  }

  private async saveCard(registrationId: string, companyId: string, maskedCardNo: string, card: SavedCard) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({
          cardValid: true,
          maskedCardNo: card.maskedCardNo ?? maskedCardNo,
          cardExpire: card.expire,
          cardInvalidReason: null,
          cardInvalidAt: null,
        })
        .where(eq(companies.id, companyId));
      await tx
        .update(cardRegistrations)
        .set({ status: 'succeeded', completedAt: new Date(), accessPass: null })
        .where(eq(cardRegistrations.id, registrationId));
    });
  }

  private async fail(registrationId: string, reason: CardFailureReason, detail?: string) {
    this.log.warn({ registrationId, reason, detail }, 'card registration failed');
    await this.db
      .update(cardRegistrations)
      .set({ status: 'failed', errorCode: reason, completedAt: new Date(), accessPass: null })
      .where(eq(cardRegistrations.id, registrationId));
  }

  /** Registers the token's card for the company (by id): saved, a challenge to follow, or a failure. */
  async registerFor(companyId: string, input: CardRegistrationRequest): Promise<CardRegistrationOutcome> {
    const [company] = await this.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    return this.register(company!, input);
  }

  /** Registers the token's card for the company: saved, a challenge to follow, or a failure. */
  async register(
    company: { id: string; name: string },
    input: CardRegistrationRequest,
  ): Promise<CardRegistrationOutcome> {
    const tokenHash = hashToken(input.token);
    const [claimed] = await this.db
      .insert(cardRegistrations)
      .values({
        companyId: company.id,
        provider: this.provider.name,
        tokenHash,
        orderId: newOrderId(),
        maskedCardNo: input.maskedCardNo,
        status: 'started',
      })
      .onConflictDoNothing({ target: cardRegistrations.tokenHash })
      .returning();
    if (!claimed) return this.previousOutcome(company.id, tokenHash);

    let answer: Awaited<ReturnType<PaymentProvider['registerCard']>>;
    try {
      answer = await this.provider.registerCard({
        memberId: company.id,
        shopId: await this.shopId(),
        memberName: company.name.slice(0, 255),
        orderId: claimed.orderId,
        token: input.token,
        returnUrl: this.returnUrl,
      });
    } catch (error) {
      this.log.error({ err: error }, 'payment provider call failed');
      answer = { kind: 'failed', code: 'FAILED' };
    }
    if (answer.kind === 'saved') {
      await this.saveCard(claimed.id, company.id, input.maskedCardNo, answer.card);
      return { result: 'Successfully' };
    }
    if (answer.kind === 'challenge') {
      await this.db
        .update(cardRegistrations)
        .set({
          status: 'challenge',
          accessId: answer.accessId,
          accessPass: answer.accessPass,
          redirectUrl: answer.redirectUrl,
        })
        .where(eq(cardRegistrations.id, claimed.id));
      return { result: 'redirect', redirectUrl: answer.redirectUrl };
    }
    await this.fail(claimed.id, answer.code, answer.detail);
    return { result: 'failed', reason: answer.code };
  }

  private async previousOutcome(companyId: string, tokenHash: string): Promise<CardRegistrationOutcome> {
    const [row] = await this.db
      .select()
      .from(cardRegistrations)
      .where(and(eq(cardRegistrations.tokenHash, tokenHash), ofCompany(cardRegistrations, companyId)));
    // Another company's token, or the first submit still talking to the provider.
    if (!row) throw new HttpProblem(409, 'cardTokenUsed');
    if (row.status === 'succeeded') return { result: 'Successfully' };
    if (row.status === 'challenge' && row.redirectUrl)
      return { result: 'redirect', redirectUrl: row.redirectUrl };
    if (row.status === 'failed') {
      return { result: 'failed', reason: row.errorCode === 'INVALID_CARD' ? 'INVALID_CARD' : 'FAILED' };
    }
    throw new HttpProblem(409, 'cardRegistrationInProgress');
  }

  /**
   * The browser's return from the challenge (the provider's AccessID in the query or form): completes the attempt
   * once; a repeated or unknown return changes nothing. Answers the /config flag to show.
   */
  async complete(accessId: string): Promise<{ ok: true } | { ok: false; reason: CardFailureReason }> {
    const [row] = await this.db
      .update(cardRegistrations)
      .set({ status: 'completing' })
      .where(and(eq(cardRegistrations.accessId, accessId), eq(cardRegistrations.status, 'challenge')))
      .returning();
    if (!row) {
      const [done] = await this.db
        .select({ status: cardRegistrations.status, errorCode: cardRegistrations.errorCode })
        .from(cardRegistrations)
        .where(eq(cardRegistrations.accessId, accessId));
      if (done?.status === 'succeeded') return { ok: true };
      return { ok: false, reason: done?.errorCode === 'INVALID_CARD' ? 'INVALID_CARD' : 'FAILED' };
    }
    let answer: Awaited<ReturnType<PaymentProvider['completeCard']>>;
    try {
      answer = await this.provider.completeCard({
        memberId: row.companyId,
        shopId: await this.shopId(),
        orderId: row.orderId,
        accessId,
        accessPass: row.accessPass ?? '',
      });
    } catch (error) {
      this.log.error({ err: error }, 'payment provider call failed');
      answer = { kind: 'failed', code: 'FAILED' };
    }
    if (answer.kind === 'saved') {
      await this.saveCard(row.id, row.companyId, row.maskedCardNo, answer.card);
      return { ok: true };
    }
    await this.fail(row.id, answer.code, answer.detail);
    return { ok: false, reason: answer.code };
  }
}
