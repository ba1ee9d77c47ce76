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
});
