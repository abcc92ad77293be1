/**
 * `npm run secrets:rotate`: re-seals every stored secret (webhook signing secrets, sonar keys) under the first key of
 * ENCRYPTION_KEYS, and seals any plain legacy value. Runs against the configured database (DATABASE_URL, or PGlite
 * under DATA_DIR: stop the server first, it holds the lock). Exits non-zero, naming the rows, when a value does not
 * open with any key of the ring (keep the old key in ENCRYPTION_KEYS until this succeeds).
 */

import { KeyRing, resealSecrets } from '../platform/secrets/index.ts';
import { fail, loadConfigOrFail, openConfiguredDatabase } from './command-line.ts';

const [command] = process.argv.slice(2);
if (command !== 'rotate') fail('usage: npm run secrets:rotate');

const config = loadConfigOrFail();
const ring = KeyRing.fromConfig(config.ENCRYPTION_KEYS);
if (ring.development) {
  console.warn('  ENCRYPTION_KEYS is unset: using the development key (derived from a fixed seed).');
}

const database = await openConfiguredDatabase(config);

try {
  const result = await resealSecrets(database.db, ring, { plainOnly: false });
  await database.close();
  const lines = Object.entries(result.sealed).map(([column, n]) => `    ${column.padEnd(40)} ${n}`);
  console.log(['', `  Re-sealed under key "${ring.current.id}":`, ...lines, ''].join('\n'));
  if (result.failed.length > 0) {
    fail(
      `${result.failed.length} value(s) do not open with ENCRYPTION_KEYS (${ring.ids.join(', ')}), left as they are:\n  ${result.failed.join('\n  ')}`,
    );
  }
} catch (e) {
  await database.close();
  fail(String(e));
}
