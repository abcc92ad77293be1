/**
 * Parses an uploaded candidate CSV: detects the encoding, reads RFC 4180 records, checks the header, drops
 * blank lines, accepts job categories and sites as keys or labels, and validates each row with the candidate
 * row schema. Errors carry the 1-based line of the file on which the row starts.
 */

import { parseCsv } from '../csv/csv.ts';
import type { Language } from '../enums.ts';
import { findAppliedSite } from '../lists/applied-sites.ts';
import { findJobMajor, findJobMinor } from '../lists/job-categories.ts';
import { type MessageKey, translate } from '../messages/catalog.ts';
import { type CandidateRow, type CandidateRowInput, candidateRowSchema } from '../schemas/candidate-row.ts';
import { issueMessageKey } from '../schemas/localize.ts';
import { CANDIDATE_CSV_COLUMNS, type CandidateCsvField, fieldOfHeader } from './columns.ts';
import { type CsvEncoding, decodeCsvBytes } from './decode.ts';

export interface CandidateCsvError {
  /** 1-based line in the file where the offending record starts (the header is line 1). */
  line: number;
  /** The row schema's field ('' for errors about the whole file or row). */
  field: string;
  /** Catalog key of the message. */
  code: MessageKey;
  /** The localized message. */
  message: string;
}

export interface CandidateCsvResult {
  rows: CandidateRow[];
  /** The file line of each row in `rows`. */
  rowLines: number[];
  errors: CandidateCsvError[];
  encoding: CsvEncoding;
}

type Cells = Partial<Record<CandidateCsvField, string>>;

/** A country code typed without '+' (spreadsheets drop it) gets one. */
function normalizeCountryCode(value: string): string {
  const trimmed = value.trim();
  return /^\d{1,4}$/.test(trimmed) ? `+${trimmed}` : trimmed;
}

function toRowInput(cells: Cells): CandidateRowInput {
  const majorText = cells.currentJobMajorCategory?.trim() ?? '';
  const minorText = cells.currentJobMinorCategory?.trim() ?? '';
  const major = majorText === '' ? undefined : findJobMajor(majorText);
  const minor = major && minorText !== '' ? (findJobMinor(major, minorText) ?? minorText) : minorText;
  const siteText = cells.siteWhereTalentApplied?.trim() ?? '';
  return {
    name: cells.name ?? '',
    email: cells.email ?? '',
    countryCode: normalizeCountryCode(cells.countryCode ?? ''),
    phoneNumber: cells.phoneNumber ?? '',
    currentCompany: cells.currentCompany ?? '',
    currentJobCategory: { major: major ?? majorText, minor },
    siteWhereTalentApplied: siteText === '' ? '' : (findAppliedSite(siteText) ?? siteText),
    recruitmentOfficer: cells.recruitmentOfficer ?? '',
    externalId: cells.externalId ?? '',
  };
}

export function parseCandidateCsv(bytes: Uint8Array, lang: Language = 'jp'): CandidateCsvResult {
  const { text, encoding } = decodeCsvBytes(bytes);
  const result: CandidateCsvResult = { rows: [], rowLines: [], errors: [], encoding };
  const fail = (line: number, field: string, code: MessageKey) =>
    result.errors.push({ line, field, code, message: translate(lang, code) });

  const parsed = parseCsv(text);
  if (parsed.error) {
    fail(parsed.error.line, '', 'validation.csvUnterminatedQuote');
    return result;
  }
  const records = parsed.records.filter((record) => record.fields.some((cell) => cell.trim() !== ''));
  const [header, ...data] = records;
  if (!header) {
    fail(1, '', 'validation.csvEmpty');
    return result;
  }
  const fields = header.fields.map(fieldOfHeader);
  const complete = CANDIDATE_CSV_COLUMNS.every((column) => {
    const times = fields.filter((f) => f === column.field).length;
    return times === 1 || (column.optional === true && times === 0);
  });
  const unknown = header.fields.some((cell, i) => fields[i] === undefined && cell.trim() !== '');
  if (!complete || unknown) {
    fail(header.line, '', 'validation.csvHeaderInvalid');
    return result;
  }
  if (data.length === 0) fail(header.line, '', 'validation.csvNoRows');

  for (const record of data) {
    if (record.fields.some((cell, i) => i >= fields.length && cell.trim() !== '')) {
      fail(record.line, '', 'validation.csvTooManyColumns');
      continue;
    }
    const cells: Cells = {};
    fields.forEach((field, i) => {
      if (field) cells[field] = record.fields[i] ?? '';
    });
    const row = candidateRowSchema.safeParse(toRowInput(cells));
    if (row.success) {
      result.rows.push(row.data);
      result.rowLines.push(record.line);
    } else {
      for (const issue of row.error.issues)
        fail(record.line, String(issue.path[0] ?? ''), issueMessageKey(issue));
    }
  }
  return result;
}
