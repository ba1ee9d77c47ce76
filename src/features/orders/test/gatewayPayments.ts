import type { CustomerOrder } from '@/api/generated/shopApi';
import { payableOrders, sendReceipt } from '@/entities/payment/test/sendReceipt';
import { issueToken } from '@mocks/handlers/authToken';

const origin = () => window.location.origin;

/**
 * A customer pays an order's deposit through the gateway, as the order page does (a session with the order's token),
 * and the gateway's signed notification lands (the mock's simulator): the order reads paid by that method.
 */
export async function payDepositByGateway(order: CustomerOrder, method = 'qris') {
  const opened = await fetch(
    `${origin()}/api/public/orders/${order.orderID}/payment-sessions?token=${encodeURIComponent(order.trackingToken!)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `test-${order.orderID}-${method}` },
      body: JSON.stringify({ purpose: 'deposit', method }),
    },
  );
  if (opened.status !== 201) throw new Error(`createPaymentSession answered ${opened.status}`);
  const session = (await opened.json()) as { sessionID: number; reference: string; amount: number };
  const paid = await fetch(`${origin()}/__mock/payments/${session.sessionID}/simulate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome: 'paid' }),
  });
  if (!paid.ok) throw new Error(`the gateway simulator answered ${paid.status}`);
  return session;
}

/** A customer sends a payment proof for the order and the owner approves it (the deposit) or refuses it. */
export async function payByApprovedProof(
  order: CustomerOrder,
  review: { decision: 'approve' } | { decision: 'reject'; reason: string } = { decision: 'approve' },
) {
  const { proofID } = await sendReceipt(order);
  const answer = await fetch(`${origin()}/api/CustomerOrder/${order.orderID}/payment-proofs/${proofID}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${issueToken('owner')}` },
    body: JSON.stringify(review),
  });
  if (!answer.ok) throw new Error(`reviewPaymentProof answered ${answer.status}`);
}

/** Two orders a customer may still pay (with a token, not cancelled, not paid). */
export async function twoPayableOrders(): Promise<[CustomerOrder, CustomerOrder]> {
  const [first, second] = await payableOrders();
  if (!first || !second) throw new Error('fewer than two payable orders in the seed');
  return [first, second];
}
