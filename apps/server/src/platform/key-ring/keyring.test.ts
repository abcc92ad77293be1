/** The key ring (issue 34 item 6): seal, open under an older key, rotate, and refuse a wrong key or a changed byte. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, KeyRing, KeyRingError, parseKeyRing } from './keyring.ts';

const key = () => randomBytes(32).toString('base64');
const [k1, k2, k3] = [key(), key(), key()];

describe('parseKeyRing', () => {
  it('reads id:base64key pairs in order, the first being the current key', () => {
    const ring = new KeyRing(parseKeyRing(` b:${k2} , a:${k1}`));
    expect(ring.current.id).toBe('b');
    expect(ring.ids).toEqual(['b', 'a']);
  });

  it.each([
    ['', 'no key'],
    [k1, 'id:base64key'],
    [`a b:${k1}`, 'id:base64key'],
    [`a:${randomBytes(16).toString('base64')}`, '32 bytes'],
    ['a:not base64 at all!', '32 bytes'],
    [`a:${k1},a:${k2}`, 'given twice'],
  ])('refuses %j', (spec, message) => {
    expect(() => parseKeyRing(spec)).toThrow(KeyRingError);
    expect(() => parseKeyRing(spec)).toThrow(message);
  });
});

describe('KeyRing', () => {
  it('seals to a different text each time that opens to the value', () => {
    const ring = new KeyRing(parseKeyRing(`k1:${k1}`));
    const a = ring.seal('whsec_secret');
    const b = ring.seal('whsec_secret');
    expect(a).not.toBe(b);
    expect(a.startsWith('v1:k1:')).toBe(true);
    expect(a).not.toContain('whsec_secret');
    expect(isSealed(a)).toBe(true);
    expect(ring.open(a)).toBe('whsec_secret');
    expect(ring.open(ring.seal(''))).toBe('');
    expect(ring.open(ring.seal('鍵🔑'))).toBe('鍵🔑');
  });

  it('opens a value sealed under an older key once a newer key is first; rotation re-seals it under the newest', () => {
    const old = new KeyRing(parseKeyRing(`k1:${k1}`));
    const sealed = old.seal('sonar-primary');
    const rotated = new KeyRing(parseKeyRing(`k2:${k2},k1:${k1}`));
    expect(rotated.open(sealed)).toBe('sonar-primary');
    expect(rotated.needsReseal(sealed)).toBe(true);
    const resealed = rotated.seal(rotated.open(sealed));
    expect(resealed.startsWith('v1:k2:')).toBe(true);
    expect(rotated.needsReseal(resealed)).toBe(false);
    // After rotation the old key can leave the ring.
    expect(new KeyRing(parseKeyRing(`k2:${k2}`)).open(resealed)).toBe('sonar-primary');
    expect(() => new KeyRing(parseKeyRing(`k2:${k2}`)).open(sealed)).toThrow('not in ENCRYPTION_KEYS');
  });

  it('refuses a value under the right id but another key', () => {
    const sealed = new KeyRing(parseKeyRing(`k1:${k1}`)).seal('x');
    expect(() => new KeyRing(parseKeyRing(`k1:${k3}`)).open(sealed)).toThrow('does not open');
  });

  it('refuses a changed byte of IV, ciphertext or tag, a changed key id and a truncated value', () => {
    const ring = new KeyRing(parseKeyRing(`k1:${k1},k2:${k1}`));
    const sealed = ring.seal('the webhook secret');
    const data = Buffer.from(sealed.split(':')[2]!, 'base64url');
    for (const at of [0, 13, data.length - 1]) {
      const changed = Buffer.from(data);
      changed[at]! ^= 1;
      expect(() => ring.open(`v1:k1:${changed.toString('base64url')}`)).toThrow(KeyRingError);
    }
    // Same key bytes under another id: the id is bound as additional data.
    expect(() => ring.open(sealed.replace('v1:k1:', 'v1:k2:'))).toThrow('does not open');
    expect(() => ring.open(`v1:k1:${data.subarray(0, 20).toString('base64url')}`)).toThrow('truncated');
  });

  it('returns a legacy plain value as it is and marks it for sealing', () => {
    const ring = new KeyRing(parseKeyRing(`k1:${k1}`));
    expect(isSealed('whsec_abc+/=')).toBe(false);
    expect(ring.open('whsec_abc+/=')).toBe('whsec_abc+/=');
    expect(ring.needsReseal('whsec_abc+/=')).toBe(true);
    expect(ring.openOrNull(null)).toBeNull();
  });

  it('derives the same development key on every start when ENCRYPTION_KEYS is unset', () => {
    const a = KeyRing.fromConfig(undefined);
    expect(a.development).toBe(true);
    expect(a.current.id).toBe('dev');
    expect(KeyRing.fromConfig(undefined).open(a.seal('v'))).toBe('v');
    expect(KeyRing.fromConfig(`k1:${k1}`).development).toBe(false);
  });
});
