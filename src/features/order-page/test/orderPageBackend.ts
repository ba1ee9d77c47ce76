import { orderPagePath } from '@/entities/order/orderPageLink';
import { pngFile } from '@mocks/contract/pngFile';
import { validOrder } from '@mocks/contract/validOrder';
import { issueToken } from '@mocks/handlers/authToken';
import { getDb } from '@mocks/node';

/** Test helpers: orders and receipts made through the mock backend's own calls, as a customer and the shop would. */

const api = (path: string) => `${window.location.origin}${path}`;

export interface PlacedOrder {
  orderID: number;
  trackingToken: string;
  orderDate: string;
  deliveryDate: string;
}

/**
 * Places an order as the wizard does (the contract suite's valid order: 2 × Rp 350.000 for the shop's tomorrow,
 * 'Siti Kontrak').
 */
export async function placeOrder(overrides: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const productID = getDb().flowerProducts.all()[0].productID;
  const response = await fetch(api('/api/CustomerOrder'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validOrder(productID, overrides)),
  });
  if (response.status !== 201) throw new Error(`createCustomerOrder answered ${response.status}`);
  return (await response.json()) as PlacedOrder;
}

/** The order page's path of an order (with another token to try a wrong link). */
export const pagePath = (order: Pick<PlacedOrder, 'orderID' | 'trackingToken'>, token = order.trackingToken) =>
  orderPagePath(order.orderID, token);

/** Sends a 1 × 1 PNG as the order's receipt. */
export async function sendReceipt(order: PlacedOrder): Promise<number> {
  const form = new FormData();
  form.append('file', pngFile('bukti.png'));
  const response = await fetch(
    api(`/api/public/orders/${order.orderID}/payment-proofs?token=${encodeURIComponent(order.trackingToken)}`),
    { method: 'POST', body: form },
  );
  if (response.status !== 201) throw new Error(`uploadPaymentProof answered ${response.status}`);
  return ((await response.json()) as { proofID: number }).proofID;
}

/** The shop reviews a receipt (the owner's token). */
export async function reviewReceipt(
  orderID: number,
  proofID: number,
  review: { decision: 'approve' | 'reject'; reason?: string },
) {
  const response = await fetch(api(`/api/CustomerOrder/${orderID}/payment-proofs/${proofID}`), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${issueToken('owner')}` },
    body: JSON.stringify(review),
  });
  if (response.status !== 200) throw new Error(`reviewPaymentProof answered ${response.status}`);
}

/** The shop changes the order's status. */
export async function setOrderStatus(orderID: number, status: string) {
  const response = await fetch(api(`/api/CustomerOrder/${orderID}/status`), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${issueToken('owner')}` },
    body: JSON.stringify({ status }),
  });
  if (response.status !== 200) throw new Error(`updateCustomerOrderStatus answered ${response.status}`);
}

/** The shop files what happened at the door (with a photo when `delivered`). */
export async function fileProof(
  orderID: number,
  proof: { outcome: 'delivered' | 'carded' | 'returned' | 'failed'; receivedBy?: string },
) {
  const form = new FormData();
  form.append('outcome', proof.outcome);
  if (proof.receivedBy) form.append('receivedBy', proof.receivedBy);
  if (proof.outcome === 'delivered') form.append('photo', pngFile('diterima.png'));
  const response = await fetch(api(`/api/CustomerOrder/${orderID}/delivery-proofs`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${issueToken('owner')}`, 'Idempotency-Key': `proof-${orderID}-${proof.outcome}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`fileDeliveryProof answered ${response.status}`);
}

/** Opens a payment session as the order page does (resolves with the session the mock made). */
export async function openPaymentSession(
  order: PlacedOrder,
  input: { purpose: 'deposit' | 'balance'; method: string },
  key = `test-${order.orderID}-${input.purpose}-${input.method}`,
): Promise<{ sessionID: number; reference: string; status: string }> {
  const response = await fetch(
    api(`/api/public/orders/${order.orderID}/payment-sessions?token=${encodeURIComponent(order.trackingToken)}`),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(input),
    },
  );
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`createPaymentSession answered ${response.status}`);
  return (await response.json()) as { sessionID: number; reference: string; status: string };
}

/** The gateway tells the shop what became of a session (the mock's simulator signs the notification). */
export async function simulateGateway(sessionID: number, outcome: 'paid' | 'expired' | 'failed') {
  const response = await fetch(api(`/__mock/payments/${sessionID}/simulate`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  if (!response.ok) throw new Error(`the gateway simulator answered ${response.status}`);
}
