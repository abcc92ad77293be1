/**
 * Server-rendered PDFs (report, invoice, receipt, disclosure). Rendering runs in a worker thread (worker.ts starts
 * it, ../../pdf-worker.ts is its entry): @react-pdf, its layout engine's WebAssembly memory and the two Japanese
 * fonts (about 40 MiB together) live there and go when the worker has been idle for a minute, and a render (tens to
 * hundreds of milliseconds of CPU) no longer holds up the requests on the server's thread (issue 39).
 * The renderers (modules/*\/pdf.ts) import PDF_FONT and registerPdfFonts from here; only the worker calls them.
 */
export { PDF_FONT } from './font-name.ts';
export { type PdfKind, renderPdf } from './worker.ts';

/** Registers and loads the fonts (once per thread): renderers call it before rendering. */
export async function registerPdfFonts() {
  await (await import('./fonts.ts')).registerPdfFonts();
}
