import { delay, http, HttpResponse } from 'msw';
import type { OrderTimelineEvent } from '@/api/generated/shopApi';
import { detailedOrder, makeOrder } from '@/entities/order/test/orderFixtures';

/**
 * Story answers for how orders were paid (proposed, tag Gateway): order #1500 paid by QRIS through the gateway with
 * its timeline, #1499 by an approved payment proof, #1498 not paid yet; and the timeline call loading, empty, failing
 * or absent (404).
 */
const EVENTS = '*/api/CustomerOrder/:id/events';
const REFERENCE = 'FLR-1500-DP-7QX2K';

export const STORY_EVENTS: OrderTimelineEvent[] = [
  { at: '2026-11-20T03:15:00.000Z', type: 'order_placed', actor: { kind: 'customer', name: null } },
  {
    at: '2026-11-20T03:20:00.000Z',
    type: 'session_created',
    actor: { kind: 'customer', name: null },
    amount: 337_500,
    provider: 'midtrans',
    method: 'qris',
    reference: REFERENCE,
  },
  {
    at: '2026-11-20T03:23:00.000Z',
    type: 'session_paid',
    actor: { kind: 'system', name: 'Midtrans' },
    amount: 337_500,
    provider: 'midtrans',
    method: 'qris',
    reference: REFERENCE,
  },
  {
    at: '2026-11-20T03:23:00.000Z',
    type: 'payment_status_changed',
    actor: { kind: 'system', name: null },
    value: 'Paid',
  },
  {
    at: '2026-11-20T04:00:00.000Z',
    type: 'status_changed',
    actor: { kind: 'user', name: 'owner' },
    value: 'Processing',
  },
  {
    at: '2026-11-20T06:10:00.000Z',
    type: 'arrangement_change_requested',
    actor: { kind: 'customer', name: null },
    note: 'Tolong tambah <b>pita</b> merah muda',
  },
];

const problem = (status: number, title: string) =>
  HttpResponse.json({ type: 'about:blank', title, status }, { status });

const orders = http.get('*/api/CustomerOrder', () =>
  HttpResponse.json([
    detailedOrder({ paidVia: { kind: 'gateway', method: 'qris', provider: 'midtrans' }, amountPaid: 337_500 }),
    makeOrder(1499, {
      customerName: 'Budi Santoso',
      orderDate: '2026-11-19T08:00:00.000Z',
      payments: ['Paid'],
      paidVia: { kind: 'proof' },
      amountPaid: 125_000,
    }),
    makeOrder(1498, { customerName: 'Tono Wijaya', orderDate: '2026-11-19T01:00:00.000Z', paidVia: null }),
  ]),
);

export const paymentHistoryStates = {
  populated: [orders, http.get(EVENTS, () => HttpResponse.json(STORY_EVENTS))],
  loading: [
    orders,
    http.get(EVENTS, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ],
  empty: [orders, http.get(EVENTS, () => HttpResponse.json([]))],
  error: [orders, http.get(EVENTS, () => problem(500, 'Internal Server Error'))],
  notFound: [orders, http.get(EVENTS, () => problem(404, 'Not Found'))],
};
