import type { CustomerOrder, OrderStatusValue, PaymentStatusValue } from '@/api/generated/shopApi';

export type OrderOverrides = Partial<Omit<CustomerOrder, 'orderStatuses' | 'payments'>> & {
  /** The status entries, first = displayed (docs/product-rules.md#order-statuses). */
  statuses?: Array<OrderStatusValue | string>;
  payments?: Array<PaymentStatusValue | string>;
};

/** A customer order as the API returns it, with sensible defaults (tests and stories). */
export function makeOrder(
  orderID: number,
  { statuses = ['Pending'], payments = ['Pending'], ...overrides }: OrderOverrides = {},
): CustomerOrder {
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
    flowerProduct: {
      productID: 7,
      productName: 'Buket Mawar Merah',
      description: 'Dua belas mawar merah segar.',
      imageUrl: '/mock-assets/products/mawar.jpg',
    },
    orderStatuses: statuses.map((status, index) => ({
      statusID: orderID * 10 + index,
      orderID,
      status: status as OrderStatusValue,
      confirmationDate: '2026-11-20T03:15:00.000Z',
    })),
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
