/**
 * Plans: LIGHT → ordering standard (the company orders) → STANDARD (an admin allows); an admin can also
 * allow STANDARD directly or set a company back to LIGHT.
 */
import type { Plan, PlanStatus } from '../enums.ts';

export interface PlanState {
  selectedPlan: Plan;
  /** Set by an admin; a missing value counts as LIGHT. */
  allowedPlan: Plan | null | undefined;
}

/** STANDARD when allowed; ordering standard when selected but not yet allowed; otherwise LIGHT. */
export function planStatusOf(state: PlanState): PlanStatus {
  if (state.allowedPlan === 'STANDARD') return 'PLAN_STATUS_STANDARD';
  if (state.selectedPlan === 'STANDARD') return 'PLAN_STATUS_ORDERING_STANDARD';
  return 'PLAN_STATUS_LIGHT';
}

/** Light means anything that is not STANDARD (a pending order is still light); accepts a plan or plan status. */
export function isLightPlan(plan: Plan | PlanStatus | null | undefined): boolean {
  return plan !== 'STANDARD' && plan !== 'PLAN_STATUS_STANDARD';
}

export const PLAN_ACTIONS = ['orderStandard', 'allowStandard', 'setLight'] as const;
/** orderStandard by the company; allowStandard and setLight by an admin. */
export type PlanAction = (typeof PLAN_ACTIONS)[number];

export type PlanTransition =
  | {
      allowed: true;
      state: { selectedPlan: Plan; allowedPlan: Plan };
      status: PlanStatus;
      /** adminOrderedUpgrade: tell the operator; offerUpgradeComplete: offer to tell the company. */
      notify: 'adminOrderedUpgrade' | 'offerUpgradeComplete' | null;
    }
  | { allowed: false; status: PlanStatus };

/**
 * Applies a plan action. A company may order standard only from LIGHT; an admin may allow STANDARD from
 * LIGHT or a pending order, and set LIGHT from a pending order or STANDARD.
 */
export function nextPlanState(state: PlanState, action: PlanAction): PlanTransition {
  const status = planStatusOf(state);
  const allowedPlan: Plan = state.allowedPlan ?? 'LIGHT';
  if (action === 'orderStandard' && status === 'PLAN_STATUS_LIGHT') {
    const next = { selectedPlan: 'STANDARD' as const, allowedPlan };
    return { allowed: true, state: next, status: planStatusOf(next), notify: 'adminOrderedUpgrade' };
  }
  if (action === 'allowStandard' && status !== 'PLAN_STATUS_STANDARD') {
    const next = { selectedPlan: 'STANDARD' as const, allowedPlan: 'STANDARD' as const };
    return { allowed: true, state: next, status: 'PLAN_STATUS_STANDARD', notify: 'offerUpgradeComplete' };
  }
  if (action === 'setLight' && status !== 'PLAN_STATUS_LIGHT') {
    const next = { selectedPlan: 'LIGHT' as const, allowedPlan: 'LIGHT' as const };
    return { allowed: true, state: next, status: 'PLAN_STATUS_LIGHT', notify: null };
  }
  return { allowed: false, status };
}

/** Whether the upgrade-complete notification may be (re)sent for the plan an admin allowed: never for LIGHT. */
export function canSendUpgradeCompleteNotification(allowedPlan: Plan | null | undefined): boolean {
  return !isLightPlan(allowedPlan);
}
