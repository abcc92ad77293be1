/**
 * The PDF worker thread, from the server's side: one worker, started on the first render, ended after IDLE_MS
 * without a render (its memory is returned). Renders are messages `{ id, kind, args }`; the worker answers
 * `{ id, pdf }` (the bytes, transferred) or `{ id, error }`. A worker that dies fails the renders it held; the next
 * render starts a new one.
 */
import { Worker } from 'node:worker_threads';

/** The renderers the worker entry (src/pdf-worker.ts) knows, by name. */
export type PdfKind = 'report' | 'invoice' | 'receipt' | 'disclosure';

type Reply = { id: number; pdf?: Uint8Array; error?: { message: string; stack?: string } };
interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/** A minute without a render ends the worker (tests shorten it). */
let idleMs = 60_000;
// The entry next to the compiled server (dist/pdf-worker.js: an esbuild entry point, scripts/build-server.mjs), or
// the TypeScript source, which Node.js runs itself (type stripping), under tsx and vitest.
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('../../pdf-worker.ts', import.meta.url)
  : new URL('./pdf-worker.js', import.meta.url);

interface Running {
  worker: Worker;
  pending: Map<number, Pending>;
}
/** The running worker and the renders it holds (each worker its own: an old one's exit fails only its renders). */
let current: Running | null = null;
let nextId = 1;
let idleTimer: NodeJS.Timeout | null = null;

function clearIdle() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
}

/** A render of `running` ended: with none left, the worker no longer holds the process and its idle time starts. */
function ended(running: Running) {
  if (running.pending.size > 0) return;
  running.worker.unref();
  if (current !== running) return;
  clearIdle();
  idleTimer = setTimeout(() => void stopPdfWorker(), idleMs);
  idleTimer.unref();
}

function start(): Running {
  const worker = new Worker(ENTRY);
  const running: Running = { worker, pending: new Map() };
  worker.unref(); // an idle worker never keeps the process alive (renderPdf holds it while a render is pending)
  const failAll = (error: Error) => {
    for (const p of running.pending.values()) p.reject(error);
    running.pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const p = running.pending.get(reply.id);
    if (!p) return;
    running.pending.delete(reply.id);
    if (reply.pdf) p.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    else
      p.reject(
        Object.assign(new Error(reply.error?.message ?? 'PDF render failed'), { stack: reply.error?.stack }),
      );
    ended(running);
  });
  worker.on('error', (error) => {
    if (current === running) current = null;
    failAll(error);
  });
  worker.on('exit', (code) => {
    if (current === running) current = null;
    failAll(new Error(`the PDF worker exited (${code})`));
  });
  return running;
}

/** Renders a PDF in the worker with the named renderer and its arguments (structured-cloneable data). */
export function renderPdf(kind: PdfKind, args: unknown[]): Promise<Buffer> {
  clearIdle();
  current ??= start();
  const running = current;
  const id = nextId++;
  running.worker.ref();
  return new Promise<Buffer>((resolve, reject) => {
    running.pending.set(id, { resolve, reject });
    try {
      running.worker.postMessage({ id, kind, args });
    } catch (error) {
      // Arguments that cannot be sent (a function, a class instance with private state): this render fails alone.
      running.pending.delete(id);
      ended(running);
      reject(error);
    }
  });
}

/** Ends the worker now (after its idle time; tests); renders still pending fail. */
export async function stopPdfWorker() {
  clearIdle();
  const stopping = current;
  current = null;
  if (stopping) await stopping.worker.terminate();
}

/** Tests: whether a worker is running, and a shorter idle time. */
export const pdfWorkerForTests = {
  running: () => current !== null,
  setIdleMs: (ms: number) => {
    idleMs = ms;
  },
};
