import type { SimpleFaker } from '@faker-js/faker';
import type { DeliverySettingsRow } from '../../src/lib/delivery/deliverySettings';
import { DELIVERY_TIMES } from '../../src/lib/orders/orderValues';
import type {
  CustomerOrderRow,
  DeliveryInfoRow,
  DeliveryTimeLabel,
  FlowerProductRow,
  OrderStatusValue,
  PaymentRow,
  PaymentStatusValue,
  OrderStatusRow,
} from '../db/types';
import { DAY_MS, MINUTE_MS, addDays, atShopTime, minDate, startOfDay } from './dates';
import { seedDeliveryTerms } from './orderDeliveryTerms';
import { randomAddressParts, randomCustomerName, randomPhone, type SeedAddress } from './people';

export const ORDER_COUNT = 72;
export const FIRST_ORDER_ID = 1001;
const FIRST_STATUS_ID = 2001;
const FIRST_PAYMENT_ID = 3001;
const FIRST_DELIVERY_ID = 4001;

/** The seed draws delivery times from the product's windows (bulkOrders.ts too). */
export { DELIVERY_TIMES };

const SPECIAL_MESSAGES = [
  'Selamat ulang tahun, sayang! Semoga semua impianmu tercapai.',
  'Happy anniversary! Terima kasih sudah menemani selama ini.',
  'Selamat atas kelulusannya, bangga sekali sama kamu!',
  'Semoga lekas sembuh dan kembali sehat seperti sediakala.',
  'Selamat menempuh hidup baru, semoga menjadi keluarga sakinah.',
  'Turut berduka cita sedalam-dalamnya. Semoga keluarga diberi ketabahan.',
  'Selamat atas pembukaan toko barunya, semoga laris manis!',
  'Untuk Mama tercinta, terima kasih untuk segalanya.',
  'Maaf ya, aku sayang kamu.',
  'Selamat atas promosinya! Sukses terus di posisi baru.',
  'Selamat hari ibu, Bunda. Love you!',
  'Mohon diantar sebelum jam 10 pagi, terima kasih.',
  'Tolong hubungi penerima sebelum mengantar.',
  'Selamat atas kelahiran putri pertamanya!',
];

interface OrderBundle {
  customerOrders: CustomerOrderRow[];
  orderStatuses: OrderStatusRow[];
  payments: PaymentRow[];
  deliveryInfos: DeliveryInfoRow[];
}

interface Draft {
  orderDate: Date;
  deliveryDate: Date;
  deliveryTime: DeliveryTimeLabel;
  status: OrderStatusValue;
  payment: PaymentStatusValue;
  /** picked up at the shop (see orderDeliveryTerms.ts) */
  pickup?: boolean;
}

/** Order and payment status that fit the delivery date relative to today. */
function pickStatuses(faker: SimpleFaker, deliveryDate: Date, today: Date): Pick<Draft, 'status' | 'payment'> {
  if (deliveryDate.getTime() > today.getTime()) {
    const status = faker.helpers.weightedArrayElement<OrderStatusValue>([
      { value: 'Pending', weight: 5 },
      { value: 'Processing', weight: 4 },
      { value: 'Cancelled', weight: 1 },
    ]);
    if (status === 'Pending')
      return {
        status,
        payment: faker.helpers.weightedArrayElement<PaymentStatusValue>([
          { value: 'Pending', weight: 9 },
          { value: 'Failed', weight: 1 },
        ]),
      };
    if (status === 'Processing')
      return { status, payment: faker.datatype.boolean({ probability: 0.75 }) ? 'Paid' : 'Pending' };
    return { status, payment: faker.datatype.boolean() ? 'Refunded' : 'Failed' };
  }
  const status = faker.helpers.weightedArrayElement<OrderStatusValue>([
    { value: 'Delivered', weight: 45 },
    { value: 'Completed', weight: 38 },
    { value: 'Cancelled', weight: 12 },
  ]);
  if (status === 'Cancelled')
    return { status, payment: faker.datatype.boolean({ probability: 0.6 }) ? 'Refunded' : 'Failed' };
  return { status, payment: faker.datatype.boolean({ probability: 0.94 }) ? 'Paid' : 'Pending' };
}

function draftOrders(faker: SimpleFaker, now: Date): Draft[] {
  const today = startOfDay(now);
  const drafts: Draft[] = [];
  for (let i = 0; i < ORDER_COUNT; i++) {
    // a few more orders in the recent weeks than long ago
    const daysAgo = Math.min(89, Math.floor(Math.pow(faker.number.float({ min: 0, max: 1 }), 1.3) * 90));
    let orderDate = atShopTime(
      today,
      -daysAgo,
      faker.number.int({ min: 7, max: 21 }),
      faker.number.int({ min: 0, max: 59 }),
    );
    if (orderDate.getTime() > now.getTime())
      orderDate = new Date(now.getTime() - faker.number.int({ min: 5, max: 180 }) * MINUTE_MS);
    if (now.getTime() - orderDate.getTime() >= 90 * DAY_MS) orderDate = new Date(now.getTime() - 89 * DAY_MS);
    const deliveryDate = addDays(orderDate, faker.number.int({ min: 1, max: 7 }));
    const deliveryTime = faker.helpers.arrayElement(DELIVERY_TIMES);
    drafts.push({ orderDate, deliveryDate, deliveryTime, ...pickStatuses(faker, deliveryDate, today) });
  }
  drafts.sort((a, b) => a.orderDate.getTime() - b.orderDate.getTime());
  forceCoverage(drafts, today);
  return drafts;
}

/**
 * Makes sure every delivery time label appears, that a "late transactions"
 * report has rows: orders due today or earlier that are still Pending/Processing,
 * two of them due today (deliveries, on the Driver's run); and that the board has an open pickup due the shop's
 * tomorrow.
 */
function forceCoverage(drafts: Draft[], today: Date): void {
  DELIVERY_TIMES.forEach((label, i) => {
    if (!drafts.some((d) => d.deliveryTime === label)) drafts[i * 7].deliveryTime = label;
  });

  // Two, so the Driver's run of the shop's today has stops to reorder.
  const dueToday = [...drafts]
    .reverse()
    .filter((d) => {
      const daysBefore = Math.round((today.getTime() - startOfDay(d.orderDate).getTime()) / DAY_MS);
      return daysBefore >= 1 && daysBefore <= 7 && d.deliveryDate.getTime() >= today.getTime();
    })
    .slice(0, 2);
  for (const d of dueToday) Object.assign(d, { deliveryDate: today, status: 'Processing', payment: 'Paid' });

  const late: Array<Pick<Draft, 'status' | 'payment'>> = [
    { status: 'Pending', payment: 'Pending' },
    { status: 'Processing', payment: 'Pending' },
    { status: 'Pending', payment: 'Pending' },
  ];
  drafts
    .filter((d) => !dueToday.includes(d) && d.deliveryDate.getTime() < today.getTime() && d.status !== 'Cancelled')
    .slice(-late.length)
    .forEach((d, i) => Object.assign(d, late[i]));

  // An upcoming order was placed at most 6 days before today, so moved to tomorrow it is still delivered 1–7 days after
  // it.
  const upcoming = drafts.filter((d) => !dueToday.includes(d) && d.deliveryDate.getTime() > today.getTime());
  const pickup = upcoming.findLast((d) => d.status !== 'Cancelled') ?? upcoming.at(-1);
  if (pickup) {
    Object.assign(pickup, { deliveryDate: addDays(today, 1), pickup: true });
    if (pickup.status === 'Cancelled') Object.assign(pickup, { status: 'Pending', payment: 'Pending' });
  }
}

/**
 * The seeded orders with their status, payment and delivery rows. With the shop's delivery settings, the
 * recent orders carry the proposed delivery terms (orderDeliveryTerms.ts); older ones are as before.
 */
export function createOrders(
  faker: SimpleFaker,
  now: Date,
  products: readonly FlowerProductRow[],
  deliverySettings: DeliverySettingsRow | null = null,
): OrderBundle {
  const bundle: OrderBundle = { customerOrders: [], orderStatuses: [], payments: [], deliveryInfos: [] };
  const drafts = draftOrders(faker, now);
  const addresses: SeedAddress[] = [];

  drafts.forEach((draft, index) => {
    const orderID = FIRST_ORDER_ID + index;
    const product = faker.helpers.arrayElement(products);
    // mostly 1–5; now and then a bulk order (up to the form's maximum of 20) of a cheaper item
    const bulk = product.price <= 400_000 && faker.datatype.boolean({ probability: 0.1 });
    const quantity = bulk
      ? faker.number.int({ min: 6, max: 20 })
      : faker.helpers.weightedArrayElement([
          { value: 1, weight: 40 },
          { value: 2, weight: 25 },
          { value: 3, weight: 15 },
          { value: 4, weight: 10 },
          { value: 5, weight: 10 },
        ]);
    const customerName = randomCustomerName(faker);
    const phoneNumber = randomPhone(faker);
    const parts = randomAddressParts(faker);
    addresses.push(parts);
    const address = parts.address;
    const specialMessage = faker.datatype.boolean() ? faker.helpers.arrayElement(SPECIAL_MESSAGES) : null;
    const orderDate = draft.orderDate.toISOString();
    const deliveryDate = draft.deliveryDate.toISOString();
    const totalPrice = product.price * quantity;

    bundle.customerOrders.push({
      orderID,
      productID: product.productID,
      customerName,
      phoneNumber,
      address,
      specialMessage,
      quantity,
      unitPrice: product.price,
      totalPrice,
      orderDate,
      deliveryDate,
      deliveryTime: draft.deliveryTime,
      product: {
        productID: product.productID,
        productName: product.productName,
        description: product.description,
        imageUrl: product.imageUrl,
      },
    });

    const changedAt = (maxHours: number): string =>
      minDate(
        new Date(draft.orderDate.getTime() + faker.number.int({ min: 10, max: maxHours * 60 }) * MINUTE_MS),
        now,
      ).toISOString();

    bundle.orderStatuses.push({
      statusID: FIRST_STATUS_ID + index,
      orderID,
      status: draft.status,
      confirmationDate: draft.status === 'Pending' ? orderDate : changedAt(draft.status === 'Processing' ? 12 : 48),
    });
    bundle.payments.push({
      paymentID: FIRST_PAYMENT_ID + index,
      orderID,
      paymentAmount: totalPrice,
      paymentStatus: draft.payment,
      paymentDate: draft.payment === 'Pending' ? orderDate : changedAt(draft.payment === 'Refunded' ? 72 : 6),
    });
    bundle.deliveryInfos.push({
      deliveryID: FIRST_DELIVERY_ID + index,
      orderID,
      deliveryDate,
      deliveryTime: draft.deliveryTime,
      recipientName: customerName,
      recipientPhone: phoneNumber,
      deliveryAddress: address,
    });
  });

  // After every other draw, so the orders are the same with or without the terms.
  bundle.customerOrders.forEach((order, index) => {
    const draft = drafts[index];
    Object.assign(
      order,
      seedDeliveryTerms(faker, now, deliverySettings, {
        orderDate: draft.orderDate,
        totalPrice: order.totalPrice,
        address: addresses[index],
        pickup: draft.pickup === true,
      }),
    );
  });

  // Drawn last, so adding the order page's keys left every earlier draw (and so the seeded shop) as it was.
  for (const order of bundle.customerOrders) order.trackingToken = faker.string.alphanumeric(22);
  return bundle;
}
