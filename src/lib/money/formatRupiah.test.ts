import { describe, expect, it } from 'vitest';
import { formatRupiah, formatRupiahRange } from './formatRupiah';

describe('formatRupiah', () => {
  it('formats IDR without decimals with Indonesian grouping', () => {
    expect(formatRupiah(150000)).toBe('Rp 150.000');
    expect(formatRupiah(1250000.6)).toBe('Rp 1.250.001');
    expect(formatRupiah(0)).toBe('Rp 0');
  });
  it('treats missing values as zero', () => expect(formatRupiah(undefined)).toBe('Rp 0'));
  it('formats a price range', () => expect(formatRupiahRange(100000, 350000)).toBe('Rp 100.000 - Rp 350.000'));

  it("writes what Intl's id-ID rupiah format writes, with a plain space", () => {
    const intl = new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const values = [
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      9999,
      10000,
      123456,
      999999,
      1000000,
      25_000_000,
      1_234_567_890,
      Number.MAX_SAFE_INTEGER,
      1e21,
      3.7e24,
    ];
    for (const value of [...values, ...values.map((v) => -v), 1499.5, -1499.4, 0.4]) {
      expect([value, formatRupiah(value)]).toEqual([value, intl.format(Math.round(value)).replace(/\u00a0/g, ' ')]);
    }
  });
});
