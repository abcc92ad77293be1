/**
 * Secrets sealed at rest (issue 34 item 6): AES-256-GCM under a key ring read from ENCRYPTION_KEYS
 * (`id:base64key,id:base64key`; the first key seals, every key opens). A sealed value is text,
 * `v1:<key id>:<base64url(12-byte IV ‖ ciphertext ‖ 16-byte tag)>`, its `v1:<key id>` header bound as additional data,
 * so a value moved under another key id or edited in any byte is refused. A value without the prefix is a legacy
 * plain value: `open` returns it as it is (rows written before sealing keep working) and `needsSeal` tells the
 * start-up step and `npm run secrets:rotate` to seal it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const SEALED_PREFIX = 'v1:';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A fixed seed for development and tests when ENCRYPTION_KEYS is unset (production refuses to start without it). */
const DEV_SEED = 'refcheck-development-encryption-key-not-for-production-use';
export const DEV_KEY_ID = 'dev';

export class KeyRingError extends Error {}

export interface RingKey {
  id: string;
  key: Buffer;
}

/** `id:base64key` pairs, comma-separated; each key 32 bytes; ids unique. Throws a KeyRingError naming the fault. */
export function parseKeyRing(spec: string): RingKey[] {
  const pairs = spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (pairs.length === 0) throw new KeyRingError('no key: give id:base64key pairs, comma-separated');
  const seen = new Set<string>();
  return pairs.map((pair) => {
    const colon = pair.indexOf(':');
    const id = colon > 0 ? pair.slice(0, colon) : '';
    if (!KEY_ID.test(id)) {
      throw new KeyRingError('each key is id:base64key with an id of letters, digits, _ or - (at most 32)');
    }
    if (seen.has(id)) throw new KeyRingError(`key id "${id}" is given twice`);
    seen.add(id);
    const b64 = pair.slice(colon + 1);
    const key = Buffer.from(b64, 'base64');
    if (key.length !== 32 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(b64)) {
      throw new KeyRingError(`key "${id}" must be 32 bytes in base64 (openssl rand -base64 32)`);
    }
    return { id, key };
  });
}

/** The development key: derived from a fixed seed, the same on every machine and every start. */
export function developmentKey(): RingKey {
  return { id: DEV_KEY_ID, key: createHash('sha256').update(DEV_SEED).digest() };
}

export class KeyRing {
  private readonly byId: Map<string, Buffer>;
  readonly current: RingKey;

  constructor(
    keys: RingKey[],
    /** Whether the ring is the development key (the start-up log says so). */
    readonly development = false,
  ) {
    if (keys.length === 0) throw new KeyRingError('a key ring needs at least one key');
    this.current = keys[0]!;
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  /** From ENCRYPTION_KEYS, or the development key when it is unset (config.ts refuses that in production). */
  static fromConfig(spec: string | undefined): KeyRing {
    return spec ? new KeyRing(parseKeyRing(spec)) : new KeyRing([developmentKey()], true);
  }

  get ids(): string[] {
    return [...this.byId.keys()];
  }

  /** Seal a value under the current (first) key; a fresh random IV each time. */
  seal(plain: string): string {
    const header = `${SEALED_PREFIX}${this.current.id}`;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(header));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${header}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** The plain value; a legacy plain value as it is. Throws on an unknown key id, a wrong key or any changed byte. */
  open(stored: string): string {
    if (!isSealed(stored)) return stored;
    const [, id, data] = stored.split(':');
    const key = this.byId.get(id!);
    if (!key) throw new KeyRingError(`sealed with key "${id}", which is not in ENCRYPTION_KEYS`);
    const raw = Buffer.from(data ?? '', 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new KeyRingError('sealed value is truncated');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`${SEALED_PREFIX}${id}`));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new KeyRingError(`sealed value does not open with key "${id}" (wrong key or changed value)`);
    }
  }

  /** `open` for nullable columns. */
  openOrNull(stored: string | null | undefined): string | null {
    return stored == null ? null : this.open(stored);
  }

  /** Whether a stored value is plain (legacy) or sealed under an older key: what rotation re-seals. */
  needsReseal(stored: string): boolean {
    return !stored.startsWith(`${SEALED_PREFIX}${this.current.id}:`);
  }
}

/** Whether a stored value is in the sealed format (anything else is a legacy plain value). */
export function isSealed(stored: string): boolean {
  return /^v1:[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]+$/.test(stored);
}
