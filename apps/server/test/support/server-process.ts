/**
 * The real server (src/server.ts through tsx) in a child process on a free port, for the process-level tests:
 * shutdown on SIGTERM, the pinned runtime, the Node 24 smoke. `node` picks the Node.js binary (default: the one
 * running the tests, i.e. the project's pinned runtime under npm).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');
const children = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: () => string;
}

/** A server child process: `ready` settles once it listens (rejected if it exits first). */
export interface SpawnedServer {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * Spawns the server with exactly `env` (nothing of the test's own environment leaks in unless the caller passes it).
 * tsx runs as a loader in the server's own process (`--import tsx`), not its CLI: the CLI is a parent process that
 * relays SIGTERM and SIGKILLs the child when it does not acknowledge within 30 ms (a loaded machine's normal).
 */
export function spawnServer(env: Record<string, string | undefined>, node = process.execPath): SpawnedServer {
  const child = spawn(node, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Refcheck is running')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
  ready.catch(() => {});
  return { child, ready, exited, output: () => out };
}

/** The server on a free port with the test's environment plus `env`, once it listens. */
export async function startServerProcess(
  env: Record<string, string>,
  node = process.execPath,
): Promise<ServerProcess> {
  const server = spawnServer(
    { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', ...env },
    node,
  );
  await server.ready;
  const port = /Refcheck is running at http:\/\/localhost:(\d+)/.exec(server.output())![1];
  return {
    child: server.child,
    base: `http://127.0.0.1:${port}`,
    exited: server.exited,
    output: server.output,
  };
}

/** Kills whatever a failed test left running. */
export function killServerProcesses() {
  for (const child of children) child.kill('SIGKILL');
}
