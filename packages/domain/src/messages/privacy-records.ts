/** Consent evidence on the report and the export of the records of provision (APPI Arts. 27, 29/30). */
import { defineNamespace } from './define.ts';

export const privacyRecords = defineNamespace(
  {
    dateInvalid: '日付を正しく入力してください',
    periodOrder: '終了日は開始日以降の日付を指定してください',
    periodTooLong: '期間は1年以内で指定してください',
    consentTitle: '候補者の同意',
    consentedAt: '同意日時',
    consentVersion: '同意文の版',
    consentNone: '同意の記録はありません',
    exportTitle: '第三者提供記録の出力',
    exportLead:
      'レポートを受領した記録（提供日時・提供者・本人・項目・同意）を期間を指定してCSVで出力します。記録は作成から3年間保存されます。',
    from: '開始日',
    to: '終了日',
    encoding: '文字コード',
    companyId: '企業ID（空欄で全企業）',
    download: 'CSVをダウンロード',
  },
  {
    dateInvalid: 'Enter a valid date',
    periodOrder: 'The end date must not be before the start date',
    periodTooLong: 'The period must be one year or shorter',
    consentTitle: "Candidate's consent",
    consentedAt: 'Consented at',
    consentVersion: 'Consent text version',
    consentNone: 'No consent on record',
    exportTitle: 'Export records of third-party provision',
    exportLead:
      'Download, for a period, the records of the reports received (date, providers, person, data items, consent) as CSV. Records are kept for 3 years from their creation.',
    from: 'From',
    to: 'To',
    encoding: 'Encoding',
    companyId: 'Company ID (empty for all companies)',
    download: 'Download CSV',
  },
  {
    dateInvalid: '请输入正确的日期',
    periodOrder: '结束日期不能早于开始日期',
    periodTooLong: '期间请指定在1年以内',
    consentTitle: '候选人的同意',
    consentedAt: '同意时间',
    consentVersion: '同意文本版本',
    consentNone: '没有同意记录',
    exportTitle: '导出第三方提供记录',
    exportLead:
      '按期间以CSV格式导出已接收报告的记录（提供时间、提供者、本人、项目、同意）。记录自创建起保存3年。',
    from: '开始日期',
    to: '结束日期',
    encoding: '字符编码',
    companyId: '企业ID（留空则为全部企业）',
    download: '下载CSV',
  },
);
