import { orderStatusTone, type StatusTone } from '@/entities/order/model/orderStatus';
import { formatDate } from '@/lib/dates/formatDate';
import { formatRupiah } from '@/lib/money/formatRupiah';

/**
 * Chart fill of each status colour (the colour rules themselves are the order read model's,
 * docs/product-rules.md#status-badges).
 */
const TONE_FILLS: Record<StatusTone, string> = {
  yellow: '#e0a800',
  blue: '#0d6efd',
  green: '#198754',
  purple: '#6f42c1',
  red: '#dc3545',
  grey: '#6c757d',
};

export function statusFill(status: string): string {
  return TONE_FILLS[orderStatusTone(status)];
}

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
