import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

function startServer(dataDir: string) {
  const child = spawn(path.join(serverDir, '../../node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Refcheck is running')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${out}`));
    });
  });
  ready.catch(() => {});
  return { child, ready, exited, output: () => out };
}

describe('the server process on an embedded database', () => {
  it('refuses a second process on the same data directory, shuts down gracefully and restarts', async () => {
    const dir = tempDir();
    const first = startServer(dir);
    await first.ready;

    const second = startServer(dir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another Refcheck process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const third = startServer(dir);
    await third.ready;
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);
});
