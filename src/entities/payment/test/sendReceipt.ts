import type { CustomerOrder } from '@/api/generated/shopApi';
import { pngFile } from '@mocks/contract/pngFile';
import { issueToken } from '@mocks/handlers/authToken';

const origin = () => window.location.origin;

/** Seeded orders a customer may still pay: with a tracking token, not cancelled, payment not yet Paid; newest first. */
export async function payableOrders(): Promise<CustomerOrder[]> {
  const response = await fetch(`${origin()}/api/CustomerOrder`, {
    headers: { Authorization: `Bearer ${issueToken('owner')}` },
  });
  const orders = (await response.json()) as CustomerOrder[];
  return orders.filter(
    (order) =>
      order.trackingToken &&
      order.orderStatuses?.[0]?.status !== 'Cancelled' &&
      order.payments?.[0]?.paymentStatus !== 'Paid',
  );
}

/**
 * Sends a payment receipt for an order as its customer does (with the order's tracking token), through the mock
 * backend.
 */
export async function sendReceipt(order: CustomerOrder): Promise<{ orderID: number; proofID: number }> {
  const form = new FormData();
  form.append('file', pngFile('bukti.png'));
  const response = await fetch(
    `${origin()}/api/public/orders/${order.orderID}/payment-proofs?token=${encodeURIComponent(order.trackingToken!)}`,
    { method: 'POST', body: form },
  );
  if (response.status !== 201)
    throw new Error(`uploadPaymentProof answered ${response.status}: ${await response.text()}`);
  const receipt = (await response.json()) as { proofID: number };
  return { orderID: order.orderID, proofID: receipt.proofID };
}

/** Receipts for the first `count` payable orders; returns those orders. */
export async function sendReceipts(count: number): Promise<CustomerOrder[]> {
  const orders = (await payableOrders()).slice(0, count);
  if (orders.length < count) throw new Error(`only ${orders.length} payable orders in the seed`);
  for (const order of orders) await sendReceipt(order);
  return orders;
}
