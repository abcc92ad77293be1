// The embedded database's starting point (issue 39, memory): a freshly initialized, empty PostgreSQL cluster made by
// PGlite in memory and saved as PGlite's own data directory dump (dumpDataDir, gzip) in
// apps/server/pglite-template/pgdata.tgz. The server starts a new data directory from it (db/client.ts, PGlite's
// loadDataDir) instead of running initdb in its own process: initdb in PGlite 0.5 copies PostgreSQL's whole
// WebAssembly heap and runs a second module beside it (a peak of ~630 MiB in a bare process, ~700 in the server),
// loading the dump peaks at ~410 and takes a third of the time. Made here, in a process of its own, once per PGlite
// version (scripts/build-if-changed.mjs: its stamp covers the lockfile). Usage: node scripts/pglite-template.mjs
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export const TEMPLATE = path.resolve(import.meta.dirname, '../apps/server/pglite-template/pgdata.tgz');

if (import.meta.url === `file://${process.argv[1]}`) {
  const db = await PGlite.create();
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  fs.mkdirSync(path.dirname(TEMPLATE), { recursive: true });
  const tmp = `${TEMPLATE}.${process.pid}`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, TEMPLATE);
  console.log(
    `PGlite template: ${path.relative(process.cwd(), TEMPLATE)} (${fs.statSync(TEMPLATE).size} bytes)`,
  );
}
