/**
 * The invoice (適格請求書) and receipt (領収書) PDFs: A4, Japanese, with the items the qualified invoice system
 * requires labelled (issuer and 登録番号, date, recipient, lines with their rate, the amount subject to 10 % and its
 * 消費税). Rendered once at issue; the stored bytes are served ever after (never rendered again).
 */
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { billedPeriod } from '@refcheck/domain';
import { createElement as h, type ReactElement } from 'react';
import type { IssuerSnapshot } from '../../db/schema/index.ts';
import { PDF_FONT, registerPdfFonts } from '../../platform/pdf/index.ts';

export interface InvoicePdfInput {
  number: string;
  kind: 'monthly' | 'correction';
  /** The number of the invoice this one corrects. */
  correctsNumber: string | null;
  issuedAt: Date;
  issuer: IssuerSnapshot;
  recipientName: string;
  billedMonth: string;
  lines: { label: string; quantity: number; unitPrice: number; amount: number }[];
  subject10: number;
  tax10: number;
  total: number;
  paymentMethod: 'card' | 'invoice';
  cardMask: string | null;
  dueDate: string | null;
  note: string;
}

export interface ReceiptPdfInput {
  number: string;
  invoiceNumber: string;
  issuedAt: Date;
  issuer: IssuerSnapshot;
  recipientName: string;
  amount: number;
  tax10: number;
  receivedOn: string;
  method: 'transfer' | 'card';
}

const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;
/** A Tokyo date (instant or YYYY-MM-DD) as 2026年11月01日. */
export function jpDate(value: Date | string): string {
  const iso =
    typeof value === 'string' ? value : new Date(value.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return `${y}年${m}月${d}日`;
}

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 9.5, padding: 40, color: '#212529' },
  title: { fontSize: 20, fontWeight: 700, textAlign: 'center', letterSpacing: 4, marginBottom: 4 },
  subtitle: { fontSize: 9, textAlign: 'center', marginBottom: 14, color: '#495057' },
  row: { flexDirection: 'row', justifyContent: 'space-between' },
  recipient: { fontSize: 14, fontWeight: 700, borderBottom: '1pt solid #212529', paddingBottom: 3 },
  label: { color: '#495057' },
  bold: { fontWeight: 700 },
  amountBox: {
    border: '1pt solid #212529',
    padding: 8,
    marginTop: 14,
    marginBottom: 14,
    flexDirection: 'row',
  },
  th: { backgroundColor: '#e9ecef', fontWeight: 700, paddingVertical: 4, paddingHorizontal: 4 },
  td: { paddingVertical: 4, paddingHorizontal: 4, borderBottom: '0.5pt solid #ced4da' },
  totals: { marginLeft: 'auto', width: 250, marginTop: 8 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  box: { border: '0.5pt solid #adb5bd', padding: 8, marginTop: 14 },
  muted: { color: '#6c757d', fontSize: 8 },
});

const col = { label: '46%', qty: '10%', unit: '15%', amount: '17%', rate: '12%' };

function issuerBlock(issuer: IssuerSnapshot, extra: [string, string][]): ReactElement {
  return h(
    View,
    { style: { width: 230 } },
    ...extra.map(([k, v]) =>
      h(View, { key: k, style: styles.row }, h(Text, { style: styles.label }, k), h(Text, null, v)),
    ),
    h(Text, { style: { ...styles.bold, marginTop: 8, fontSize: 11 } }, issuer.legalName),
    h(Text, null, issuer.address),
    h(Text, null, `TEL ${issuer.phone}`),
    h(Text, { style: styles.bold }, `登録番号：${issuer.registrationNumber}`),
  );
}

function invoiceDocument(d: InvoicePdfInput): ReactElement {
  const period = billedPeriod(d.billedMonth);
  const correction = d.kind === 'correction';
  const cells = (values: string[], style: object, key: string) =>
    h(
      View,
      { key, style: { flexDirection: 'row' }, wrap: false },
      ...values.map((v, i) =>
        h(
          Text,
          {
            key: i,
            style: {
              ...style,
              width: Object.values(col)[i],
              textAlign: i === 0 ? 'left' : i === 4 ? 'center' : 'right',
            },
          },
          v,
        ),
      ),
    );
  return h(
    Document,
    { title: `${correction ? '修正した適格請求書' : '適格請求書'} ${d.number}`, language: 'ja' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(Text, { style: styles.title }, correction ? '修正した適格請求書' : '請求書'),
      h(
        Text,
        { style: styles.subtitle },
        correction ? `（適格請求書）請求書番号 ${d.correctsNumber} を訂正します` : '（適格請求書）',
      ),
      h(
        View,
        { style: styles.row },
        h(
          View,
          { style: { width: 250 } },
          h(Text, { style: styles.recipient }, `${d.recipientName} 御中`),
          h(Text, { style: { marginTop: 8 } }, '下記のとおりご請求申し上げます。'),
          h(Text, { style: { marginTop: 4 } }, `対象期間：${jpDate(period.from)}〜${jpDate(period.to)}`),
        ),
        issuerBlock(d.issuer, [
          ['請求書番号', d.number],
          ['発行日', jpDate(d.issuedAt)],
        ]),
      ),
      h(
        View,
        { style: styles.amountBox },
        h(Text, { style: { fontSize: 12, fontWeight: 700, width: 160 } }, 'ご請求金額（税込）'),
        h(Text, { style: { fontSize: 16, fontWeight: 700 } }, yen(d.total)),
        h(
          Text,
          { style: { marginLeft: 'auto', alignSelf: 'center' } },
          d.paymentMethod === 'invoice' && d.dueDate ? `お支払期限：${jpDate(d.dueDate)}` : '',
        ),
      ),
      cells(['品目', '数量', '単価（税抜）', '金額（税抜）', '税率'], styles.th, 'head'),
      ...d.lines.map((l, i) =>
        cells(
          [l.label, l.quantity.toLocaleString('ja-JP'), yen(l.unitPrice), yen(l.amount), '10%'],
          styles.td,
          `line-${i}`,
        ),
      ),
      h(
        View,
        { style: styles.totals },
        h(
          View,
          { style: styles.totalRow },
          h(Text, null, '10%対象（税抜）'),
          h(Text, null, yen(d.subject10)),
        ),
        h(View, { style: styles.totalRow }, h(Text, null, '消費税（10%）'), h(Text, null, yen(d.tax10))),
        h(
          View,
          { style: { ...styles.totalRow, borderTop: '1pt solid #212529', marginTop: 2 } },
          h(Text, { style: styles.bold }, '合計（税込）'),
          h(Text, { style: styles.bold }, yen(d.total)),
        ),
      ),
      h(
        View,
        { style: styles.box },
        h(Text, { style: styles.bold }, 'お支払方法'),
        ...(d.paymentMethod === 'invoice'
          ? [
              h(Text, { key: 'm' }, '銀行振込（請求書払い）'),
              h(Text, { key: 'b' }, `振込先：${d.issuer.bankAccount}`),
              h(Text, { key: 'f', style: styles.muted }, '振込手数料はお客様のご負担にてお願いいたします。'),
            ]
          : [h(Text, { key: 'c' }, `クレジットカード（${d.cardMask ?? '登録カード'}）に請求します。`)]),
      ),
      ...(d.note ? [h(View, { key: 'note', style: styles.box }, h(Text, null, `備考：${d.note}`))] : []),
      h(
        Text,
        { style: { ...styles.muted, marginTop: 14 } },
        '※ 端数処理：消費税は税率ごとに合計額から1回計算し、1円未満を切り上げています。',
      ),
    ),
  );
}

function receiptDocument(d: ReceiptPdfInput): ReactElement {
  return h(
    Document,
    { title: `領収書 ${d.number}`, language: 'ja' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(Text, { style: { ...styles.title, marginBottom: 14 } }, '領収書'),
      h(
        View,
        { style: styles.row },
        h(View, { style: { width: 250 } }, h(Text, { style: styles.recipient }, `${d.recipientName} 御中`)),
        issuerBlock(d.issuer, [
          ['領収書番号', d.number],
          ['発行日', jpDate(d.issuedAt)],
        ]),
      ),
      h(
        View,
        { style: styles.amountBox },
        h(Text, { style: { fontSize: 12, fontWeight: 700, width: 160 } }, '金額（税込）'),
        h(Text, { style: { fontSize: 16, fontWeight: 700 } }, `${yen(d.amount)}-`),
      ),
      h(Text, null, `但し Refcheck ご利用料金として（請求書番号 ${d.invoiceNumber}）`),
      h(Text, { style: { marginTop: 4 } }, '上記正に領収いたしました。'),
      h(
        View,
        { style: styles.totals },
        h(
          View,
          { style: styles.totalRow },
          h(Text, null, '10%対象（税抜）'),
          h(Text, null, yen(d.amount - d.tax10)),
        ),
        h(View, { style: styles.totalRow }, h(Text, null, '内消費税（10%）'), h(Text, null, yen(d.tax10))),
      ),
      h(
        View,
        { style: styles.box },
        h(Text, null, `受領日：${jpDate(d.receivedOn)}`),
        h(Text, null, `お支払方法：${d.method === 'card' ? 'クレジットカード' : '銀行振込'}`),
      ),
    ),
  );
}

export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  await registerPdfFonts();
  // biome-ignore lint/suspicious/noExplicitAny: react-pdf's renderToBuffer takes its own Document element type.
  return renderToBuffer(invoiceDocument(input) as any);
}

export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  await registerPdfFonts();
  // biome-ignore lint/suspicious/noExplicitAny: react-pdf's renderToBuffer takes its own Document element type.
  return renderToBuffer(receiptDocument(input) as any);
}
