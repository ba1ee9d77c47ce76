import { SimpleFaker } from '@faker-js/faker';
import type { MockDatabase } from '../db/database';
import type {
  CustomerOrderRow,
  DeliveryInfoRow,
  OrderStatusRow,
  OrderStatusValue,
  PaymentRow,
  PaymentStatusValue,
} from '../db/types';
import { DAY_MS, MINUTE_MS } from './dates';
import { DELIVERY_TIMES, FIRST_ORDER_ID } from './orders';
import { randomAddress, randomCustomerName, randomPhone } from './people';

/** The most orders `bulkSeedOrders` makes (a mock, not a load test). */
export const MAX_BULK_ORDERS = 100_000;

const STATUSES: ReadonlyArray<{ value: OrderStatusValue; weight: number }> = [
  { value: 'Pending', weight: 3 },
  { value: 'Processing', weight: 2 },
  { value: 'Completed', weight: 3 },
  { value: 'Delivered', weight: 3 },
  { value: 'Cancelled', weight: 1 },
];
const PAYMENTS: ReadonlyArray<{ value: PaymentStatusValue; weight: number }> = [
  { value: 'Pending', weight: 3 },
  { value: 'Paid', weight: 6 },
  { value: 'Failed', weight: 1 },
  { value: 'Refunded', weight: 1 },
];

/**
 * Replaces every order with `count` generated ones (deterministic for a given
 * count and `now`): spread over the last 90 days, newest with the highest id,
 * products from the catalogue, Indonesian names, phones and addresses, mixed
 * statuses. For measuring the back office at scale (`npm run bench:orders`);
 * the other tables are kept. Returns how many orders there are.
 */
export function bulkSeedOrders(db: MockDatabase, count: number, now: Date): number {
  const total = Math.max(0, Math.min(MAX_BULK_ORDERS, Math.trunc(count)));
  const faker = new SimpleFaker();
  faker.seed(20261121 + total);
  const products = db.flowerProducts.all();
  const customerOrders: CustomerOrderRow[] = [];
  const orderStatuses: OrderStatusRow[] = [];
  const payments: PaymentRow[] = [];
  const deliveryInfos: DeliveryInfoRow[] = [];
  const span = 90 * DAY_MS;
  for (let index = 0; index < total && products.length > 0; index++) {
    const orderID = FIRST_ORDER_ID + index;
    const product = products[index % products.length];
    const quantity = faker.number.int({ min: 1, max: 5 });
    const orderTime = now.getTime() - span + Math.floor(((index + 1) / total) * (span - 60 * MINUTE_MS));
    const orderDate = new Date(orderTime).toISOString();
    const deliveryDate = new Date(orderTime + faker.number.int({ min: 1, max: 7 }) * DAY_MS).toISOString();
    const deliveryTime = faker.helpers.arrayElement(DELIVERY_TIMES);
    const customerName = randomCustomerName(faker);
    const phoneNumber = randomPhone(faker);
    const address = randomAddress(faker);
    const totalPrice = product.price * quantity;
    customerOrders.push({
      orderID,
      productID: product.productID,
      customerName,
      phoneNumber,
      address,
      specialMessage: null,
      quantity,
      unitPrice: product.price,
      totalPrice,
      orderDate,
      deliveryDate,
      deliveryTime,
      product: {
        productID: product.productID,
        productName: product.productName,
        description: product.description,
        imageUrl: product.imageUrl,
      },
    });
    orderStatuses.push({
      statusID: index + 1,
      orderID,
      status: faker.helpers.weightedArrayElement(STATUSES),
      confirmationDate: orderDate,
    });
    payments.push({
      paymentID: index + 1,
      orderID,
      paymentAmount: totalPrice,
      paymentStatus: faker.helpers.weightedArrayElement(PAYMENTS),
      paymentDate: orderDate,
    });
    deliveryInfos.push({
      deliveryID: index + 1,
      orderID,
      deliveryDate,
      deliveryTime,
      recipientName: customerName,
      recipientPhone: phoneNumber,
      deliveryAddress: address,
    });
  }
  db.replaceState({ ...db.state, customerOrders, orderStatuses, payments, deliveryInfos });
  return customerOrders.length;
}
