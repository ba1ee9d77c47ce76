import type { CustomerOrder, FlowerProduct } from '../runtime/apiTypes';
import { call } from './harness';
import { pngFile } from './pngFile';
import { validOrder } from './validOrder';

/**
 * Orders with a bunga papan for the correction's cases (correctOrderBoard): placed on the seeded congratulation board
 * (gabus, headline up to 24 characters), then, as `photo` says, with no arrangement photo, one waiting for the
 * customer's answer, approved, or with the customer's 'Minta perubahan' (what reopens the text).
 */

export const BOARD_PRODUCT = 'Papan Selamat & Sukses';

export const BOARD_LINES = {
  headline: 'Selamat & Sukses',
  recipient: 'Atas Pembukaan Kafe Senja',
  sender: 'Keluarga Besar PT Sinar Jaya',
};

export type PhotoAnswer = 'none' | 'pending' | 'approve' | 'change';

async function boardProduct(name: string): Promise<FlowerProduct> {
  const products = await call<FlowerProduct[]>('listFlowerProducts', { token: null });
  const found = products.body.find((each) => each.productName === name);
  if (!found) throw new Error(`no seeded product ${name}`);
  return found;
}

/** A new board order (gabus, no symbol) and, per `photo`, its arrangement photo and the customer's answer. */
export async function boardOrderWith(
  photo: PhotoAnswer,
  board: Record<string, unknown> = {},
  productName = BOARD_PRODUCT,
): Promise<CustomerOrder> {
  const product = await boardProduct(productName);
  const placed = await call<CustomerOrder>('createCustomerOrder', {
    body: validOrder(product.productID, {
      quantity: 1,
      unitPrice: product.price,
      totalPrice: product.price,
      board: { occasion: 'pembukaan', lines: BOARD_LINES, style: 'gabus', symbol: 'none', ...board },
    }),
    token: null,
  });
  if (placed.status !== 201) throw new Error(`createCustomerOrder answered ${placed.status}`);
  const order = placed.body;
  if (photo === 'none') return order;
  const form = new FormData();
  form.append('file', pngFile('papan.png'));
  const sent = await call('uploadArrangementPhoto', { params: { id: order.orderID }, form });
  if (sent.status !== 201) throw new Error(`uploadArrangementPhoto answered ${sent.status}`);
  if (photo === 'pending') return order;
  const answer = photo === 'approve' ? { decision: 'approve' } : { decision: 'change', note: 'Nama kafenya salah.' };
  const answered = await call('answerArrangementPhoto', {
    params: { orderID: order.orderID },
    query: { token: order.trackingToken! },
    body: answer,
    token: null,
  });
  if (answered.status !== 200) throw new Error(`answerArrangementPhoto answered ${answered.status}`);
  return order;
}
