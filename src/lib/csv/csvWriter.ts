/**
 * A small RFC 4180 CSV writer for spreadsheets (Excel, LibreOffice, Google
 * Sheets): every value quoted with inner quotes doubled, CRLF line ends, an
 * optional UTF-8 byte order mark so Excel reads non-ASCII text (Indonesian
 * names, "Rp") as UTF-8, and formula-injection neutralising per OWASP "CSV
 * Injection": a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return gets a leading single quote, so no spreadsheet runs it as a formula.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** The UTF-8 byte order mark (U+FEFF), written first when `bom` is on. */
export const UTF8_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV Injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export interface CsvOptions {
  /** Start with the UTF-8 byte order mark (default true). */
  bom?: boolean;
  /** Neutralise cells that a spreadsheet would run as formulas (default true). */
  neutraliseFormulas?: boolean;
  /** Line separator (default CRLF, as RFC 4180 says). */
  lineEnd?: string;
}

/** A value as cell text: null and undefined are empty, numbers as JavaScript writes them (no grouping). */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** `=1+1` → `'=1+1`; anything not starting with a formula character is unchanged. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One quoted cell: `He said "hi"` → `"He said ""hi"""`. */
export function quoteCell(value: CsvValue, neutralise = true): string {
  const text = cellText(value);
  const safe = neutralise ? neutraliseFormula(text) : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The CSV text of a header row and data rows. */
export function toCsv(header: readonly CsvValue[], rows: Iterable<readonly CsvValue[]>, options: CsvOptions = {}): string {
  const { bom = true, neutraliseFormulas = true, lineEnd = '\r\n' } = options;
  const line = (cells: readonly CsvValue[]) => {
    let text = '';
    for (let index = 0; index < cells.length; index++) {
      if (index > 0) text += ',';
      text += quoteCell(cells[index], neutraliseFormulas);
    }
    return text;
  };
  const lines = [line(header)];
  for (const row of rows) lines.push(line(row));
  return (bom ? UTF8_BOM : '') + lines.join(lineEnd) + lineEnd;
}
