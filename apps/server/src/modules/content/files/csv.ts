import { parse, type CsvError } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { ContentIssueCode, ContentIssueParams } from '@app/shared/content-issues';

/**
 * CSV files of the question bank, read and written with csv-parse / csv-stringify. On top of
 * RFC 4180 it takes what spreadsheets really write: an optional UTF-8 byte-order mark, CRLF, LF
 * or CR line ends (a line break inside a field is read as LF), and a semicolon or tab separator
 * (detected from the header line). A record that cannot be read is left out and reported with its line.
 */

export type CsvRecord = {
  /** Line of the file on which the record starts (1-based; a quoted field may span lines). */
  line: number;
  fields: string[];
};

export type CsvProblem = { line: number; code: ContentIssueCode; params: ContentIssueParams };

export type CsvParseResult = { records: CsvRecord[]; problems: CsvProblem[] };

const BOM = '\uFEFF';

const PROBLEM_CODES: Record<string, ContentIssueCode> = {
  CSV_QUOTE_NOT_CLOSED: 'csv_quote_not_closed',
  CSV_INVALID_CLOSING_QUOTE: 'csv_text_after_quote',
  INVALID_OPENING_QUOTE: 'csv_quote_inside',
};

function detectSeparator(firstLine: string): string {
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  if (unquoted.includes(',')) return ',';
  if (unquoted.includes(';')) return ';';
  if (unquoted.includes('\t')) return '\t';
  return ',';
}

/**
 * A cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return) is written after an apostrophe, which spreadsheets show as text; so is one that already
 * starts with apostrophes before such a character, so reading it back (one apostrophe less) gives
 * exactly what was written.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
export const guardFormula = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);
export const unguardFormula = (cell: string): string => (cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell);

const lineBreaks = (fields: string[]) => fields.reduce((sum, field) => sum + (field.match(/\n/g)?.length ?? 0), 0);

/** Parses the whole text. Blank lines are skipped. Problems carry the line where they occur. */
export function parseCsv(input: string): CsvParseResult {
  // One kind of line end, so csv-parse counts lines as the file's reader sees them.
  const text = (input.startsWith(BOM) ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  const problems = new Map<number, Omit<CsvProblem, 'line'>>();
  const rows = parse(text, {
    delimiter: detectSeparator(text.split('\n', 1)[0] ?? ''),
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      if (!error) return;
      const line = Number((error as CsvError & { lines?: number }).lines ?? 1);
      // After a broken quote the parser may stumble again on the same line: the unclosed quote says it best.
      if (!problems.has(line) || error.code === 'CSV_QUOTE_NOT_CLOSED') {
        const code = PROBLEM_CODES[error.code];
        problems.set(line, code ? { code, params: {} } : { code: 'csv_unreadable', params: { detail: error.message } });
      }
    },
  }) as unknown as { record: string[]; info: { lines: number } }[];
  return {
    records: rows.map(({ record, info }) => ({ line: info.lines - lineBreaks(record), fields: record.map(unguardFormula) })),
    problems: [...problems].map(([line, problem]) => ({ line, ...problem })),
  };
}

/** CSV text with a byte-order mark (so spreadsheets read the Arabic as UTF-8), CRLF line ends and no cell run as a formula. */
export function toCsv(rows: string[][]): string {
  return stringify(rows.map((row) => row.map(guardFormula)), { bom: true, record_delimiter: 'windows', quoted_match: [/^\s|\s$/, /[\r\n]/] });
}
