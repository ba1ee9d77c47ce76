import type { CustomerOrder } from '@/api/generated/shopApi';
import { makeOrder, type OrderOverrides } from './makeOrder';

export { makeOrder };

/**
 * Order #1500 with every detail (tests and stories): a special message, a
 * delivery record naming another recipient, processing and paid.
 */
export function detailedOrder(overrides: OrderOverrides = {}): CustomerOrder {
  return makeOrder(1500, {
    phoneNumber: '0812-3456-7890',
    specialMessage: 'Selamat ulang tahun, sayang!',
    quantity: 3,
    unitPrice: 225_000,
    deliveryTime: 'Siang (12:00 - 17:00)',
    statuses: ['Processing'],
    payments: ['Paid'],
    deliveryInfos: [
      {
        deliveryID: 1,
        orderID: 1500,
        deliveryDate: '2026-11-21T17:00:00.000Z',
        deliveryTime: 'Siang (12:00 - 17:00)',
        recipientName: 'Ibu Sari',
        recipientPhone: '+62 857 1111 2222',
        deliveryAddress: 'Jl. Melati No. 5, Bandung',
      },
    ],
    ...overrides,
  });
}
