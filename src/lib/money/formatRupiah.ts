// Made on first use, not when the module loads: the first Intl formatter costs the start a long task (issue 15).
let rupiah: Intl.NumberFormat | undefined;

/** IDR without decimals, Indonesian grouping: 150000 → "Rp 150.000". */
export function formatRupiah(amount: number | null | undefined): string {
  const value = Number.isFinite(amount) ? Math.round(amount as number) : 0;
  rupiah ??= new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  // Intl puts a no-break space after "Rp"; a plain space reads and tests the same everywhere.
  return rupiah.format(value).replace(/\u00a0/g, ' ');
}

/** "Rp 150.000 - Rp 450.000" */
export function formatRupiahRange(start: number | null | undefined, end: number | null | undefined): string {
  return `${formatRupiah(start)} - ${formatRupiah(end)}`;
}
