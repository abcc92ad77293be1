import { describe, expect, it } from 'vitest';
import { isOnTrial, nextLoginCount, shouldShowFirstLoginDialog, trialDaysLeft } from './trial.ts';

const createdAt = new Date('2025-04-01T00:00:00Z');
const hours = (h: number) => new Date(createdAt.getTime() + h * 3_600_000);
const light = { createdAt, cardValid: false, planStatus: 'PLAN_STATUS_LIGHT' as const };

describe('isOnTrial', () => {
  it('is on trial 9 days 23 hours after creation and not at exactly 10 days', () => {
    expect(isOnTrial(light, hours(9 * 24 + 23))).toBe(true);
    expect(isOnTrial(light, hours(10 * 24))).toBe(false);
  });
  it('is on trial right after sign-up and while an upgrade is pending', () => {
    expect(isOnTrial(light, createdAt)).toBe(true);
    expect(isOnTrial({ ...light, planStatus: 'PLAN_STATUS_ORDERING_STANDARD' }, hours(1))).toBe(true);
  });
  it('is not on trial with a valid card, on standard, or without createdAt', () => {
    expect(isOnTrial({ ...light, cardValid: true }, hours(1))).toBe(false);
    expect(isOnTrial({ ...light, planStatus: 'PLAN_STATUS_STANDARD' }, hours(1))).toBe(false);
    expect(isOnTrial({ ...light, createdAt: null }, hours(1))).toBe(false);
  });
});

describe('trialDaysLeft', () => {
  it('is 10 minus whole days since creation', () => {
    expect(trialDaysLeft(createdAt, createdAt)).toBe(10);
    expect(trialDaysLeft(createdAt, hours(23))).toBe(10);
    expect(trialDaysLeft(createdAt, hours(24))).toBe(9);
    expect(trialDaysLeft(createdAt, hours(9 * 24 + 23))).toBe(1);
    expect(trialDaysLeft(createdAt, hours(10 * 24))).toBe(0);
  });
  it('never goes below 0 nor above 10, and is 0 without createdAt', () => {
    expect(trialDaysLeft(createdAt, hours(100 * 24))).toBe(0);
    expect(trialDaysLeft(createdAt, hours(-48))).toBe(10);
    expect(trialDaysLeft(undefined, createdAt)).toBe(0);
  });
});

describe('nextLoginCount', () => {
  const counted = { isAdmin: false, verified: true, onTrial: true, cardValid: false };
  it('turns -1 into 2 and otherwise adds one', () => {
    expect(nextLoginCount(-1, counted)).toBe(2);
    expect(nextLoginCount(0, counted)).toBe(1);
    expect(nextLoginCount(5, { ...counted, onTrial: false, cardValid: true })).toBe(6);
  });
  it('counts every admin login', () => {
    expect(nextLoginCount(3, { isAdmin: true, verified: false, onTrial: false, cardValid: false })).toBe(4);
  });
  it('leaves the count when unverified, or with neither trial nor card', () => {
    expect(nextLoginCount(0, { ...counted, verified: false })).toBe(0);
    expect(nextLoginCount(-1, { ...counted, onTrial: false })).toBe(-1);
  });
});

describe('shouldShowFirstLoginDialog', () => {
  it('shows for a non-admin on the first counted login only', () => {
    expect(shouldShowFirstLoginDialog({ isAdmin: false, loginCount: 1 })).toBe(true);
    expect(shouldShowFirstLoginDialog({ isAdmin: false, loginCount: 0 })).toBe(false);
    expect(shouldShowFirstLoginDialog({ isAdmin: false, loginCount: 2 })).toBe(false);
    expect(shouldShowFirstLoginDialog({ isAdmin: true, loginCount: 1 })).toBe(false);
  });
});
