import { describe, expect, it } from 'vitest';
import { pickEncoding } from './compression.ts';

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
