import { describe, expect, it } from 'vitest';
import { signalReviewSchema } from './api.ts';

describe('signalReviewSchema', () => {
  it('takes a trimmed note', () => {
    expect(signalReviewSchema.parse({ note: ' 本人に確認済み ' })).toEqual({ note: '本人に確認済み' });
  });
  it('refuses a blank, missing or too long note with a message key', () => {
    const issue = (value: unknown) => signalReviewSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue({ note: '   ' })).toBe('validation.required');
    expect(issue({})).toBe('validation.required');
    expect(issue({ note: 'あ'.repeat(1001) })).toBe('validation.tooLong');
  });
});
