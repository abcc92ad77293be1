/** The main account is told when a monthly invoice (適格請求書) is issued (issue 35), in its language. */
import { defineMail } from '../define.ts';

interface InvoiceIssuedData {
  companyName: string;
  staffName: string;
  /** The billed month, YYYYMM. */
  month: string;
  number: string;
  total: number;
  /** YYYY-MM-DD, or null when charged to the card. */
  dueDate: string | null;
  invoicesUrl: string;
}

const URL = 'https://refcheck.example/config/invoices';
const sample = {
  month: '202610',
  number: 'INV-202611-00001',
  total: 23_045,
  dueDate: '2026-11-30',
  invoicesUrl: URL,
};
const ym = (m: string) => ({ y: m.slice(0, 4), m: m.slice(4) });
const money = (n: number) => n.toLocaleString('ja-JP');
const dmy = (iso: string) => iso.split('-').reverse().join('/');

export const companyInvoiceIssued = defineMail<InvoiceIssuedData>({
  name: 'companyInvoiceIssued',
  audience: 'company',
  frame: (d) => ({ companyName: d.companyName }),
  sample: {
    jp: { companyName: '株式会社アクメ', staffName: '山田 太郎', ...sample },
    en: { companyName: 'Acme Inc.', staffName: 'Taro Yamada', ...sample },
    cn: { companyName: '艾克米株式会社', staffName: '王 伟', ...sample },
  },
  texts: {
    jp: (d) => ({
      subject: `【Refcheck】${ym(d.month).y}年${ym(d.month).m}月分の請求書を発行しました（${d.number}）`,
      greeting: `${d.staffName}様`,
      paragraphs: [
        `${ym(d.month).y}年${ym(d.month).m}月分の請求書（適格請求書）を発行しました。`,
        `請求書番号：${d.number}　ご請求金額：${money(d.total)}円（税込）`,
        d.dueDate
          ? `お支払期限：${d.dueDate.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日')}`
          : 'ご登録のクレジットカードに請求します。',
        'PDFは設定の「請求書・領収書」からダウンロードできます。',
      ],
      action: { label: '請求書・領収書を見る', url: d.invoicesUrl },
    }),
    en: (d) => ({
      subject: `[Refcheck] Your invoice for ${ym(d.month).m}/${ym(d.month).y} (${d.number})`,
      greeting: `Dear ${d.staffName},`,
      paragraphs: [
        `Your invoice (qualified invoice) for ${ym(d.month).m}/${ym(d.month).y} has been issued.`,
        `Invoice number: ${d.number}. Amount: ${money(d.total)} yen (tax included).`,
        d.dueDate
          ? `Due date: ${dmy(d.dueDate)}`
          : 'The amount will be charged to your registered credit card.',
        'Download the PDF from Settings → Invoices & receipts.',
      ],
      action: { label: 'View invoices & receipts', url: d.invoicesUrl },
    }),
    cn: (d) => ({
      subject: `【Refcheck】已开具${ym(d.month).y}年${ym(d.month).m}月的发票（${d.number}）`,
      greeting: `${d.staffName} 您好：`,
      paragraphs: [
        `${ym(d.month).y}年${ym(d.month).m}月的发票（合格发票）已开具。`,
        `发票编号：${d.number}　请款金额：${money(d.total)}日元（含税）`,
        d.dueDate ? `付款期限：${dmy(d.dueDate)}` : '将从您登记的信用卡扣款。',
        '可在设置的“发票与收据”中下载PDF。',
      ],
      action: { label: '查看发票与收据', url: d.invoicesUrl },
    }),
  },
});
