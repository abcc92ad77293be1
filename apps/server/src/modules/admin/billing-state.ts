/**
 * A company's billed state at an instant: the last value of each field in `company_state_history` (written by
 * the database triggers of migration 0018) before that instant. Exporting a month twice reads the same state,
 * whatever changed since.
 */
import { isLightPlan, type PaymentMethod, type PlanStatus, planStatusOf } from '@refcheck/domain';
import { asc, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyStateHistory } from '../../db/schema/index.ts';

export interface CompanyStateAt {
  planStatus: PlanStatus;
  verifiedAt: Date | null;
  bannedAt: Date | null;
  deletedAt: Date | null;
  sonar: boolean;
  riskEyesId: string | null;
  subAccounts: number;
  paymentMethod: PaymentMethod;
  cardValid: boolean;
  /** The last STANDARD → light change, with when that STANDARD period began. */
  downgrade: { standardSince: Date; at: Date } | null;
}

const date = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);

/** Every company's state at `asOf` (companies with no recorded state before it are absent). */
export async function companyStatesAt(db: Db, asOf: Date): Promise<Map<string, CompanyStateAt>> {
  const rows = await db
    .select({
      companyId: companyStateHistory.companyId,
      field: companyStateHistory.field,
      value: companyStateHistory.value,
      at: companyStateHistory.effectiveAt,
    })
    .from(companyStateHistory)
    .where(lt(companyStateHistory.effectiveAt, asOf))
    .orderBy(
      asc(companyStateHistory.companyId),
      asc(companyStateHistory.effectiveAt),
      asc(companyStateHistory.id),
    );
  const byCompany = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byCompany.get(row.companyId) ?? [];
    list.push(row);
    byCompany.set(row.companyId, list);
  }
  const states = new Map<string, CompanyStateAt>();
  for (const [companyId, list] of byCompany) states.set(companyId, replay(list));
  return states;
}

/** Replays one company's changes in order: the last value of each field, and its plan's periods. */
function replay(list: { field: string; value: unknown; at: Date }[]): CompanyStateAt {
  const last: Record<string, unknown> = {};
  let standardSince: Date | null = null;
  let downgrade: CompanyStateAt['downgrade'] = null;
  let wasStandard = false;
  for (const { field, value, at } of list) {
    last[field] = value;
    if (field !== 'selected_plan' && field !== 'allowed_plan') continue;
    const status = planStatusOf({
      selectedPlan: (last.selected_plan as 'LIGHT' | 'STANDARD') ?? 'LIGHT',
      allowedPlan: (last.allowed_plan as 'LIGHT' | 'STANDARD') ?? 'LIGHT',
    });
    const standard = !isLightPlan(status);
    if (standard && !wasStandard) standardSince = at;
    if (!standard && wasStandard && standardSince) downgrade = { standardSince, at };
    wasStandard = standard;
  }
  return {
    planStatus: planStatusOf({
      selectedPlan: (last.selected_plan as 'LIGHT' | 'STANDARD') ?? 'LIGHT',
      allowedPlan: (last.allowed_plan as 'LIGHT' | 'STANDARD') ?? 'LIGHT',
    }),
    verifiedAt: date(last.verified_at),
    bannedAt: date(last.banned_at),
    deletedAt: date(last.deleted_at),
    sonar: last.sonar === true,
    riskEyesId: typeof last.risk_eyes_id === 'string' ? last.risk_eyes_id : null,
    subAccounts: typeof last.sub_accounts === 'number' ? last.sub_accounts : 0,
    paymentMethod: last.payment_method === 'invoice' ? 'invoice' : 'card',
    cardValid: last.card_valid === true,
    downgrade,
  };
}

/** Test and seed helper: applies `change` as if it had been made at `at` (the triggers read the setting). */
export async function atEffectiveTime<T>(db: Db, at: Date, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('refcheck.effective_at', ${at.toISOString()}, true)`);
    return change(tx as unknown as Db);
  });
}
