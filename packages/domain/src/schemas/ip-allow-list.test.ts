import { describe, expect, it } from 'vitest';
import { canDeleteIpAddress, ipAllowListSchema, isIpAddressOrRange } from './ip-allow-list.ts';
import { localizeIssues } from './localize.ts';

function errors(input: unknown) {
  const result = ipAllowListSchema.safeParse(input);
  return result.success ? [] : localizeIssues(result.error, 'jp').map(({ path, code }) => `${path}:${code}`);
}

describe('IP allow-list', () => {
  it.each(['203.0.113.7', '2001:db8::1', '::1', '10.0.0.0/8', '2001:db8::/32'])('accepts %s', (ip) => {
    expect(isIpAddressOrRange(ip)).toBe(true);
    expect(errors({ ipAddresses: [ip] })).toEqual([]);
  });

  it.each(['256.0.0.1', '10.0.0.0/33', 'example.com', '1.2.3'])('rejects %s', (ip) => {
    expect(errors({ ipAddresses: [ip] })).toEqual(['ipAddresses.0:validation.ipAddressInvalid']);
  });

  it('needs at least one entry, none empty, none repeated', () => {
    expect(errors({ ipAddresses: [] })).toEqual(['ipAddresses:validation.ipAddressListEmpty']);
    expect(errors({})).toEqual(['ipAddresses:validation.ipAddressListEmpty']);
    expect(errors({ ipAddresses: ['203.0.113.7', ' '] })).toEqual([
      'ipAddresses.1:validation.ipAddressRequired',
    ]);
    expect(errors({ ipAddresses: ['2001:DB8::1', '2001:db8::1'] })).toEqual([
      'ipAddresses.1:validation.ipAddressDuplicated',
    ]);
    expect(ipAllowListSchema.parse({ ipAddresses: [' 203.0.113.7 '] }).ipAddresses).toEqual(['203.0.113.7']);
  });

  it('never deletes the first entry', () => {
    expect(canDeleteIpAddress(0, ['a', 'b'])).toBe(false);
    expect(canDeleteIpAddress(1, ['a', 'b'])).toBe(true);
    expect(canDeleteIpAddress(2, ['a', 'b'])).toBe(false);
  });
});
