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

/** Whether a spreadsheet would read the text as a formula (OWASP CSV Injection): it starts with = + - @ tab or CR. */
function startsFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13;
}

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
  return startsFormula(text) ? `'${text}` : text;
}

/** One quoted cell: `He said "hi"` → `"He said ""hi"""`. */
export function quoteCell(value: CsvValue, neutralise = true): string {
  if (typeof value === 'number') {
    // Numbers need no escaping, only the sign check (-5 would read as a formula).
    return value < 0 && neutralise ? `"'${value}"` : `"${value}"`;
  }
  const text = cellText(value);
  const safe = neutralise && startsFormula(text) ? `'${text}` : text;
  return `"${safe.includes('"') ? safe.replace(/"/g, '""') : safe}"`;
}

/** The CSV text of a header row and data rows. */
export function toCsv(
  header: readonly CsvValue[],
  rows: Iterable<readonly CsvValue[]>,
  options: CsvOptions = {},
): string {
  const { bom = true, neutraliseFormulas = true, lineEnd = '\r\n' } = options;
  // map/join, not `+=`: joining flat arrays is several times faster than flattening 10,000 concatenated ropes.
  const line = (cells: readonly CsvValue[]) => cells.map((cell) => quoteCell(cell, neutraliseFormulas)).join(',');
  const lines = [line(header)];
  for (const row of rows) lines.push(line(row));
  return (bom ? UTF8_BOM : '') + lines.join(lineEnd) + lineEnd;
}
