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

const IDLE_MS = 60_000;
// The entry next to the compiled server (dist/pdf-worker.js: an esbuild entry point, scripts/build-server.mjs), or
// the TypeScript source, which Node.js runs itself (type stripping), under tsx and vitest.
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('../../pdf-worker.ts', import.meta.url)
  : new URL('./pdf-worker.js', import.meta.url);

/** The running worker and the renders it holds (each worker its own: an old one's exit fails only its renders). */
let current: { worker: Worker; pending: Map<number, Pending> } | null = null;
let nextId = 1;
let idleTimer: NodeJS.Timeout | null = null;

function start() {
  const worker = new Worker(ENTRY);
  const pending = new Map<number, Pending>();
  const self = { worker, pending };
  worker.unref(); // an idle worker never keeps the process alive (renderPdf holds it while a render is pending)
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.pdf) p.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    else
      p.reject(
        Object.assign(new Error(reply.error?.message ?? 'PDF render failed'), { stack: reply.error?.stack }),
      );
    if (pending.size === 0) {
      worker.unref();
      if (current === self) armIdle();
    }
  });
  worker.on('error', (error) => {
    if (current === self) current = null;
    failAll(error);
  });
  worker.on('exit', (code) => {
    if (current === self) current = null;
    failAll(new Error(`the PDF worker exited (${code})`));
  });
  return self;
}

function armIdle() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopPdfWorker(), idleMs);
  idleTimer.unref();
}

let idleMs = IDLE_MS;

/** Renders a PDF in the worker with the named renderer and its arguments (structured-cloneable data). */
export function renderPdf(kind: PdfKind, args: unknown[]): Promise<Buffer> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  current ??= start();
  const { worker, pending } = current;
  const id = nextId++;
  worker.ref();
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, kind, args });
  });
}

/** Ends the worker now (idle timeout, server close); renders still pending fail. */
export async function stopPdfWorker() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
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
