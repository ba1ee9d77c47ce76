/** Beyond this, numbers print in exponent form: Intl groups them (made on first such use). */
const PLAIN_DIGITS_LIMIT = 1e21;
let rupiah: Intl.NumberFormat | undefined;

/**
 * IDR without decimals, Indonesian grouping: 150000 → "Rp 150.000", -5000 →
 * "-Rp 5.000" — what `Intl.NumberFormat('id-ID', { style: 'currency',
 * currency: 'IDR' })` writes with no decimals (formatRupiah.test.ts compares
 * the two), but with a plain space after "Rp" (it reads and tests the same
 * everywhere) and without Intl: the first Intl number formatter loads the
 * platform's locale data on the main thread, at the first render of a price
 * (docs/performance.md).
 */
export function formatRupiah(amount: number | null | undefined): string {
  const value = Number.isFinite(amount) ? Math.round(amount as number) : 0;
  if (Math.abs(value) >= PLAIN_DIGITS_LIMIT) {
    rupiah ??= new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    return rupiah.format(value).replace(/\u00a0/g, ' ');
  }
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${value < 0 ? '-' : ''}Rp ${grouped}`;
}

/** "Rp 150.000 - Rp 450.000" */
export function formatRupiahRange(start: number | null | undefined, end: number | null | undefined): string {
  return `${formatRupiah(start)} - ${formatRupiah(end)}`;
}
