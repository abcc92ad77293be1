/**
 * The one place that reads what the company gate decides from (issue 18): verification, trial, plan, the card and
 * the payment method. The session view and the server-side gate (`auth/company-gate.ts`) both use it, so a new
 * payment method or card state changes only this function and the domain rule `companyAccess`.
 */
import {
  type CompanyAccess,
  type CompanyAccessInput,
  cardStatusOf,
  companyAccess,
  planStatusOf,
} from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

export interface CompanyAccessState {
  input: CompanyAccessInput;
  /** Withdrawn (deletedAt) or banned by the operator: no session of it may be used. */
  closed: boolean;
}

const accessColumns = {
  verifiedAt: companies.verifiedAt,
  createdAt: companies.createdAt,
  selectedPlan: companies.selectedPlan,
  allowedPlan: companies.allowedPlan,
  cardValid: companies.cardValid,
  cardExpire: companies.cardExpire,
  cardInvalidReason: companies.cardInvalidReason,
  paymentMethod: companies.paymentMethod,
  deletedAt: companies.deletedAt,
  bannedAt: companies.bannedAt,
};
type AccessRow = Pick<typeof companies.$inferSelect, keyof typeof accessColumns>;

/**
 * The gate's input from a company row (the session view passes the row it already read). The card is invalid once
 * past its expiry month or declined by the card batch (issue 20); invoice companies pay by invoice.
 */
export function companyAccessState(row: AccessRow, now: Date = new Date()): CompanyAccessState {
  return {
    input: {
      verified: row.verifiedAt !== null,
      createdAt: row.createdAt,
      planStatus: planStatusOf({ selectedPlan: row.selectedPlan, allowedPlan: row.allowedPlan }),
      cardStatus: cardStatusOf(row, now).status,
      paymentMethod: row.paymentMethod,
    },
    closed: row.deletedAt !== null || row.bannedAt !== null,
  };
}

/** The gate's input for one company, or null when it does not exist. */
export async function loadCompanyAccessInput(
  db: Db,
  companyId: string,
  now: Date = new Date(),
): Promise<CompanyAccessState | null> {
  const [row] = await db.select(accessColumns).from(companies).where(eq(companies.id, companyId));
  return row ? companyAccessState(row, now) : null;
}

/** What the company may do now: closed, or the domain's access state. */
export async function loadCompanyAccess(
  db: Db,
  companyId: string,
  now: Date,
): Promise<CompanyAccess | 'closed'> {
  const state = await loadCompanyAccessInput(db, companyId, now);
  if (!state || state.closed) return 'closed';
  return companyAccess(state.input, now);
}
