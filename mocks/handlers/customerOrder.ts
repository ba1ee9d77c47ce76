import type { MockDatabase } from '../db/database';
import { toIsoDateTime } from '../db/dates';
import { toCustomerOrder } from '../db/joins';
import { checkNewOrderDelivery } from '../db/orderDelivery';
import { checkOrderWords } from '../db/orderWords';
import { newTrackingToken } from '../db/trackingToken';
import type { CustomerOrderRow } from '../db/types';
import type {
  CustomerOrderInput,
  CustomerOrderUpdate,
  OrderProblem,
  OrderStatusUpdate,
  PaymentStatusUpdate,
} from '../runtime/apiTypes';
import { defineOperation } from './defineOperation';
import { newOrderProblems } from './orderRules';
import { created, HttpError, invalid, json, noContent, notFound, ok, validationProblemBody } from './responses';

/** Tag CustomerOrder: orders with their status, payment and delivery entries. */

export function findOrder(db: MockDatabase, id: number): CustomerOrderRow {
  return db.customerOrders.find(id) ?? notFound(`Customer order ${id} was not found.`);
}

/**
 * A refused order: 400 `OrderProblem`, with the proposed words' codes (`codes` by field, `code` the first) when any
 * of its refusals has one.
 */
export function refuseOrder(errors: Record<string, string[]>, codes: OrderProblem['codes'] = {}): never {
  const first = Object.values(codes)[0];
  throw new HttpError(json({ ...validationProblemBody(errors), ...(first ? { code: first, codes } : {}) }, 400));
}

const newestFirst = (a: CustomerOrderRow, b: CustomerOrderRow) =>
  new Date(b.orderDate).getTime() - new Date(a.orderDate).getTime() || b.orderID - a.orderID;

export const customerOrderOperations = [
  defineOperation('listCustomerOrders', ({ db, join }) =>
    ok([...db.customerOrders.all()].sort(newestFirst).map((row) => toCustomerOrder(db, row, join))),
  ),

  defineOperation('createCustomerOrder', ({ db, body, join, now }) => {
    const input = body as CustomerOrderInput;
    const delivery = checkNewOrderDelivery(db, input, now, newOrderProblems(input, now));
    const known = db.flowerProducts.find(input.productID);
    const words = checkOrderWords(db, input, known, now);
    const problems = { ...delivery.problems, ...words.problems };
    if (!known) problems.productID = [`productID ${input.productID} does not name an existing product`];
    if (Object.keys(problems).length > 0) refuseOrder(problems, words.codes);
    const product = known!;
    const deliveryDate = toIsoDateTime(input.deliveryDate);
    const order = db.customerOrders.insert({
      productID: product.productID,
      customerName: input.customerName,
      phoneNumber: input.phoneNumber,
      address: input.address,
      specialMessage: input.specialMessage ?? null,
      quantity: input.quantity,
      unitPrice: input.unitPrice,
      totalPrice: input.totalPrice,
      orderDate: toIsoDateTime(input.orderDate),
      deliveryDate,
      deliveryTime: input.deliveryTime,
      product: {
        productID: product.productID,
        productName: product.productName,
        description: product.description,
        imageUrl: product.imageUrl,
      },
      ...delivery.terms,
      ...words.words,
      trackingToken: newTrackingToken(),
    });
    const stamp = now.toISOString();
    db.orderStatuses.insert({ orderID: order.orderID, status: 'Pending', confirmationDate: stamp });
    db.payments.insert({
      orderID: order.orderID,
      paymentAmount: order.totalPrice,
      paymentStatus: 'Pending',
      paymentDate: stamp,
    });
    const sent = input.deliveryInfos?.[0];
    db.deliveryInfos.insert({
      orderID: order.orderID,
      deliveryDate: sent?.deliveryDate ? toIsoDateTime(sent.deliveryDate) : deliveryDate,
      deliveryTime: sent?.deliveryTime || order.deliveryTime,
      recipientName: sent?.recipientName || order.customerName,
      recipientPhone: sent?.recipientPhone || order.phoneNumber,
      deliveryAddress: sent?.deliveryAddress || order.address,
    });
    return created(toCustomerOrder(db, order, join));
  }),

  defineOperation('getCustomerOrder', ({ db, params, join }) =>
    ok(toCustomerOrder(db, findOrder(db, params.id as number), join)),
  ),

  defineOperation('updateCustomerOrder', ({ db, params, body, join }) => {
    const id = params.id as number;
    const input = body as CustomerOrderUpdate;
    if (input.orderID !== id)
      invalid({ orderID: [`orderID ${input.orderID} does not match the id in the path (${id})`] });
    const current = findOrder(db, id);
    const deliveryDate = toIsoDateTime(input.deliveryDate);
    const order = db.customerOrders.update(id, {
      customerName: input.customerName,
      phoneNumber: input.phoneNumber,
      address: input.address,
      specialMessage: input.specialMessage === undefined ? current.specialMessage : input.specialMessage,
      quantity: input.quantity,
      unitPrice: input.unitPrice,
      totalPrice: input.totalPrice,
      deliveryDate,
      deliveryTime: input.deliveryTime,
    })!;
    const delivery = {
      deliveryDate,
      deliveryTime: order.deliveryTime,
      recipientName: order.customerName,
      recipientPhone: order.phoneNumber,
      deliveryAddress: order.address,
    };
    const firstDelivery = db.deliveriesOfOrder(id)[0];
    if (firstDelivery) db.deliveryInfos.update(firstDelivery.deliveryID, delivery);
    else db.deliveryInfos.insert({ orderID: id, ...delivery });
    const firstPayment = db.currentPayment(id);
    if (firstPayment) db.payments.update(firstPayment.paymentID, { paymentAmount: order.totalPrice });
    return ok(toCustomerOrder(db, order, join));
  }),

  defineOperation('deleteCustomerOrder', ({ db, params }) => {
    const id = params.id as number;
    findOrder(db, id);
    db.deleteOrder(id);
    return noContent();
  }),

  // The server's side of docs/product-rules.md#status-changes: the first entry (the displayed one) takes the new
  // value stamped now, or one is added; no order of steps is enforced. The app shows the same change at once
  // (src/entities/order/model/statusKinds.ts) until this answer reloads the list.
  defineOperation('updateCustomerOrderStatus', ({ db, params, body, join, now, user }) => {
    const order = findOrder(db, params.id as number);
    const { status } = body as OrderStatusUpdate;
    db.setOrderStatus(order.orderID, status, now.toISOString(), user?.username ?? null);
    return ok(toCustomerOrder(db, order, join));
  }),

  defineOperation('updateCustomerOrderPaymentStatus', ({ db, params, body, join, now, user }) => {
    const order = findOrder(db, params.id as number);
    const { paymentStatus } = body as PaymentStatusUpdate;
    const first = db.currentPayment(order.orderID);
    const changes = { paymentStatus, paymentDate: now.toISOString() };
    if (first) db.payments.update(first.paymentID, changes);
    else db.payments.insert({ orderID: order.orderID, paymentAmount: order.totalPrice, ...changes });
    if (first?.paymentStatus !== paymentStatus)
      db.recordOrderEvent(order.orderID, 'payment', paymentStatus, changes.paymentDate, user?.username ?? null);
    return ok(toCustomerOrder(db, order, join));
  }),
];
