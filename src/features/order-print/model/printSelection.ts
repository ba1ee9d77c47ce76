import { isIsoDay } from '@/lib/dates/shopClock';

/** What a print route prints: one order (`?order=`) or a shop day (`?day=`, today when missing or not a day). */
export type PrintSelection = { kind: 'order'; orderID: number } | { kind: 'day'; day: string };

export function printSelectionOf(params: URLSearchParams, today: string): PrintSelection {
  const order = params.get('order');
  if (order !== null && /^\d+$/.test(order.trim())) return { kind: 'order', orderID: Number(order.trim()) };
  const day = params.get('day')?.trim() ?? '';
  return { kind: 'day', day: isIsoDay(day) ? day : today };
}
