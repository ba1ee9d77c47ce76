import { describe, expect, it } from 'vitest';
import { neutraliseFormula, quoteCell, toCsv, UTF8_BOM } from './csvWriter';

describe('csvWriter', () => {
  it('quotes every value and doubles quotes inside', () => {
    expect(quoteCell('Rina "Mawar" Sari')).toBe('"Rina ""Mawar"" Sari"');
    expect(quoteCell(150000)).toBe('"150000"');
    expect(quoteCell(null)).toBe('""');
    expect(quoteCell(undefined)).toBe('""');
    expect(quoteCell('Jl. Melati 5,\nJakarta')).toBe('"Jl. Melati 5,\nJakarta"');
  });

  it('neutralises cells a spreadsheet would run as formulas (OWASP: = + - @ tab CR)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}HYPERLINK("http://x")`)).toBe(`'${start}HYPERLINK("http://x")`);
    }
    expect(quoteCell('=1+1')).toBe(`"'=1+1"`);
    expect(quoteCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(quoteCell('+6281234')).toBe(`"'+6281234"`);
    expect(neutraliseFormula('Sari = cantik')).toBe('Sari = cantik');
    expect(neutraliseFormula('')).toBe('');
    expect(quoteCell('=1+1', false)).toBe('"=1+1"');
  });

  it('writes the BOM, the header and the rows with CRLF line ends', () => {
    const csv = toCsv(
      ['Name', 'Total'],
      [
        ['Dewi Ayu', 250000],
        ['Śri "Ratu"', 0],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"Name","Total"\r\n"Dewi Ayu","250000"\r\n"Śri ""Ratu""","0"\r\n');
  });

  it('can leave out the BOM and the neutralising, and take another line end', () => {
    expect(toCsv(['a'], [['=x']], { bom: false, neutraliseFormulas: false, lineEnd: '\n' })).toBe('"a"\n"=x"\n');
  });

  it('encodes as UTF-8 with EF BB BF first', () => {
    const bytes = new TextEncoder().encode(toCsv(['Nama'], [['Ibu Ani']]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
