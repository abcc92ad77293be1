/**
 * A company's card as billing and the gate see it: none (never registered), valid, or invalid (past its expiry
 * month, or declined by the provider's monthly card batch). Expiry is the provider's `Expire` (YYMM): the card is
 * usable through the last day of that month (Asia/Tokyo) and invalid from 00:00 Tokyo on the 1st of the next.
 */
import type { CardStatus } from '../rules/company-access.ts';
import { addTokyoMonths, DAY_MS, startOfTokyoMonth } from '../rules/tokyo-time.ts';

export const CARD_STATUSES = ['none', 'valid', 'invalid'] as const satisfies readonly CardStatus[];
export type CardInvalidReason = 'expired' | 'declined';

export interface CardState {
  cardValid: boolean;
  /** YYMM, as the provider reports it; null when unknown. */
  cardExpire: string | null;
  cardInvalidReason: CardInvalidReason | null;
}

/** The instant a card of expiry YYMM stops working: 00:00 Tokyo on the 1st of the month after; null if malformed. */
export function cardExpiryEnd(expire: string | null | undefined): Date | null {
  const match = /^(\d{2})(\d{2})$/.exec(expire ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  const next = addTokyoMonths({ year: 2000 + Number(match[1]), month, day: 1 }, 1);
  return startOfTokyoMonth(next.year, next.month);
}

/** `MM/YY` for display, from YYMM; null when unknown. */
export function formatCardExpiry(expire: string | null | undefined): string | null {
  return /^\d{4}$/.test(expire ?? '') ? `${expire!.slice(2)}/${expire!.slice(0, 2)}` : null;
}

/** The card's status at `now`, and why it is invalid. */
export function cardStatusOf(
  card: CardState,
  now: Date,
): { status: CardStatus; reason: CardInvalidReason | null } {
  if (card.cardInvalidReason) return { status: 'invalid', reason: card.cardInvalidReason };
  if (!card.cardValid) return { status: 'none', reason: null };
  const end = cardExpiryEnd(card.cardExpire);
  if (end && now.getTime() >= end.getTime()) return { status: 'invalid', reason: 'expired' };
  return { status: 'valid', reason: null };
}

/** Days before the card's expiry end at which its warning mails go out: 30, then 7. */
export const CARD_EXPIRY_WARNING_DAYS = [30, 7] as const;

/**
 * The expiry warning due at `now` for a valid card (30 or 7), or null: the nearest one whose time has come while
 * the card still works. A notice key carries the expiry, so a newly registered card gets its own warnings.
 */
export function cardExpiryWarningDue(expire: string | null, now: Date): 30 | 7 | null {
  const end = cardExpiryEnd(expire);
  if (!end || now.getTime() >= end.getTime()) return null;
  const left = end.getTime() - now.getTime();
  if (left <= 7 * DAY_MS) return 7;
  if (left <= 30 * DAY_MS) return 30;
  return null;
}
