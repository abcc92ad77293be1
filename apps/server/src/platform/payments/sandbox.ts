/**
 * The embedded sandbox provider (the default of `npm start`): a tokenizer served by the product at
 * /sandbox-pay (standing in for the provider's own domain, the only place a card number is ever sent), test cards,
 * and a 3-D Secure challenge page that returns the browser to the product as an issuer's ACS does. State lives in
 * this process (tokens 30 minutes, challenges 10 minutes), like a provider's own: a restart forgets open attempts.
 */
import { randomBytes } from 'node:crypto';
import type {
  CardFailure,
  CompleteCardInput,
  CompleteCardResult,
  PaymentProvider,
  RegisterCardInput,
  RegisterCardResult,
} from './provider.ts';

export type SandboxOutcome = 'success' | 'challenge' | 'declined' | 'error';

/** Test cards (Luhn-valid): any other valid number is saved without a challenge. */
export const SANDBOX_TEST_CARDS: Record<string, SandboxOutcome> = {
  '4111111111111111': 'success',
  '4000000000003220': 'challenge',
  '4000000000000002': 'declined',
  '4000000000000119': 'error',
};

export const SANDBOX_SHOP_ID = 'sandbox-shop';
export const SANDBOX_BASE = '/sandbox-pay';
const TOKEN_MS = 30 * 60 * 1000;
const CHALLENGE_MS = 10 * 60 * 1000;

interface SandboxToken {
  outcome: SandboxOutcome;
  expiresAt: number;
  /** The card's expiry, YYMM. */
  expire: string | null;
  maskedCardNo: string;
}

/** A card the sandbox saved to a member, as a provider's management screen shows it. */
export interface SandboxMemberCard {
  shopId: string;
  expire: string | null;
  maskedCardNo: string;
}

interface SandboxChallenge {
  memberId: string;
  shopId: string;
  card: { expire: string | null; maskedCardNo: string };
  returnUrl: string;
  state: 'open' | 'passed' | 'failed';
  accessPass: string;
  expiresAt: number;
}

/** Masks a card number as GMO does: the first 6 and the last 4 digits stay. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly tokenizer = { scriptUrl: `${SANDBOX_BASE}/token.js`, shopId: SANDBOX_SHOP_ID };
  private readonly tokens = new Map<string, SandboxToken>();
  private readonly challenges = new Map<string, SandboxChallenge>();
  /** Member ID → the card saved to it (this process only, like the rest of the sandbox's state). */
  readonly members = new Map<string, SandboxMemberCard>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The tokenizer: the card number is classified and forgotten; only the token and its outcome remain. */
  /** `expire` is the card's YYYYMM, as GMO's getToken takes it; kept as YYMM like SearchCard answers. */
  tokenize(cardNumber: string, expire?: string): { token: string; maskedCardNo: string } {
    this.sweep();
    const token = `sbx_${random(24)}`;
    this.tokens.set(token, {
      outcome: SANDBOX_TEST_CARDS[cardNumber] ?? 'success',
      expiresAt: this.now() + TOKEN_MS,
      expire: expire && /^\d{6}$/.test(expire) ? expire.slice(2) : null,
      maskedCardNo: maskCardNumber(cardNumber),
    });
    return { token, maskedCardNo: maskCardNumber(cardNumber) };
  }

  private sweep() {
    const now = this.now();
    for (const [key, value] of this.tokens) if (value.expiresAt <= now) this.tokens.delete(key);
    for (const [key, value] of this.challenges) if (value.expiresAt <= now) this.challenges.delete(key);
  }

  async registerCard(input: RegisterCardInput): Promise<RegisterCardResult> {
    const found = this.tokens.get(input.token);
    // A token is single use.
    this.tokens.delete(input.token);
    // A token the tokenizer never issued (or expired) is bad card input, not a provider failure: re-enter the card.
    if (!found || found.expiresAt <= this.now())
      return { kind: 'failed', code: 'INVALID_CARD', detail: 'token' };
    const failure: Partial<Record<SandboxOutcome, CardFailure>> = {
      declined: 'INVALID_CARD',
      error: 'FAILED',
    };
    const code = failure[found.outcome];
    if (code) return { kind: 'failed', code, detail: found.outcome };
    const card = { expire: found.expire, maskedCardNo: found.maskedCardNo };
    if (found.outcome === 'success') {
      this.members.set(input.memberId, { shopId: input.shopId, ...card });
      return { kind: 'saved', card };
    }
    const accessId = random(18);
    const accessPass = random(18);
    this.challenges.set(accessId, {
      memberId: input.memberId,
      shopId: input.shopId,
      card,
      returnUrl: input.returnUrl,
      state: 'open',
      accessPass,
      expiresAt: this.now() + CHALLENGE_MS,
    });
    return { kind: 'challenge', redirectUrl: `${SANDBOX_BASE}/challenge/${accessId}`, accessId, accessPass };
  }

  /** The challenge page's answer: where to send the browser next (the return URL with the AccessID), or null. */
  answerChallenge(accessId: string, pass: boolean): string | null {
    const challenge = this.challenges.get(accessId);
    if (challenge?.state !== 'open' || challenge.expiresAt <= this.now()) return null;
    challenge.state = pass ? 'passed' : 'failed';
    const url = new URL(challenge.returnUrl);
    url.searchParams.set('AccessID', accessId);
    return url.toString();
  }

  hasOpenChallenge(accessId: string): boolean {
    const challenge = this.challenges.get(accessId);
    return challenge?.state === 'open' && challenge.expiresAt > this.now();
  }

  async completeCard(input: CompleteCardInput): Promise<CompleteCardResult> {
    const challenge = this.challenges.get(input.accessId);
    this.challenges.delete(input.accessId);
    if (!challenge || challenge.accessPass !== input.accessPass || challenge.state !== 'passed') {
      return { kind: 'failed', code: 'FAILED', detail: challenge?.state ?? 'unknown challenge' };
    }
    this.members.set(challenge.memberId, { shopId: challenge.shopId, ...challenge.card });
    return { kind: 'saved', card: challenge.card };
  }
}
