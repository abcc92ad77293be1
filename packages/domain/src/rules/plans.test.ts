import { describe, expect, it } from 'vitest';
import { canSendUpgradeCompleteNotification, isLightPlan, nextPlanState, planStatusOf } from './plans.ts';

describe('planStatusOf', () => {
  it('derives the status from the selected and allowed plans', () => {
    expect(planStatusOf({ selectedPlan: 'LIGHT', allowedPlan: 'LIGHT' })).toBe('PLAN_STATUS_LIGHT');
    expect(planStatusOf({ selectedPlan: 'LIGHT', allowedPlan: null })).toBe('PLAN_STATUS_LIGHT');
    expect(planStatusOf({ selectedPlan: 'STANDARD', allowedPlan: undefined })).toBe(
      'PLAN_STATUS_ORDERING_STANDARD',
    );
    expect(planStatusOf({ selectedPlan: 'STANDARD', allowedPlan: 'LIGHT' })).toBe(
      'PLAN_STATUS_ORDERING_STANDARD',
    );
    expect(planStatusOf({ selectedPlan: 'STANDARD', allowedPlan: 'STANDARD' })).toBe('PLAN_STATUS_STANDARD');
    expect(planStatusOf({ selectedPlan: 'LIGHT', allowedPlan: 'STANDARD' })).toBe('PLAN_STATUS_STANDARD');
  });
});

describe('isLightPlan', () => {
  it('treats anything but STANDARD as light', () => {
    expect(isLightPlan('STANDARD')).toBe(false);
    expect(isLightPlan('PLAN_STATUS_STANDARD')).toBe(false);
    expect(isLightPlan('LIGHT')).toBe(true);
    expect(isLightPlan('PLAN_STATUS_ORDERING_STANDARD')).toBe(true);
    expect(isLightPlan(null)).toBe(true);
  });
});

describe('nextPlanState', () => {
  const light = { selectedPlan: 'LIGHT' as const, allowedPlan: 'LIGHT' as const };
  const ordering = { selectedPlan: 'STANDARD' as const, allowedPlan: 'LIGHT' as const };
  const standard = { selectedPlan: 'STANDARD' as const, allowedPlan: 'STANDARD' as const };
  it('lets a light company order standard and tells the operator', () => {
    expect(nextPlanState({ ...light, allowedPlan: null }, 'orderStandard')).toEqual({
      allowed: true,
      state: ordering,
      status: 'PLAN_STATUS_ORDERING_STANDARD',
      notify: 'adminOrderedUpgrade',
    });
  });
  it('refuses a second order', () => {
    expect(nextPlanState(ordering, 'orderStandard')).toEqual({
      allowed: false,
      status: 'PLAN_STATUS_ORDERING_STANDARD',
    });
    expect(nextPlanState(standard, 'orderStandard').allowed).toBe(false);
  });
  it('lets an admin allow standard from an order or directly from light, offering the notification', () => {
    for (const from of [ordering, light]) {
      expect(nextPlanState(from, 'allowStandard')).toEqual({
        allowed: true,
        state: standard,
        status: 'PLAN_STATUS_STANDARD',
        notify: 'offerUpgradeComplete',
      });
    }
    expect(nextPlanState(standard, 'allowStandard').allowed).toBe(false);
  });
  it('lets an admin set a company back to LIGHT', () => {
    for (const from of [ordering, standard]) {
      expect(nextPlanState(from, 'setLight')).toEqual({
        allowed: true,
        state: light,
        status: 'PLAN_STATUS_LIGHT',
        notify: null,
      });
    }
    expect(nextPlanState(light, 'setLight').allowed).toBe(false);
  });
});

describe('canSendUpgradeCompleteNotification', () => {
  it('is disabled for LIGHT', () => {
    expect(canSendUpgradeCompleteNotification('STANDARD')).toBe(true);
    expect(canSendUpgradeCompleteNotification('LIGHT')).toBe(false);
    expect(canSendUpgradeCompleteNotification(undefined)).toBe(false);
  });
});
