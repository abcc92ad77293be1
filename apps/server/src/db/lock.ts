import fs from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock on a PGlite data directory. PGlite has no cross-process lock of its own: two processes
 * on one directory silently lose writes. The lock file holds the owner's pid; a lock whose pid is gone is stale
 * and taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dir} is in use by another Refcheck process (pid ${pid}). ` +
        'Stop that process, or start this one with another DATA_DIR.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'refcheck.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      if (pid === process.pid) throw new DataDirLockedError(dir, pid);
      fs.unlinkSync(file); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
