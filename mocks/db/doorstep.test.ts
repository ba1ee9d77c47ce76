import { describe, expect, it } from 'vitest';
import { MockDatabase, emptyState } from './database';
import {
  amountDue,
  answerDueAt,
  deliveringProof,
  photoStateAt,
  placeOnRun,
  runStops,
  toArrangementPhoto,
} from './doorstep';
import type { ArrangementPhotoRow, CustomerOrderRow, DeliveryOutcomeValue } from './types';

const DAY = '2030-06-10';

function order(orderID: number, overrides: Partial<CustomerOrderRow> = {}): CustomerOrderRow {
  return {
    orderID,
    productID: 1,
    customerName: `Pelanggan ${orderID}`,
    phoneNumber: '081200000000',
    address: 'Jl. Kemang Raya No. 1',
    specialMessage: null,
    quantity: 1,
    unitPrice: 300000,
    totalPrice: 300000,
    orderDate: '2030-06-08T03:00:00.000Z',
    // the shop's midnight of DAY (Asia/Jakarta)
    deliveryDate: '2030-06-09T17:00:00.000Z',
    deliveryTime: 'Pagi (08:00 - 12:00)',
    product: { productID: 1, productName: 'Buket Mawar', description: '', imageUrl: '/mock-assets/p.jpg' },
    fulfilment: 'delivery',
    deliveryFee: 25000,
    ...overrides,
  };
}

function photo(takenAt: string, state: ArrangementPhotoRow['state'] = 'pending'): ArrangementPhotoRow {
  return {
    photoID: 1,
    orderID: 1,
    fileName: 'arrangement-1.png',
    takenAt,
    takenBy: 'admin',
    state,
    note: null,
    answeredAt: null,
  };
}

describe('the arrangement photo window', () => {
  // 23:50 shop time: the window closes at 00:20 on the shop's next day.
  const taken = photo('2030-06-10T16:50:00.000Z');

  it('is open until the last millisecond before its edge, and closed from the edge on', () => {
    const due = answerDueAt(taken, 30);
    expect(due.toISOString()).toBe('2030-06-10T17:20:00.000Z');
    expect(photoStateAt(taken, new Date(due.getTime() - 1), 30)).toBe('pending');
    expect(photoStateAt(taken, due, 30)).toBe('auto_approved');
    expect(photoStateAt(taken, new Date(due.getTime() + 60_000), 30)).toBe('auto_approved');
  });

  it("follows the shop's window, and leaves an answered photo as answered", () => {
    const now = new Date('2030-06-10T17:00:00.000Z');
    expect(photoStateAt(taken, now, 5)).toBe('auto_approved');
    expect(photoStateAt(taken, now, 60)).toBe('pending');
    expect(photoStateAt(photo(taken.takenAt, 'change_requested'), new Date('2031-01-01'), 30)).toBe('change_requested');
  });

  it('reads an auto-approved photo as answered when its window closed, with no note', () => {
    const view = toArrangementPhoto(taken, new Date('2030-06-11T00:00:00Z'), 30, { requestUrl: 'http://x/api' });
    expect(view).toMatchObject({
      state: 'auto_approved',
      answeredAt: '2030-06-10T17:20:00.000Z',
      answerDueAt: '2030-06-10T17:20:00.000Z',
      note: null,
      imageUrl: 'http://x/api/Upload/arrangement-1.png',
    });
  });
});

describe('runs', () => {
  const db = () => {
    const state = emptyState();
    state.customerOrders = [order(1), order(2), order(3), order(4, { deliveryDate: '2030-06-10T17:00:00.000Z' })];
    return new MockDatabase(state);
  };
  const ids = (database: MockDatabase, driver: string, day = DAY) =>
    runStops(database, driver, day).map((row) => [row.orderID, row.runPosition]);

  it('adds at the end, inserts at a position, and numbers the stops 1, 2, 3…', () => {
    const database = db();
    expect(placeOnRun(database, database.customerOrders.find(1)!, 'kurir')).toBe(1);
    expect(placeOnRun(database, database.customerOrders.find(2)!, 'kurir')).toBe(2);
    expect(placeOnRun(database, database.customerOrders.find(3)!, 'kurir', 1)).toBe(1);
    expect(ids(database, 'kurir')).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(placeOnRun(database, database.customerOrders.find(2)!, 'kurir', 99)).toBe(3);
  });

  it("keeps each day's run apart, and renumbers the run a stop leaves", () => {
    const database = db();
    for (const id of [1, 2, 3, 4]) placeOnRun(database, database.customerOrders.find(id)!, 'kurir');
    expect(ids(database, 'kurir', '2030-06-11')).toEqual([[4, 1]]);
    placeOnRun(database, database.customerOrders.find(1)!, 'budi');
    expect(ids(database, 'kurir')).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(ids(database, 'budi')).toEqual([[1, 1]]);
    expect(placeOnRun(database, database.customerOrders.find(2)!, null)).toBeNull();
    expect(ids(database, 'kurir')).toEqual([[3, 1]]);
    expect(database.customerOrders.find(2)).toMatchObject({ driver: null, runPosition: null });
  });
});

describe('what is still to pay at the door', () => {
  it('is the grand total until paid, less what approved proofs recorded, and nothing once Paid', () => {
    const state = emptyState();
    state.customerOrders = [order(1)];
    const database = new MockDatabase(state);
    const row = database.customerOrders.find(1)!;
    expect(amountDue(database, row)).toBe(325000);
    database.paymentProofs.insert({
      orderID: 1,
      fileName: 'proof.png',
      contentType: 'image/png',
      size: 10,
      uploadedAt: '2030-06-08T04:00:00.000Z',
      state: 'approved',
      reason: null,
      reviewedAt: '2030-06-08T05:00:00.000Z',
      reviewedBy: 'admin',
      amountPaid: 162500,
    });
    expect(amountDue(database, row)).toBe(162500);
    database.payments.insert({
      orderID: 1,
      paymentAmount: 300000,
      paymentStatus: 'Paid',
      paymentDate: '2030-06-09T00:00:00.000Z',
    });
    expect(amountDue(database, row)).toBe(0);
  });
});

describe('the proof that delivered an order', () => {
  const database = () => {
    const state = emptyState();
    state.customerOrders = [order(1)];
    return new MockDatabase(state);
  };
  const file = (db: MockDatabase, outcome: DeliveryOutcomeValue, filedAt: string, key: string) =>
    db.deliveryProofs.insert({
      orderID: 1,
      idempotencyKey: key,
      outcome,
      receivedBy: null,
      note: null,
      photoFileName: null,
      signatureFileName: null,
      filedAt,
      filedBy: 'kurir',
    });

  it('is none while the order is not Delivered, whatever was filed before', () => {
    const db = database();
    file(db, 'carded', '2030-06-10T02:00:00.000Z', 'key-carded-1');
    expect(deliveringProof(db, 1)).toBeNull();
    file(db, 'delivered', '2030-06-10T04:00:00.000Z', 'key-delivered-1');
    // Staff took the order back from Delivered: it takes a proof again.
    db.setOrderStatus(1, 'Processing', '2030-06-10T05:00:00.000Z');
    expect(deliveringProof(db, 1)).toBeNull();
  });

  it('is the newest delivered proof once Delivered, past a later attempt of another outcome', () => {
    const db = database();
    file(db, 'failed', '2030-06-10T02:00:00.000Z', 'key-failed-1');
    const delivered = file(db, 'delivered', '2030-06-10T04:00:00.000Z', 'key-delivered-1');
    db.setOrderStatus(1, 'Delivered', delivered.filedAt);
    expect(deliveringProof(db, 1)?.proofID).toBe(delivered.proofID);
  });

  it('is none for an order staff set Delivered by hand without a proof', () => {
    const db = database();
    db.setOrderStatus(1, 'Delivered', '2030-06-10T04:00:00.000Z');
    expect(deliveringProof(db, 1)).toBeNull();
  });
});
