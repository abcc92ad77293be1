import { describe, expect, it } from 'vitest';
import { phoneLineFinding } from './phone-line.ts';

describe('phoneLineFinding', () => {
  it('says nothing for mobile lines, 060 included', () => {
    for (const n of ['+819012345678', '+818012345678', '+817012345678', '+816012345678']) {
      expect(phoneLineFinding(n)).toBeNull();
    }
  });
  it('names IP phones (050), data lines (020) and fixed lines', () => {
    expect(phoneLineFinding('+815012345678')).toBe('voip');
    expect(phoneLineFinding('+812012345678')).toBe('pager');
    expect(phoneLineFinding('+81312345678')).toBe('fixedLine');
  });
  it('says nothing for missing or unreadable numbers', () => {
    expect(phoneLineFinding(null)).toBeNull();
    expect(phoneLineFinding('not a number')).toBeNull();
  });
});
