import { shopTomorrow } from '../../src/lib/dates/shopClock';

/**
 * A valid createCustomerOrder body as the order wizard sends it (2 × Rp 350.000 for the shop's tomorrow,
 * 'Siti Kontrak'); `overrides` win. Free of the contract harness, so the app's tests can place orders with it too.
 */
export function validOrder(productID: number, overrides: Record<string, unknown> = {}) {
  const now = new Date();
  // The earliest day the shop accepts: its tomorrow, as the wizard sends it (a plain shop day).
  const tomorrow = shopTomorrow(now);
  return {
    orderID: 0,
    customerName: 'Siti Kontrak',
    productID,
    quantity: 2,
    unitPrice: 350000,
    totalPrice: 700000,
    specialMessage: 'Selamat!',
    orderDate: now.toISOString(),
    deliveryDate: tomorrow,
    deliveryTime: 'Pagi (08:00 - 12:00)',
    phoneNumber: '081298765432',
    address: 'Jl. Kontrak No. 1, Jakarta',
    flowerProduct: {
      productID,
      productName: 'x',
      productAttributes: [{ attributeID: 0, attributeName: 'feature', flowerProduct: 'x' }],
    },
    orderStatuses: [
      { statusID: 0, orderID: 0, status: 'Pending', confirmationDate: now.toISOString(), customerOrder: 'string' },
    ],
    payments: [
      {
        paymentID: 0,
        orderID: 0,
        paymentAmount: 700000,
        paymentStatus: 'Pending',
        paymentDate: now.toISOString(),
        customerOrder: 'string',
      },
    ],
    deliveryInfos: [
      {
        deliveryID: 0,
        orderID: 0,
        deliveryDate: tomorrow,
        deliveryTime: 'Pagi (08:00 - 12:00)',
        recipientName: 'Siti Kontrak',
        recipientPhone: '081298765432',
        deliveryAddress: 'Jl. Kontrak No. 1, Jakarta',
        customerOrder: 'string',
      },
    ],
    ...overrides,
  };
}
