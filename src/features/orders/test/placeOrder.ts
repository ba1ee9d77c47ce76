import { shopTomorrow } from '@/lib/dates/shopClock';
import { getDb } from '@mocks/node';

/**
 * A customer places an order through the mock backend, as the order wizard does (createCustomerOrder,
 * no token), for the shop's tomorrow. Answers the new order's id.
 */
export async function placeOrder(customerName = 'Siti Baru'): Promise<number> {
  const now = new Date();
  const day = shopTomorrow(now);
  const product = getDb().flowerProducts.all()[0];
  const time = 'Pagi (08:00 - 12:00)';
  const body = {
    orderID: 0,
    customerName,
    productID: product.productID,
    quantity: 1,
    unitPrice: 350_000,
    totalPrice: 350_000,
    specialMessage: 'Selamat!',
    orderDate: now.toISOString(),
    deliveryDate: day,
    deliveryTime: time,
    phoneNumber: '081298765432',
    address: 'Jl. Melati No. 1, Jakarta',
    orderStatuses: [{ statusID: 0, orderID: 0, status: 'Pending', confirmationDate: now.toISOString() }],
    payments: [
      { paymentID: 0, orderID: 0, paymentAmount: 350_000, paymentStatus: 'Pending', paymentDate: now.toISOString() },
    ],
    deliveryInfos: [
      {
        deliveryID: 0,
        orderID: 0,
        deliveryDate: day,
        deliveryTime: time,
        recipientName: customerName,
        recipientPhone: '081298765432',
        deliveryAddress: 'Jl. Melati No. 1, Jakarta',
      },
    ],
  };
  const before = new Set(
    getDb()
      .customerOrders.all()
      .map((order) => order.orderID),
  );
  const response = await fetch(`${window.location.origin}/api/CustomerOrder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`placing an order answered ${response.status}: ${await response.text()}`);
  const created = getDb()
    .customerOrders.all()
    .find((order) => !before.has(order.orderID));
  if (!created) throw new Error('no new order in the mock database');
  return created.orderID;
}
