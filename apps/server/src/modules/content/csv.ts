/**
 * CSV as in RFC 4180, plus what spreadsheets really write: an optional UTF-8 byte-order mark,
 * CRLF or LF line ends, and a semicolon or tab separator (detected from the header line).
 */

export type CsvRecord = {
  /** Line of the file on which the record starts (1-based; a quoted field may span lines). */
  line: number;
  fields: string[];
};

export type CsvProblem = { line: number; message: string };

export type CsvParseResult = { records: CsvRecord[]; problems: CsvProblem[] };

const BOM = '\uFEFF';

function detectSeparator(text: string): string {
  let firstLine = '';
  let inQuotes = false;
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    firstLine += inQuotes ? '' : char;
  }
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

/** Parses the whole text. Blank lines are skipped. Problems carry the line where they occur. */
export function parseCsv(input: string): CsvParseResult {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];

  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false; // the current field started with a quote
  let inQuotes = false; // inside the quotes of the current field
  let afterQuote = false; // the closing quote of the current field was seen
  let reportedAfterQuote = false;

  const endField = () => {
    fields.push(field);
    field = '';
    quoted = false;
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    const blank = fields.length === 1 && fields[0] === '' && !reportedAfterQuote;
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
    reportedAfterQuote = false;
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inQuotes) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
          afterQuote = true;
        }
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
        field += char;
      }
      continue;
    }
    if (char === separator) {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (char === '"' && field === '' && !quoted) {
      quoted = true;
      inQuotes = true;
    } else {
      if (afterQuote && !reportedAfterQuote) {
        problems.push({ line, message: 'text after the closing quote of a field (write "" for a quote inside a quoted field)' });
        reportedAfterQuote = true;
      }
      field += char;
    }
  }
  if (inQuotes) {
    problems.push({ line: recordLine, message: 'a quoted field is never closed (a " is missing)' });
  }
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  return { records, problems };
}

/** One field, quoted when it holds a separator, a quote, a line break or edge spaces. */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text with a byte-order mark (so spreadsheets read the Arabic as UTF-8) and CRLF line ends. */
export function toCsv(rows: string[][]): string {
  return BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
