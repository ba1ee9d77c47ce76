import type { OrderTimelineEvent } from '@/api/generated/shopApi';
import { parseShopInstant } from '@/lib/dates/shopClock';

/** The event types 'Riwayat' has a label for (openapi.yaml `OrderTimelineEventType`); others read 'Kejadian lain'. */
export const TIMELINE_EVENT_TYPES: ReadonlySet<string> = new Set([
  'order_placed',
  'status_changed',
  'payment_status_changed',
  'session_created',
  'session_paid',
  'session_expired',
  'session_cancelled',
  'session_failed',
  'session_paid_late',
  'session_duplicate',
  'session_amount_mismatch',
  'session_resolved',
  'refund',
  'proof_uploaded',
  'proof_approved',
  'proof_rejected',
  'arrangement_photo',
  'arrangement_approved',
  'arrangement_change_requested',
  'board_text_corrected',
  'delivery_proof',
]);

/** The types whose `value` belongs in the label ('Status pembayaran menjadi Paid'). */
export const VALUE_IN_LABEL: ReadonlySet<string> = new Set([
  'status_changed',
  'payment_status_changed',
  'session_resolved',
  'delivery_proof',
]);

const time = (event: OrderTimelineEvent) => {
  const at = parseShopInstant(event.at).getTime();
  return Number.isNaN(at) ? 0 : at;
};

/** The events oldest first, as the server sends them; events of the same instant keep the server's order. */
export function oldestFirst(events: readonly OrderTimelineEvent[]): OrderTimelineEvent[] {
  return events
    .map((event, index) => ({ event, index, at: time(event) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ event }) => event);
}
