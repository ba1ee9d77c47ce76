import { describe, expect, it } from 'vitest';
import { parseLine, readableAriaSnapshot } from './readableAriaSnapshot';

const lines = (...rows: string[]) => rows.join('\n');

describe('the text snapshot a reviewer reads', () => {
  it('reads a line: role, name and inline words, quoted by YAML or not', () => {
    expect(parseLine('  - button "Simpan"')).toEqual({ indent: 2, role: 'button', name: 'Simpan', value: null });
    expect(parseLine(`- 'cell "Pilih pesanan #1500"':`)).toMatchObject({ role: 'cell', name: 'Pilih pesanan #1500' });
    expect(parseLine('- text: "081298765432"')).toMatchObject({ role: 'text', value: '081298765432' });
    expect(parseLine('- radio "Pagi (08:00 - 12:00)" [checked]')).toMatchObject({ name: 'Pagi (08:00 - 12:00)' });
    expect(parseLine('- link "Kata \\"kunci\\"":')).toMatchObject({ role: 'link', name: 'Kata "kunci"' });
  });

  it("leaves out a text that repeats a neighbour's or its parent's name, never one that says more", () => {
    const snapshot = lines(
      '- group "Waktu Pengiriman":',
      '  - text: Waktu Pengiriman',
      '  - radio "Pagi (08:00 - 12:00)" [checked]',
      '  - text: Pagi (08:00 - 12:00) Sisa 2',
      '  - radio "Kapan Saja"',
      '  - text: Kapan Saja',
      '- text: Nama Penerima',
      '- textbox "Nama Penerima"',
      '- link "Telepon 0812-3456-7890":',
      '  - /url: tel:0812-3456-7890',
      '  - text: 0812-3456-7890',
    );
    expect(readableAriaSnapshot(snapshot)).toBe(
      lines(
        '- group "Waktu Pengiriman":',
        '  - radio "Pagi (08:00 - 12:00)" [checked]',
        '  - text: Pagi (08:00 - 12:00) Sisa 2',
        '  - radio "Kapan Saja"',
        '- textbox "Nama Penerima"',
        '- link "Telepon 0812-3456-7890":',
        '  - /url: tel:0812-3456-7890',
      ),
    );
  });

  it("drops a row's name when its cells follow, and keeps a run's first items with the count of the rest", () => {
    const row = (n: number) => [`  - 'row "#${n} Dewi"':`, `    - cell "#${n}"`, '    - cell "Dewi"'];
    const snapshot = lines('- rowgroup:', ...[1, 2, 3, 4, 5, 6].flatMap(row), '- paragraph: 6 pesanan');
    expect(readableAriaSnapshot(snapshot)).toBe(
      lines(
        '- rowgroup:',
        ...[1, 2, 3].flatMap((n) => ['  - row:', `    - cell "#${n}"`, '    - cell "Dewi"']),
        '  - "… 3 more row"',
        '- paragraph: 6 pesanan',
      ),
    );
    // one row more is another count; a run of four stays whole
    expect(readableAriaSnapshot(lines('- list:', ...[1, 2, 3, 4, 5, 6, 7].map((n) => `  - listitem: ${n}`)))).toContain(
      '… 4 more listitem',
    );
    const four = lines('- list:', ...[1, 2, 3, 4].map((n) => `  - listitem: ${n}`));
    expect(readableAriaSnapshot(four)).toBe(four);
  });

  it('never shortens buttons, cells or headings, which differ one from the next', () => {
    const snapshot = lines('- toolbar:', ...['A', 'B', 'C', 'D', 'E', 'F'].map((name) => `  - button "${name}"`));
    expect(readableAriaSnapshot(snapshot)).toBe(snapshot);
  });
});
