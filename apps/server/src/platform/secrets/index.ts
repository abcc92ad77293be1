/** Secrets sealed at rest: the key ring (platform/key-ring) and the columns that hold sealed values. */
import type { KeyRing } from '../key-ring/index.ts';

export { isSealed, KeyRing } from '../key-ring/index.ts';
export { resealSecrets } from './sealed-columns.ts';

/** What another module needs to seal a value and open it again (e.g. TOTP secrets). */
export type Secrets = Pick<KeyRing, 'seal' | 'open' | 'openOrNull'>;
