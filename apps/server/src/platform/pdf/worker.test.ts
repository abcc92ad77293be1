import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type PdfKind, pdfWorkerForTests, renderPdf, stopPdfWorker } from './worker.ts';

const receipt = {
  number: 'RC-202611-0001',
  invoiceNumber: 'INV-202610-0007',
  issuedAt: new Date('2026-11-02T01:00:00Z'),
  issuer: {
    legalName: 'リファチェック株式会社',
    address: '東京都千代田区1-1',
    phone: '03-0000-0000',
    registrationNumber: 'T1234567890123',
    bankAccount: '三菱UFJ銀行 本店 普通 1234567',
  },
  recipientName: '株式会社テスト商事',
  amount: 33000,
  tax10: 3000,
  receivedOn: '2026-11-01',
  method: 'transfer' as const,
};

const text = (pdf: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-worker-')), 'r.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-']).toString('utf8');
};

afterAll(() => stopPdfWorker());

describe('the PDF worker', () => {
  it('renders on its own thread and hands back the bytes (Dates and Japanese text survive the message)', async () => {
    const pdf = await renderPdf('receipt', [receipt]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const content = text(pdf);
    expect(content).toContain('株式会社テスト商事');
    expect(content).toContain('RC-202611-0001');
    expect(content).toContain('2026年11月02日');
    expect(pdfWorkerForTests.running()).toBe(true);
  });

  it('renders several at once, each answer to its own request', async () => {
    const numbers = ['RC-1', 'RC-2', 'RC-3'];
    const pdfs = await Promise.all(numbers.map((number) => renderPdf('receipt', [{ ...receipt, number }])));
    for (const [i, pdf] of pdfs.entries()) expect(text(pdf)).toContain(numbers[i]);
  });

  it("fails a render the worker cannot do, with the worker's message, and renders the next one", async () => {
    await expect(renderPdf('nope' as PdfKind, [])).rejects.toThrow('no PDF renderer named nope');
    expect(text(await renderPdf('receipt', [receipt]))).toContain('RC-202611-0001');
  });

  it('fails a render whose arguments cannot be sent to the worker, leaves nothing pending, renders the next one', async () => {
    pdfWorkerForTests.setIdleMs(200);
    await expect(renderPdf('receipt', [{ ...receipt, issuer: () => null }])).rejects.toThrow(
      /could not be cloned/,
    );
    // Nothing left pending: the worker's idle time runs out and it ends.
    await expect.poll(() => pdfWorkerForTests.running(), { timeout: 5000 }).toBe(false);
    expect(text(await renderPdf('receipt', [receipt]))).toContain('RC-202611-0001');
  });

  it('ends the worker after the idle time, and starts a new one for the next render', async () => {
    pdfWorkerForTests.setIdleMs(200);
    await renderPdf('receipt', [receipt]);
    await expect.poll(() => pdfWorkerForTests.running(), { timeout: 5000 }).toBe(false);
    expect(text(await renderPdf('receipt', [receipt]))).toContain('株式会社テスト商事');
    expect(pdfWorkerForTests.running()).toBe(true);
  });

  it('fails the renders a dying worker held', async () => {
    pdfWorkerForTests.setIdleMs(60_000);
    const render = renderPdf('receipt', [receipt]);
    await stopPdfWorker();
    await expect(render).rejects.toThrow(/PDF worker exited/);
  });
});
