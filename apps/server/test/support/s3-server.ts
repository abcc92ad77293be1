import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The access key pair the local server (s3rver) accepts. */
export const S3RVER_KEY = 'S3RVER';

export interface LocalS3 {
  port: number;
  endpoint: string;
  stop: () => Promise<void>;
}

/** Starts the local S3 server process on loopback (port 0: a random free port) with one bucket. */
export async function startLocalS3(directory: string, bucket: string, port = 0): Promise<LocalS3> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 's3rver-process.mjs'), directory, String(port), bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const actualPort = await new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`local S3 server exited: ${output}`)));
  });
  return {
    port: actualPort,
    endpoint: `http://127.0.0.1:${actualPort}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
