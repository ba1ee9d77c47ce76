import { issueToken } from '@mocks/handlers/authToken';
import { getDb } from '@mocks/node';
import { shopTomorrow } from '@/lib/dates/shopClock';

/** Test helpers: orders and proofs made through the mock backend's own calls, as a customer and the shop would. */

const api = (path: string) => `${window.location.origin}${path}`;

export interface PlacedOrder {
  orderID: number;
  trackingToken: string;
  orderDate: string;
}

/** Places an order as the wizard does (2 × Rp 350.000, for the shop's tomorrow, 'Siti Kontrak', phone and address). */
export async function placeOrder(overrides: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const productID = getDb().flowerProducts.all()[0].productID;
  const response = await fetch(api('/api/CustomerOrder'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(orderBody(productID, overrides)),
  });
  if (response.status !== 201) throw new Error(`createCustomerOrder answered ${response.status}`);
  return (await response.json()) as PlacedOrder;
}

const PAGI = 'Pagi (08:00 - 12:00)';

/** The body of createCustomerOrder as the wizard sends it. */
function orderBody(productID: number, overrides: Record<string, unknown>) {
  const now = new Date().toISOString();
  const tomorrow = shopTomorrow();
  return {
    orderID: 0,
    customerName: 'Siti Kontrak',
    productID,
    quantity: 2,
    unitPrice: 350000,
    totalPrice: 700000,
    specialMessage: 'Selamat!',
    orderDate: now,
    deliveryDate: tomorrow,
    deliveryTime: PAGI,
    phoneNumber: '081298765432',
    address: 'Jl. Kontrak No. 1, Jakarta',
    flowerProduct: { productID, productName: 'x', productAttributes: [{ attributeID: 0, attributeName: 'feature', flowerProduct: 'x' }] },
    orderStatuses: [{ statusID: 0, orderID: 0, status: 'Pending', confirmationDate: now, customerOrder: 'string' }],
    payments: [{ paymentID: 0, orderID: 0, paymentAmount: 700000, paymentStatus: 'Pending', paymentDate: now, customerOrder: 'string' }],
    deliveryInfos: [
      {
        deliveryID: 0,
        orderID: 0,
        deliveryDate: tomorrow,
        deliveryTime: PAGI,
        recipientName: 'Siti Kontrak',
        recipientPhone: '081298765432',
        deliveryAddress: 'Jl. Kontrak No. 1, Jakarta',
        customerOrder: 'string',
      },
    ],
    ...overrides,
  };
}

/** The order page's path of an order. */
export const pagePath = (order: Pick<PlacedOrder, 'orderID' | 'trackingToken'>, token = order.trackingToken) =>
  `/public/pesanan/${order.orderID}?t=${encodeURIComponent(token)}`;

/** Sends a 1 × 1 PNG as the order's proof. */
export async function sendProof(order: PlacedOrder): Promise<number> {
  const form = new FormData();
  form.append('file', pngFile());
  const response = await fetch(api(`/api/public/orders/${order.orderID}/payment-proofs?token=${encodeURIComponent(order.trackingToken)}`), { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`uploadPaymentProof answered ${response.status}`);
  return ((await response.json()) as { proofID: number }).proofID;
}

/** The shop reviews a proof (the owner's token). */
export async function reviewProof(orderID: number, proofID: number, review: { decision: 'approve' | 'reject'; reason?: string }) {
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

export function pngFile(name = 'bukti.png'): File {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
