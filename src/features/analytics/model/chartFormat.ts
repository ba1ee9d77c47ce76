import { formatRupiah } from '@/lib/money/formatRupiah';
import { formatDate } from '@/lib/dates/formatDate';

/** Order-status colours (spec §4): pending yellow, processing blue, completed green, cancelled red, delivered purple, others grey. */
export const STATUS_COLOURS: Record<string, string> = {
  Pending: '#e0a800',
  Processing: '#0d6efd',
  Completed: '#198754',
  Delivered: '#6f42c1',
  Cancelled: '#dc3545',
  Unknown: '#6c757d',
};

export const REVENUE_COLOUR = '#b83b5e';
export const ORDERS_COLOUR = '#5f7a61';

/** "Rp 1,2 jt" style axis ticks. */
export function compactRupiah(value: number, locale: string): string {
  return `Rp ${new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)}`;
}

export function shortDay(isoDate: string, locale: string): string {
  return formatDate(isoDate, locale, 'dayMonth');
}

export { formatRupiah };
