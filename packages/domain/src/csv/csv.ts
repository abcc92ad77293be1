/** Minimal RFC 4180 CSV: CRLF-separated records, fields quoted only when needed, with 1-based line numbers. */

/** Quotes a field when it holds a comma, a double quote or a line break; inner quotes are doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Formats records as CSV text: CRLF after every record, including the last. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** A parsed record and the 1-based line on which it starts. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvParseResult {
  records: CsvRecord[];
  /** Set when a quoted field is never closed; `line` is where that record starts. */
  error: { line: number; code: 'unterminatedQuote' } | null;
}

/**
 * Parses CSV text. Accepts CRLF, LF or CR line ends, quoted fields with doubled quotes and line breaks inside
 * quotes. Empty lines are skipped (their line numbers still count). A quote inside an unquoted field, or text
 * after a closing quote, is kept as it is.
 */
export function parseCsv(text: string): CsvParseResult {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let quotedField = false;
  let quotedFieldSeen = false;
  const endField = () => {
    fields.push(field);
    field = '';
    quotedField = false;
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0] !== '' || quotedFieldSeen) records.push({ line: recordLine, fields });
    fields = [];
    quotedFieldSeen = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        inQuotes = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
      }
    } else if (c === '"' && field === '' && !quotedField) {
      inQuotes = true;
      quotedField = true;
      quotedFieldSeen = true;
    } else if (c === ',') {
      endField();
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += c;
    }
  }
  if (inQuotes) return { records, error: { line: recordLine, code: 'unterminatedQuote' } };
  if (field !== '' || fields.length > 0 || quotedFieldSeen) endRecord();
  return { records, error: null };
}
