import { addDays, shopTomorrow } from '../../src/lib/dates/shopClock';
import { createDeliverySettings } from '../seed/deliverySettings';

/**
 * The first day from the shop's tomorrow that the seeded delivery settings keep open: the seed closes the next
 * national holidays, and the shop's calendar holds for every order (docs/product-rules.md#delivery-rules-proposed).
 */
export function seededOpenDay(now = new Date()): string {
  const closed = createDeliverySettings(now, null).closedDates;
  let day = shopTomorrow(now);
  while (closed.includes(day)) day = addDays(day, 1);
  return day;
}

/**
 * A valid createCustomerOrder body as the order wizard sends it without the delivery rules (2 × Rp 350.000 in
 * the morning of the earliest day the seeded shop delivers, its tomorrow unless that is a closed day, 'Siti
 * Kontrak'); `overrides` win, and the delivery entry follows an overridden `deliveryDate` and `deliveryTime` as
 * the wizard's does. Free of the contract harness, so the app's tests can place orders with it too.
 */
export function validOrder(productID: number, overrides: Record<string, unknown> = {}) {
  const now = new Date();
  // A plain shop day, as the wizard sends it.
  const deliveryDate = (overrides.deliveryDate as string | undefined) ?? seededOpenDay(now);
  const deliveryTime = (overrides.deliveryTime as string | undefined) ?? 'Pagi (08:00 - 12:00)';
  return {
    orderID: 0,
    customerName: 'Siti Kontrak',
    productID,
    quantity: 2,
    unitPrice: 350000,
    totalPrice: 700000,
    specialMessage: 'Selamat!',
    orderDate: now.toISOString(),
    deliveryDate,
    deliveryTime,
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
        deliveryDate,
        deliveryTime,
        recipientName: 'Siti Kontrak',
        recipientPhone: '081298765432',
        deliveryAddress: 'Jl. Kontrak No. 1, Jakarta',
        customerOrder: 'string',
      },
    ],
    ...overrides,
  };
}
