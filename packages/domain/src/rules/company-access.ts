/**
 * What a company's users may do, decided on the server for every company-scoped request (issue 18) and mirrored by
 * the browser's blocking modals (spec 2/4): the review gate, the trial/payment gate and the invalid-card gate.
 */
import type { PaymentMethod } from '../billing/contract.ts';
import type { PlanStatus, Role } from '../enums.ts';
import { CARD_PAGE_PATH } from './constants.ts';
import { isOnTrial } from './trial.ts';

export const COMPANY_ACCESS = ['open', 'reviewPending', 'paymentRequired', 'cardInvalid'] as const;
/**
 * open: everything its role allows; reviewPending: never verified by the operator (403); paymentRequired: trial
 * over and no valid payment method (402); cardInvalid: trial over and the card on file is no longer valid (402).
 */
export type CompanyAccess = (typeof COMPANY_ACCESS)[number];

export type CardStatus = 'none' | 'valid' | 'invalid';

export interface CompanyAccessInput {
  /** The operator verified the company (verifiedAt set). */
  verified: boolean;
  createdAt: Date;
  planStatus: PlanStatus;
  /** The card on file: none registered, valid, or registered but no longer valid. */
  cardStatus: CardStatus;
  /** How the company pays once its trial is over. */
  paymentMethod: PaymentMethod;
}

/**
 * The gate, in order: unverified → reviewPending; on trial → open; paying by invoice → open; a valid card → open;
 * an invalid card → cardInvalid; no card → paymentRequired. The trial is `isOnTrial` (10 × 24 h from createdAt,
 * no valid card, not on standard).
 */
export function companyAccess(input: CompanyAccessInput, now: Date): CompanyAccess {
  if (!input.verified) return 'reviewPending';
  const cardValid = input.cardStatus === 'valid';
  if (isOnTrial({ createdAt: input.createdAt, cardValid, planStatus: input.planStatus }, now)) return 'open';
  if (input.paymentMethod === 'invoice') return 'open';
  if (cardValid) return 'open';
  return input.cardStatus === 'invalid' ? 'cardInvalid' : 'paymentRequired';
}

/** The HTTP status and problem code a refused company-scoped call answers with (null when open). */
export function companyAccessProblem(
  access: CompanyAccess,
): { status: 402 | 403; code: `company.${Exclude<CompanyAccess, 'open'>}` } | null {
  switch (access) {
    case 'open':
      return null;
    case 'reviewPending':
      return { status: 403, code: 'company.reviewPending' };
    case 'paymentRequired':
      return { status: 402, code: 'company.paymentRequired' };
    case 'cardInvalid':
      return { status: 402, code: 'company.cardInvalid' };
  }
}

export const GATES = ['none', 'reviewPending', 'paymentRequired', 'cardInvalid'] as const;
/** The blocking modal the browser shows: none, or the server's refusal for this company. */
export type Gate = (typeof GATES)[number];

/** Path without query, fragment or trailing slash, for comparing routes. */
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/**
 * Which blocking modal to show (spec 2/4), mirroring the server's gate: the company's access state, never for
 * admins nor on the card page (where the gate is resolved).
 */
export function gateFor(input: { role: Role; access: CompanyAccess; path: string }): Gate {
  if (input.role === 'admin' || normalizePath(input.path) === CARD_PAGE_PATH) return 'none';
  return input.access === 'open' ? 'none' : input.access;
}
