import type { CustomerOrder, OrderStatusValue, PaymentStatusValue } from '@/api/generated/shopApi';

type Overrides = Partial<Omit<CustomerOrder, 'orderStatuses' | 'payments'>> & {
  /** The status entries, first = displayed (spec §4). */
  statuses?: Array<OrderStatusValue | string>;
  payments?: Array<PaymentStatusValue | string>;
};

/** A customer order as the API returns it, with sensible defaults (tests and stories). */
export function makeOrder(orderID: number, { statuses = ['Pending'], payments = ['Pending'], ...overrides }: Overrides = {}): CustomerOrder {
  const totalPrice = overrides.totalPrice ?? (overrides.unitPrice ?? 250_000) * (overrides.quantity ?? 1);
  return {
    orderID,
    customerName: 'Dewi Lestari',
    phoneNumber: '081234567890',
    address: 'Jl. Kemang Raya No. 15, Jakarta Selatan 12730',
    specialMessage: null,
    quantity: 1,
    unitPrice: 250_000,
    totalPrice,
    orderDate: '2026-11-20T03:15:00.000Z',
    deliveryDate: '2026-11-21T17:00:00.000Z',
    deliveryTime: 'Pagi (08:00 - 12:00)',
    productID: 7,
    flowerProduct: { productID: 7, productName: 'Buket Mawar Merah', description: 'Dua belas mawar merah segar.', imageUrl: '/mock-assets/products/mawar.jpg' },
    orderStatuses: statuses.map((status, index) => ({ statusID: orderID * 10 + index, orderID, status: status as OrderStatusValue, confirmationDate: '2026-11-20T03:15:00.000Z' })),
    payments: payments.map((paymentStatus, index) => ({
      paymentID: orderID * 10 + index,
      orderID,
      paymentAmount: totalPrice,
      paymentStatus: paymentStatus as PaymentStatusValue,
      paymentDate: '2026-11-20T03:15:00.000Z',
    })),
    deliveryInfos: [],
    ...overrides,
  };
}

/**
 * Order #1500 with every detail (tests and stories): a special message, a
 * delivery record naming another recipient, processing and paid.
 */
export function detailedOrder(overrides: Overrides = {}): CustomerOrder {
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
