import { describe, expect, it } from 'vitest';
import { isLoopbackOrigin, trustedOrigins } from '../src/modules/auth/origins.ts';

const request = (origin?: string) =>
  new Request('http://127.0.0.1:3000/api/auth/sign-in/email', {
    headers: origin ? { origin } : {},
  });

describe('trusted origins', () => {
  it('development trusts PUBLIC_URL and any loopback origin the request comes from', () => {
    const trusted = trustedOrigins('http://localhost:3000', false);
    expect(trusted(request('http://127.0.0.1:3000'))).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(trusted(request('http://[::1]:5173'))).toEqual(['http://localhost:3000', 'http://[::1]:5173']);
    expect(trusted(request('http://localhost:8080'))).toContain('http://localhost:8080');
    expect(trusted(request('https://evil.example'))).toEqual(['http://localhost:3000']);
    expect(trusted(request('http://127.0.0.1.evil.example'))).toEqual(['http://localhost:3000']);
    expect(trusted(request())).toEqual(['http://localhost:3000']);
    expect(trusted(undefined)).toEqual(['http://localhost:3000']);
  });

  it('production trusts PUBLIC_URL only', () => {
    const trusted = trustedOrigins('https://app.refcheck.jp', true);
    expect(trusted(request('http://127.0.0.1:3000'))).toEqual(['https://app.refcheck.jp']);
  });

  it('recognizes loopback addresses only', () => {
    expect(isLoopbackOrigin('http://127.8.9.10:1')).toBe(true);
    expect(isLoopbackOrigin('ftp://localhost')).toBe(false);
    expect(isLoopbackOrigin('not a url')).toBe(false);
    expect(isLoopbackOrigin('http://10.0.0.1')).toBe(false);
  });
});
