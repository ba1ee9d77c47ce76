import { describe, expect, it } from 'vitest';
import { createSeed } from '../seed/createSeed';
import { MockDatabase, normalizeState } from './database';

const seeded = () => new MockDatabase(createSeed(new Date('2026-03-10T09:00:00Z')));

describe('MockDatabase', () => {
  it('assigns ids as max + 1', () => {
    const db = seeded();
    const max = Math.max(...db.generalParameters.all().map((row) => row.id));
    expect(db.generalParameters.insert({ paramCode: '950', paramName: 'a', deskripsi: 'b' }).id).toBe(max + 1);
    expect(new MockDatabase().flowerCategories.nextId()).toBe(1);
  });

  it('deleting a category deletes its products and their attributes only', () => {
    const db = seeded();
    const category = db.flowerCategories.all()[0];
    const products = db.productsOfCategory(category.categoryID).map((product) => product.productID);
    const otherAttributes = db.productAttributes.where((attribute) => !products.includes(attribute.productID)).length;
    const orders = db.customerOrders.all().length;
    expect(products.length).toBeGreaterThan(0);

    expect(db.deleteCategory(category.categoryID)).toBe(true);
    expect(db.flowerCategories.find(category.categoryID)).toBeUndefined();
    expect(db.flowerProducts.where((product) => products.includes(product.productID))).toEqual([]);
    expect(db.productAttributes.all()).toHaveLength(otherAttributes);
    expect(db.customerOrders.all()).toHaveLength(orders);
    expect(db.deleteCategory(category.categoryID)).toBe(false);
  });

  it('deleting an order deletes its statuses, payments and deliveries', () => {
    const db = seeded();
    const order = db.customerOrders.all()[0];
    expect(db.statusesOfOrder(order.orderID).length).toBeGreaterThan(0);
    db.deleteOrder(order.orderID);
    expect(db.statusesOfOrder(order.orderID)).toEqual([]);
    expect(db.paymentsOfOrder(order.orderID)).toEqual([]);
    expect(db.deliveriesOfOrder(order.orderID)).toEqual([]);
  });

  it('tables follow a replaced state', () => {
    const db = seeded();
    db.replaceState(normalizeState({ users: [] }));
    expect(db.users.all()).toEqual([]);
    expect(db.flowerCategories.all()).toEqual([]);
    expect(db.galleryImages.nextId()).toBe(1);
  });

  it('keeps the delivery settings record; an older or broken state has none', () => {
    const settings = seeded().deliverySettings!;
    expect(normalizeState({ deliverySettings: settings }).deliverySettings).toBe(settings);
    expect(normalizeState({ users: [] }).deliverySettings).toBeNull();
    expect(normalizeState({ deliverySettings: [] as never }).deliverySettings).toBeNull();
    const db = new MockDatabase();
    expect(db.deliverySettings).toBeNull();
    db.saveDeliverySettings(settings);
    expect(db.snapshot().deliverySettings).toEqual(settings);
  });

  it('snapshots are deep copies', () => {
    const db = seeded();
    const snapshot = db.snapshot();
    db.flowerCategories.update(1, { categoryName: 'Changed' });
    expect(snapshot.flowerCategories[0].categoryName).not.toBe('Changed');
  });
});
