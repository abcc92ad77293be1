import { describe, expect, it } from 'vitest';
import { scrubPersonalText } from './scrub.ts';

describe('scrubPersonalText', () => {
  it('masks addresses and Japanese and international phone numbers, keeps the rest', () => {
    expect(scrubPersonalText('a.b+c@example.co.jp called 090-1234-5678 and +819012345678')).toBe(
      '[email] called [phone] and [phone]',
    );
    expect(scrubPersonalText('order 12345 failed')).toBe('order 12345 failed');
  });
});
