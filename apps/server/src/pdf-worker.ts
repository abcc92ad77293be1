/**
 * The PDF worker thread's entry (platform/pdf/worker.ts starts it): renders with @react-pdf off the server's
 * thread. Each renderer is imported on its first use, with the fonts (registerPdfFonts) — this thread's memory is
 * returned when the server ends an idle worker.
 */
import { parentPort } from 'node:worker_threads';
import type { PdfKind } from './platform/pdf/index.ts';

type Render = (...args: never[]) => Promise<Buffer>;
const renderers: Record<PdfKind, () => Promise<Render>> = {
  report: async () => (await import('./modules/reports/pdf.ts')).renderReportPdf as Render,
  invoice: async () => (await import('./modules/invoices/pdf.ts')).renderInvoicePdf as Render,
  receipt: async () => (await import('./modules/invoices/pdf.ts')).renderReceiptPdf as Render,
  disclosure: async () =>
    (await import('./modules/privacy-requests/disclosure-pdf.ts')).renderDisclosurePdf as Render,
};

parentPort?.on('message', async ({ id, kind, args }: { id: number; kind: PdfKind; args: never[] }) => {
  try {
    const load = renderers[kind];
    if (!load) throw new Error(`no PDF renderer named ${kind}`);
    const render = await load();
    const pdf = await render(...args);
    // A copy with its own buffer: a small Buffer may share Node's pool, which must not be transferred.
    const bytes = new Uint8Array(pdf);
    parentPort?.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    parentPort?.postMessage({ id, error: { message: error.message, stack: error.stack } });
  }
});
