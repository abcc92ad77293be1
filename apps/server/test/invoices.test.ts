/**
 * Issue 35: qualified invoices from exactly the billing CSV rows, issued once, immutable at the database, PDFs stored
 * and served byte-identical, corrections, payments and receipts, the company's list, the operator's ledger.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encodeShiftJis, parseBillingCsv, tokyoDate } from '@refcheck/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, invoiceLines, invoices, messages, receipts } from '../src/db/schema/index.ts';
import { nextNumber } from '../src/modules/invoices/issue.ts';
import { DEMO_ACCOUNTS } from '../src/modules/seed/demo.ts';
import { dbKind, eventually, type TestApp, tempDir } from './helpers.ts';
import {
  billedCompanies,
  changeCompanyAt,
  csvRecords,
  DAY,
  decodeCp932,
  invoiceServiceOf,
  lastMonthDay,
  month,
  twoMonthsAgoDay,
} from './support/billing-months.ts';
import { ALL_DEMO, openDemoApp, retentionJob } from './support/demo-app.ts';

let t: TestApp;
let admin: string, owner: string, staff: string, light: string;
beforeAll(async () => {
  ({ t, admin, owner, staff, light } = await openDemoApp(ALL_DEMO));
});
afterAll(() => t.close());

const db = () => t.app.services.database.db;

const call = (method: string, url: string, cookie = admin, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) });
/** The database's refusal of a statement (drizzle wraps it: the trigger's message is its cause). */
const refused = (query: PromiseLike<unknown>) =>
  Promise.resolve(query).then(
    () => 'accepted',
    (e: { message: string; cause?: { message?: string } }) => e.cause?.message ?? e.message,
  );
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const issuerBody = {
  legalName: 'Refcheck株式会社',
  address: '東京都千代田区丸の内1-1-1',
  phone: '03-1234-5678',
  registrationNumber: 'T8010001213708',
  bankAccount: 'みずほ銀行 東京営業部 普通 1234567 リファチェック（カ',
};
const company = billedCompanies(db, { name: '請求書株式会社', email: 'invoices' });
const invoiceOf = async (companyId: string) => {
  const [row] = await db().select().from(invoices).where(eq(invoices.companyId, companyId));
  return row!;
};

describe('issuer settings', () => {
  it('no invoice is issued before the issuer is set', async () => {
    const res = await call('POST', '/api/admin/invoices/issue', admin, { month });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('issuerNotSet');
    expect((await call('GET', '/api/admin/invoices/issuer')).json()).toEqual({ issuer: null });
  });

  it('refuses a registration number with a wrong check digit; sets a valid one (audited); operator only', async () => {
    const bad = await call('PUT', '/api/admin/invoices/issuer', admin, {
      ...issuerBody,
      registrationNumber: 'T8010001213709',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('registrationNumber');
    expect((await call('PUT', '/api/admin/invoices/issuer', owner, issuerBody)).statusCode).toBe(403);
    const ok = await call('PUT', '/api/admin/invoices/issuer', admin, issuerBody);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().issuer).toMatchObject(issuerBody);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'invoice-issuer'));
    expect(audit[0]?.target).toContain('T8010001213708');
  });
});

describe('monthly issue', () => {
  const scenario: Record<string, string> = {};
  beforeAll(async () => {
    // The scenarios of the billing tests (money-months.test.ts): a plain LIGHT card company, STANDARD with a
    // sub-account from the month's middle, an invoice company withdrawing inside its term, a downgrade inside the
    // term, a card company withdrawing past its term.
    scenario.light = (await company()).id;
    const standard = await company();
    await changeCompanyAt(db(), lastMonthDay(3), standard.id, {
      allowedPlan: 'STANDARD',
      selectedPlan: 'STANDARD',
      riskEyesId: 'RE-INV-1',
    });
    scenario.standard = standard.id;
    const started = twoMonthsAgoDay(15);
    const withdrawing = await company({
      paymentMethod: 'invoice',
      createdAt: new Date(started.getTime() - 10 * DAY),
      verifiedAt: new Date(started.getTime() - 10 * DAY),
    });
    await changeCompanyAt(db(), lastMonthDay(10), withdrawing.id, {
      deletedAt: lastMonthDay(10),
      bannedAt: lastMonthDay(10),
    });
    scenario.withdrawing = withdrawing.id;
    const down = await company();
    await changeCompanyAt(db(), lastMonthDay(5), down.id, {
      allowedPlan: 'STANDARD',
      selectedPlan: 'STANDARD',
    });
    await changeCompanyAt(db(), lastMonthDay(20), down.id, { allowedPlan: 'LIGHT', selectedPlan: 'LIGHT' });
    scenario.downgrade = down.id;
    const past = await company();
    await changeCompanyAt(db(), lastMonthDay(10), past.id, { deletedAt: lastMonthDay(10) });
    scenario.pastTerm = past.id;
    // Risk-check usage of the STANDARD company: 3 searches of 450 yen.
    await db().execute(
      sql`insert into risk_billing_records (yyyymm, user_id, amount) values (${month}, 'RE-INV-1', 1350)`,
    );
  });

  it('issues one invoice per CSV row, each equal to its row (amount, tax, lines), and mails the main account', async () => {
    const res = await call('POST', '/api/admin/invoices/issue', admin, { month });
    expect(res.statusCode, res.body).toBe(200);
    const card = parseBillingCsv(
      (await call('GET', `/api/admin/billing/export.csv?month=${month}`)).rawPayload,
    );
    const invoiceFile = csvRecords(
      decodeCp932((await call('GET', `/api/admin/billing/invoice.csv?month=${month}`)).rawPayload),
    ).slice(1);
    const rows = [
      ...card.map((r) => ({
        memberId: r.memberId,
        amount: r.amount,
        tax: r.tax,
        orderId: r.orderId,
        method: 'card',
      })),
      ...invoiceFile.map((r) => ({
        memberId: r[0]!,
        amount: Number(r[2]),
        tax: Number(r[3]),
        orderId: '',
        method: 'invoice',
      })),
    ];
    expect(res.json()).toMatchObject({ month, issued: rows.length, alreadyIssued: 0 });
    for (const key of Object.keys(scenario)) {
      expect(
        rows.some((r) => r.memberId === scenario[key]),
        key,
      ).toBe(true);
    }
    for (const row of rows) {
      const invoice = await invoiceOf(row.memberId);
      expect(invoice.subject10, row.memberId).toBe(row.amount);
      expect(invoice.tax10).toBe(row.tax);
      expect(invoice.total).toBe(row.amount + row.tax);
      expect(invoice.paymentMethod).toBe(row.method);
      if (row.orderId) expect(invoice.orderId).toBe(row.orderId);
      const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
      expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(row.amount);
      for (const l of lines) expect(l.amount).toBe(l.quantity * l.unitPrice);
      expect(invoice.number).toMatch(/^INV-\d{6}-\d{5}$/);
    }
    const standardLines = await db()
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, (await invoiceOf(scenario.standard!)).id))
      .orderBy(asc(invoiceLines.position));
    expect(standardLines.map((l) => [l.kind, l.quantity, l.unitPrice])).toEqual([
      ['plan', 1, 20_000],
      ['riskCheck', 3, 450],
    ]);
    const term = await db()
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, (await invoiceOf(scenario.withdrawing!)).id));
    expect(term.find((l) => l.kind === 'minimumTerm')).toMatchObject({ quantity: 1, unitPrice: 10_000 });
    expect((await invoiceOf(scenario.withdrawing!)).dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Numbers: gapless from 1 in the month of issue.
    const numbers = (await db().select({ number: invoices.number }).from(invoices))
      .map((r) => r.number)
      .sort();
    expect(numbers.map((x) => Number(x.slice(-5)))).toEqual(numbers.map((_, i) => i + 1));
    const mails = await db()
      .select()
      .from(messages)
      .where(sql`${messages.subject} like ${`%${month.slice(0, 4)}年${month.slice(4)}月分の請求書%`}`);
    expect(mails.length).toBe(rows.length);
  });

  it('issuing the month again issues nothing new', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(invoices);
    const res = await call('POST', '/api/admin/invoices/issue', admin, { month });
    expect(res.json()).toMatchObject({ issued: 0 });
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(invoices);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('UPDATE or DELETE of an issued invoice, its lines and receipts fails at the database', async () => {
    const invoice = await invoiceOf(scenario.light!);
    expect(await refused(db().update(invoices).set({ total: 1 }).where(eq(invoices.id, invoice.id)))).toMatch(
      /cannot be/,
    );
    expect(
      await refused(
        db().update(invoices).set({ recipientName: '改ざん' }).where(eq(invoices.id, invoice.id)),
      ),
    ).toMatch(/cannot be/);
    expect(await refused(db().delete(invoices).where(eq(invoices.id, invoice.id)))).toMatch(/cannot be/);
    expect(
      await refused(
        db().update(invoiceLines).set({ amount: 1 }).where(eq(invoiceLines.invoiceId, invoice.id)),
      ),
    ).toMatch(/cannot be/);
    expect(await refused(db().delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)))).toMatch(
      /cannot be/,
    );
    expect((await invoiceOf(scenario.light!)).total).toBe(invoice.total);
  });

  it('the company downloads its PDF byte-identical (SHA-256 of the row), and it holds the required items', async () => {
    const invoice = await invoiceOf(scenario.standard!);
    const [c] = await db().select().from(companies).where(eq(companies.id, scenario.standard!));
    const first = await call('GET', `/api/admin/invoices/${invoice.id}/pdf`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/pdf');
    expect(sha(first.rawPayload)).toBe(invoice.pdfSha256);
    const file = path.join(tempDir(), 'invoice.pdf');
    fs.writeFileSync(file, first.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    for (const item of [
      '請求書',
      '適格請求書',
      'T8010001213708',
      '10%対象',
      '消費税',
      `${c!.name} 御中`,
      invoice.number,
    ]) {
      expect(text, item).toContain(item);
    }
    expect(text).toContain(`¥${invoice.total.toLocaleString('ja-JP')}`);
    expect(text).toContain(`¥${invoice.tax10.toLocaleString('ja-JP')}`);
    const pages = execFileSync('pdfinfo', [file]).toString('utf8');
    expect(pages).toMatch(/Page size:\s+595\.\d* x 841\.\d* pts \(A4\)/);
  });

  it('a payment (partial, then the rest) issues receipts; the PDF never changes; too much is refused', async () => {
    const invoice = await invoiceOf(scenario.withdrawing!);
    const pay = (amount: number, cookie = admin) =>
      call('POST', `/api/admin/invoices/${invoice.id}/payments`, cookie, {
        receivedOn: '2026-01-05',
        amount,
      });
    expect((await pay(1, owner)).statusCode).toBe(403);
    expect((await pay(0)).statusCode).toBe(400);
    const part = await pay(10_000);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ paidAmount: 10_000, status: 'unpaid' });
    expect(part.json().receiptNumber).toMatch(/^RCP-\d{6}-00001$/);
    expect((await pay(invoice.total)).json().code).toBe('paymentTooLarge');
    const rest = await pay(invoice.total - 10_000);
    expect(rest.json()).toMatchObject({ paidAmount: invoice.total, status: 'paid' });
    const issued = await db().select().from(receipts).where(eq(receipts.invoiceId, invoice.id));
    expect(issued.map((r) => r.amount).sort()).toEqual([10_000, invoice.total - 10_000].sort());
    expect(issued.reduce((s, r) => s + r.tax10, 0)).toBe(invoice.tax10);
    expect(
      await refused(db().update(receipts).set({ amount: 1 }).where(eq(receipts.invoiceId, invoice.id))),
    ).toMatch(/cannot be/);
    const again = await invoiceOf(scenario.withdrawing!);
    expect(again.pdfSha256).toBe(invoice.pdfSha256);
    const pdf = await call('GET', `/api/admin/invoices/${invoice.id}/pdf`);
    expect(sha(pdf.rawPayload)).toBe(invoice.pdfSha256);
    const receiptPdf = await call('GET', `/api/admin/receipts/${issued[0]!.id}/pdf`);
    expect(sha(receiptPdf.rawPayload)).toBe(issued[0]!.pdfSha256);
    const file = path.join(tempDir(), 'receipt.pdf');
    fs.writeFileSync(file, receiptPdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString('utf8');
    expect(text).toContain('領収書');
    expect(text).toContain(invoice.number);
  });

  it('the card batch result paid rows issue receipts, once per file', async () => {
    const invoice = await invoiceOf(scenario.light!);
    const file = Buffer.from(
      encodeShiftJis(`会員ID,オーダーID,エラーコード\r\n${invoice.companyId},${invoice.orderId},\r\n`),
    ).toString('base64');
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/api/admin/billing/card-results', admin, { content: file });
      expect(res.statusCode, res.body).toBe(200);
    }
    const issued = await db().select().from(receipts).where(eq(receipts.invoiceId, invoice.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ amount: invoice.total, method: 'card', tax10: invoice.tax10 });
    expect((await invoiceOf(scenario.light!)).paidAmount).toBe(invoice.total);
  });

  it('a correction issues a new invoice naming the original, which becomes superseded; both stay', async () => {
    const original = await invoiceOf(scenario.downgrade!);
    // The correction dialog starts from the lines as issued.
    const issuedLines = await call('GET', `/api/admin/invoices/${original.id}/lines`);
    expect(issuedLines.statusCode, issuedLines.body).toBe(200);
    expect(issuedLines.json().number).toBe(original.number);
    const stored = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, original.id));
    expect(issuedLines.json().lines).toHaveLength(stored.length);
    expect(issuedLines.json().lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(
      original.subject10,
    );
    const blankNote = await call('POST', `/api/admin/invoices/${original.id}/corrections`, admin, {
      lines: [{ label: 'x', quantity: 1, unitPrice: 1 }],
      note: '  ',
    });
    expect(blankNote.statusCode).toBe(400);
    expect(blankNote.body).toContain('invoices.correctionNoteRequired');
    const res = await call('POST', `/api/admin/invoices/${original.id}/corrections`, admin, {
      lines: [{ label: 'Refcheck ライトプラン 月額', quantity: 1, unitPrice: 10_000 }],
      note: 'ダウングレードの最低契約期間分を取消',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [correction] = await db().select().from(invoices).where(eq(invoices.id, res.json().id));
    expect(correction).toMatchObject({
      kind: 'correction',
      correctsId: original.id,
      subject10: 10_000,
      tax10: 1_000,
    });
    const [after] = await db().select().from(invoices).where(eq(invoices.id, original.id));
    expect(after!.supersededBy).toBe(correction!.id);
    expect(after!.pdfSha256).toBe(original.pdfSha256);
    const again = await call('POST', `/api/admin/invoices/${original.id}/corrections`, admin, {
      lines: [{ label: 'x', quantity: 1, unitPrice: 1 }],
      note: 'x',
    });
    expect(again.json().code).toBe('alreadySuperseded');
    expect(
      await refused(db().update(invoices).set({ supersededBy: null }).where(eq(invoices.id, original.id))),
    ).toMatch(/already superseded/);
    const pdf = await call('GET', `/api/admin/invoices/${correction!.id}/pdf`);
    const file = path.join(tempDir(), 'correction.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString('utf8');
    expect(text).toContain('修正した適格請求書');
    expect(text).toContain(original.number);
    const ledger = await call(
      'GET',
      `/api/admin/invoices?counterparty=${encodeURIComponent(original.recipientName)}`,
    );
    expect(ledger.json().items.map((i: { status: string }) => i.status)).toEqual(['corrected', 'unpaid']);
  });

  it('correcting a paid invoice: what was paid counts for the correction, up to its total', async () => {
    // The payment test paid the withdrawing company's invoice in full.
    const paid = await invoiceOf(scenario.withdrawing!);
    expect(paid.paidAmount).toBe(paid.total);
    const res = await call('POST', `/api/admin/invoices/${paid.id}/corrections`, admin, {
      lines: [{ label: 'Refcheck ライトプラン 月額', quantity: 1, unitPrice: 1_000 }],
      note: '金額の訂正',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [correction] = await db().select().from(invoices).where(eq(invoices.id, res.json().id));
    expect(correction).toMatchObject({ total: 1_100, paidAmount: 1_100 });
    expect(correction!.paidAt?.getTime()).toBe(paid.paidAt?.getTime());
    const [original] = await db().select().from(invoices).where(eq(invoices.id, paid.id));
    expect(original!.paidAmount).toBe(paid.total); // the original's record of payment is kept as it was
    const ledger = await call(
      'GET',
      `/api/admin/invoices?counterparty=${encodeURIComponent(paid.recipientName)}`,
    );
    expect(
      ledger
        .json()
        .items.map((i: { status: string }) => i.status)
        .sort(),
    ).toEqual(['corrected', 'paid']);
  });

  it('ledger: by issue-date range, amount range, counterparty, and combined; CSV export', async () => {
    const all = (await call('GET', '/api/admin/invoices')).json();
    expect(all.total).toBeGreaterThanOrEqual(5);
    const t0 = tokyoDate(new Date());
    const todayIso = `${t0.year}-${String(t0.month).padStart(2, '0')}-${String(t0.day).padStart(2, '0')}`;
    expect(
      (await call('GET', `/api/admin/invoices?issuedFrom=${todayIso}&issuedTo=${todayIso}`)).json().total,
    ).toBe(all.total);
    expect((await call('GET', '/api/admin/invoices?issuedTo=2020-01-01')).json().total).toBe(0);
    const standard = await invoiceOf(scenario.standard!);
    const byAmount = (
      await call('GET', `/api/admin/invoices?amountMin=${standard.total}&amountMax=${standard.total}`)
    ).json();
    expect(byAmount.items.map((i: { id: string }) => i.id)).toContain(standard.id);
    expect(byAmount.items.every((i: { total: number }) => i.total === standard.total)).toBe(true);
    const byName = (
      await call('GET', `/api/admin/invoices?counterparty=${encodeURIComponent(standard.recipientName)}`)
    ).json();
    expect(byName.items.map((i: { id: string }) => i.id)).toEqual([standard.id]);
    const combined = await call(
      'GET',
      `/api/admin/invoices?counterparty=${encodeURIComponent(standard.recipientName)}&amountMin=${standard.total + 1}&issuedFrom=${todayIso}`,
    );
    expect(combined.json().total).toBe(0);
    expect((await call('GET', '/api/admin/invoices?amountMin=-1')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/invoices?issuedFrom=2026-13-01')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/invoices', owner)).statusCode).toBe(403);
    const csv = await call(
      'GET',
      `/api/admin/invoices/ledger.csv?counterparty=${encodeURIComponent(standard.recipientName)}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(standard.number);
    expect(csv.body).toContain('請求書番号');
  });

  it('month view: billed, paid, unpaid by plan and method', async () => {
    const view = (await call('GET', `/api/admin/invoices/month?month=${month}`)).json();
    expect(view.all.billed.count).toBeGreaterThanOrEqual(5);
    expect(view.all.paid.count).toBe(2);
    expect(
      view.byMethod.find((m: { paymentMethod: string }) => m.paymentMethod === 'invoice').paid.count,
    ).toBe(1);
    expect(
      view.byPlan.find((p: { plan: string }) => p.plan === 'STANDARD').billed.count,
    ).toBeGreaterThanOrEqual(1);
  });

  it('month view: the plan × payment method cross table adds up to its margins and the total', async () => {
    type Bucket = { count: number; amount: number };
    type Summary = Record<'billed' | 'paid' | 'unpaid' | 'overdue', Bucket>;
    type Cell = Summary & { plan: string; paymentMethod: string };
    const view = (await call('GET', `/api/admin/invoices/month?month=${month}`)).json() as Summary & {
      all: Summary;
      byPlan: (Summary & { plan: string })[];
      byMethod: (Summary & { paymentMethod: string })[];
      byPlanAndMethod: Cell[];
    };
    expect(view.byPlanAndMethod.map((c) => `${c.plan}×${c.paymentMethod}`)).toEqual([
      'LIGHT×card',
      'LIGHT×invoice',
      'STANDARD×card',
      'STANDARD×invoice',
    ]);
    const sum = (cells: Summary[]): Summary => {
      const out = {} as Summary;
      for (const k of ['billed', 'paid', 'unpaid', 'overdue'] as const)
        out[k] = {
          count: cells.reduce((s, c) => s + c[k].count, 0),
          amount: cells.reduce((s, c) => s + c[k].amount, 0),
        };
      return out;
    };
    const strip = ({ billed, paid, unpaid, overdue }: Summary) => ({ billed, paid, unpaid, overdue });
    for (const p of view.byPlan)
      expect(sum(view.byPlanAndMethod.filter((c) => c.plan === p.plan))).toEqual(strip(p));
    for (const m of view.byMethod)
      expect(sum(view.byPlanAndMethod.filter((c) => c.paymentMethod === m.paymentMethod))).toEqual(strip(m));
    expect(sum(view.byPlanAndMethod)).toEqual(strip(view.all));
    // The scenarios' standard-plan company is counted in the STANDARD row of its payment method.
    const standardInvoice = await invoiceOf(scenario.standard!);
    const cell = view.byPlanAndMethod.find(
      (c) => c.plan === 'STANDARD' && c.paymentMethod === standardInvoice.paymentMethod,
    )!;
    expect(cell.billed.count).toBeGreaterThanOrEqual(1);
    expect(view.byPlanAndMethod.filter((c) => c.billed.count > 0).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the company’s invoices', () => {
  let acmeInvoice: string;
  beforeAll(async () => {
    const [acme] = await db().select().from(companies).where(eq(companies.email, DEMO_ACCOUNTS.owner.email));
    const mine = await db().select().from(invoices).where(eq(invoices.companyId, acme!.id));
    acmeInvoice = mine[0]?.id ?? '';
  });

  it('the main account lists its invoices with status and downloads them; a sub-account gets 403', async () => {
    const list = await call('GET', '/api/company/invoices', owner);
    expect(list.statusCode, list.body).toBe(200);
    if (acmeInvoice) {
      const item = list.json().items.find((i: { id: string }) => i.id === acmeInvoice);
      expect(item).toMatchObject({ billedMonth: month, status: 'unpaid' });
      const pdf = await call('GET', `/api/company/invoices/${acmeInvoice}/pdf`, owner);
      expect(pdf.statusCode).toBe(200);
      const [row] = await db().select().from(invoices).where(eq(invoices.id, acmeInvoice));
      expect(sha(pdf.rawPayload)).toBe(row!.pdfSha256);
      expect((await call('GET', `/api/company/invoices/${acmeInvoice}/pdf`, staff)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/company/invoices', staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/company/invoices', admin)).statusCode).toBe(403);
  });

  it('another company’s invoice or receipt is 404', async () => {
    const other = await invoiceOf(
      (await db().select().from(invoices).where(eq(invoices.kind, 'monthly')).limit(1))[0]!.companyId,
    );
    expect((await call('GET', `/api/company/invoices/${other.id}/pdf`, light)).statusCode).toBe(404);
    const [receipt] = await db().select().from(receipts).limit(1);
    expect((await call('GET', `/api/company/receipts/${receipt!.id}/pdf`, light)).statusCode).toBe(404);
    expect((await call('GET', '/api/company/invoices', light)).json().items).toEqual([]);
  });
});

describe('overdue', () => {
  it('an unpaid invoice past its due date is flagged on the ledger and the client list', async () => {
    const c = await company();
    const service = invoiceServiceOf(t.app);
    const line = {
      kind: 'plan' as const,
      label: 'Refcheck ライトプラン 月額',
      quantity: 1,
      unitPrice: 10_000,
      amount: 10_000,
    };
    await service.issue(
      {
        billedMonth: '202001',
        orderId: `RC202001${c.uid}`,
        companyId: c.id,
        recipientName: c.name,
        paymentMethod: 'invoice',
        lines: [line],
        subject10: 10_000,
        tax10: 1_000,
        total: 11_000,
        dueDate: '2020-02-29',
        note: '',
      },
      new Date(),
    );
    const ledger = (
      await call('GET', `/api/admin/invoices?counterparty=${encodeURIComponent(c.name)}`)
    ).json();
    expect(ledger.items).toMatchObject([{ overdue: true, status: 'unpaid' }]);
    const clients = (await call('GET', `/api/admin/companies?q=${encodeURIComponent(c.name)}`)).json();
    expect(clients.items[0]).toMatchObject({ id: c.id, overdueInvoices: 1 });
    const acme = (await call('GET', `/api/admin/companies?q=${encodeURIComponent('アクメ')}`)).json();
    expect(acme.items[0].overdueInvoices).toBe(0);
    const view = (await call('GET', '/api/admin/invoices/month?month=202001')).json();
    expect(view.all.overdue).toEqual({ count: 1, amount: 11_000 });
  });
});

describe('numbering', () => {
  it('is gapless under concurrency: numbers drawn in parallel transactions are 1..N, a rollback gives its number back', async () => {
    const at = new Date('2030-05-15T03:00:00Z');
    const draw = (fail: boolean) =>
      db()
        .transaction(async (tx) => {
          const number = await nextNumber(tx, 'TST', at);
          if (fail) throw new Error('rollback');
          return number;
        })
        .catch(() => null);
    const drawn = await Promise.all(Array.from({ length: 12 }, (_, i) => draw(i % 4 === 3)));
    const kept = drawn.filter((x): x is string => !!x).sort();
    expect(kept).toEqual(Array.from({ length: 9 }, (_, i) => `TST-203005-${String(i + 1).padStart(5, '0')}`));
  });
});

describe(`immutability at the database (${dbKind})`, () => {
  it('the trigger is the database’s: a raw statement fails too', async () => {
    expect(await refused(db().execute(sql`update invoices set total = total + 1`))).toMatch(
      /cannot be changed/,
    );
    expect(await refused(db().execute(sql`delete from receipts`))).toMatch(/cannot be changed or deleted/);
  });
});

describe('retention', () => {
  it('keeps invoices 7 years from issue, then the retention job deletes them with their receipts and PDFs', async () => {
    const [oldest] = await db().select().from(invoices).orderBy(asc(invoices.issuedAt)).limit(1);
    const job = retentionJob(t);
    const sixYears = new Date(oldest!.issuedAt.getTime() + (6 * 365 + 300) * DAY);
    await job.purgeExpired(sixYears);
    expect((await db().select().from(invoices)).length).toBeGreaterThan(0);
    const count = (await db().select({ n: sql<number>`count(*)::int` }).from(invoices))[0]!.n;
    const result = await job.purgeExpired(new Date(Date.now() + (7 * 366 + 2) * DAY));
    expect(result.find((r) => r.kind === 'invoiceRecords')?.count).toBe(count);
    expect(await db().select().from(invoices)).toEqual([]);
    expect(await db().select().from(receipts)).toEqual([]);
    // The PDFs' bytes go after the commit (the file-deletion queue).
    const removed = await eventually(async () =>
      (await t.app.services.storage.get(oldest!.pdfKey)) === null ? true : undefined,
    );
    expect(removed).toBe(true);
  });
});
