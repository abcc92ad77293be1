/** The AES-256-GCM key ring of ENCRYPTION_KEYS (no database: config.ts validates the setting with it). */
export { isSealed, KeyRing, KeyRingError, parseKeyRing } from './keyring.ts';
