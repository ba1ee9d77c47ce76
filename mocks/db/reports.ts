import {
  CLOSED_ORDER_STATUSES,
  DELIVERY_TIMES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
} from '../../src/lib/orders/orderValues';
import type {
  DailySummary,
  DashboardSummary,
  KasReport,
  LateTransactionsReport,
  StatusNominal,
} from '../runtime/apiTypes';
import type { MockDatabase } from './database';
import { shopDateString, shopDayOfText } from './dates';
import type { CustomerOrderRow, OrderStatusValue, PaymentStatusValue } from './types';

/**
 * The back-office reports of /api/general/*, computed from the orders as
 * openapi.yaml describes them. An order's status is its first status entry,
 * its payment status its first payment entry (docs/product-rules.md#order-statuses);
 * an order without a status entry counts as Pending here.
 */

function statusOf(db: MockDatabase, order: CustomerOrderRow): OrderStatusValue {
  return db.currentStatus(order.orderID)?.status ?? 'Pending';
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function lateTransactions(db: MockDatabase, now: Date): LateTransactionsReport {
  const today = shopDateString(now);
  const orders = db.customerOrders
    .all()
    .filter(
      (order) => shopDayOfText(order.deliveryDate) <= today && !CLOSED_ORDER_STATUSES.includes(statusOf(db, order)),
    )
    .sort((a, b) => new Date(a.deliveryDate).getTime() - new Date(b.deliveryDate).getTime() || a.orderID - b.orderID)
    .map((order) => ({
      orderID: order.orderID,
      customerName: order.customerName,
      phoneNumber: order.phoneNumber,
      deliveryDate: order.deliveryDate,
      deliveryTime: order.deliveryTime,
      status: statusOf(db, order),
      totalPrice: order.totalPrice,
    }));
  return { date: today, count: orders.length, orders };
}

export function dashboardSummary(db: MockDatabase, now: Date): DashboardSummary {
  const orders = db.customerOrders.all();
  const count = (status: OrderStatusValue) => orders.filter((order) => statusOf(db, order) === status).length;
  return {
    totalOrders: orders.length,
    pendingOrders: count('Pending'),
    processingOrders: count('Processing'),
    completedOrders: count('Completed'),
    deliveredOrders: count('Delivered'),
    cancelledOrders: count('Cancelled'),
    totalRevenue: sum(orders.map((order) => order.totalPrice)),
    paidRevenue: sum(
      db.payments.where((payment) => payment.paymentStatus === 'Paid').map((payment) => payment.paymentAmount),
    ),
    totalCategories: db.flowerCategories.all().length,
    totalProducts: db.flowerProducts.all().length,
    activeGalleryImages: db.galleryImages.where((image) => image.isActive).length,
    generatedAt: now.toISOString(),
  };
}

export function kas(db: MockDatabase, now: Date): KasReport {
  const amount = (status: PaymentStatusValue) =>
    sum(db.payments.where((payment) => payment.paymentStatus === status).map((payment) => payment.paymentAmount));
  const paidAmount = amount('Paid');
  const refundedAmount = amount('Refunded');
  return {
    currency: 'IDR',
    paidAmount,
    pendingAmount: amount('Pending'),
    failedAmount: amount('Failed'),
    refundedAmount,
    netCash: paidAmount - refundedAmount,
    generatedAt: now.toISOString(),
  };
}

/** Orders placed on the local calendar day `date` (YYYY-MM-DD). */
export function summaryByDate(db: MockDatabase, date: string): DailySummary {
  const orders = db.customerOrders.all().filter((order) => shopDayOfText(order.orderDate) === date);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as DailySummary['byStatus'];
  const byPaymentStatus = Object.fromEntries(
    PAYMENT_STATUSES.map((status) => [status, 0]),
  ) as DailySummary['byPaymentStatus'];
  const byDeliveryTime = new Map<string, number>();
  for (const order of orders) {
    byStatus[statusOf(db, order)] += 1;
    const payment = db.currentPayment(order.orderID);
    if (payment) byPaymentStatus[payment.paymentStatus] += 1;
    byDeliveryTime.set(order.deliveryTime, (byDeliveryTime.get(order.deliveryTime) ?? 0) + 1);
  }
  const slotRank = (label: string) => {
    const index = (DELIVERY_TIMES as readonly string[]).indexOf(label);
    return index === -1 ? DELIVERY_TIMES.length : index;
  };
  return {
    date,
    orderCount: orders.length,
    totalRevenue: sum(orders.map((order) => order.totalPrice)),
    byStatus,
    byPaymentStatus,
    byDeliveryTime: [...byDeliveryTime.entries()]
      .sort(([a], [b]) => slotRank(a) - slotRank(b) || a.localeCompare(b))
      .map(([deliveryTime, count]) => ({ deliveryTime, count })),
  };
}

export function statusNominal(db: MockDatabase): StatusNominal[] {
  const orders = db.customerOrders.all();
  return ORDER_STATUSES.map((status) => {
    const matching = orders.filter((order) => statusOf(db, order) === status);
    return { status, count: matching.length, nominal: sum(matching.map((order) => order.totalPrice)) };
  });
}
