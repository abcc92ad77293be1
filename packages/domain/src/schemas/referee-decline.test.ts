import { describe, expect, it } from 'vitest';
import { funnelQuerySchema, refereeDeclineSchema } from './referee-decline.ts';

describe('refereeDeclineSchema', () => {
  it('takes a listed reason, text optional', () => {
    expect(refereeDeclineSchema.parse({ reason: 'noTime' })).toEqual({ reason: 'noTime', text: '' });
    expect(refereeDeclineSchema.parse({ reason: 'other', text: ' 転職したため ' })).toEqual({
      reason: 'other',
      text: '転職したため',
    });
  });
  it('refuses an unknown reason and "other" without text', () => {
    const bad = refereeDeclineSchema.safeParse({ reason: 'bored' });
    expect(bad.error?.issues[0]?.message).toBe('steps.declineReasonChoose');
    const other = refereeDeclineSchema.safeParse({ reason: 'other', text: '  ' });
    expect(other.error?.issues[0]).toMatchObject({
      path: ['text'],
      message: 'validation.declineReasonRequired',
    });
    expect(refereeDeclineSchema.safeParse({ reason: 'other', text: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('funnelQuerySchema', () => {
  it('dates in order', () => {
    expect(funnelQuerySchema.safeParse({ from: '2026-06-01', to: '2026-06-30' }).success).toBe(true);
    expect(
      funnelQuerySchema.safeParse({ from: '2026-06-30', to: '2026-06-01' }).error?.issues[0]?.message,
    ).toBe('steps.dateRangeOrder');
    expect(funnelQuerySchema.safeParse({ from: 'x', to: '2026-06-01' }).success).toBe(false);
  });
});
