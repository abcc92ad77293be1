import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers.ts';
import { killServerProcesses, spawnServer } from './support/server-process.ts';

afterAll(killServerProcesses);

function startServer(dataDir: string) {
  return spawnServer({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  });
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
  }, 180_000);
});
