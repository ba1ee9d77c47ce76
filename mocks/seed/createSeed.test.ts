import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Faker, SimpleFaker, base, en, id_ID } from '@faker-js/faker';
import { describe, expect, it, vi } from 'vitest';
import { shopDayOf, shopDayStart } from '../../src/lib/dates/shopClock';
import { zoneOfArea } from '../../src/lib/delivery/deliveryRules';
import { ORDER_STATUSES } from '../../src/lib/orders/orderValues';
import { configureBackend } from '../backend';
import { shopDateString, shopDayOfText } from '../db/dates';
import { DELIVERY_FIELDS } from '../db/orderDelivery';
import { materializeSeedImages } from '../db/seedImages';
import type { DatabaseState } from '../db/types';
import { readMockAssetBytes } from '../http/staticAssets';
import { createSeed, SEED } from './createSeed';
import { TERMS_DAYS } from './orderDeliveryTerms';
import { idPersonLocale } from './personLocale.generated';
import { firstName, lastName } from './personNames';
import { SEED_ACCOUNTS } from './seedAccounts';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');
const MAX_IMAGE_BYTES = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const NOW = new Date('2026-11-21T10:30:00+07:00');
const seed = createSeed(NOW);

const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;
const DELIVERY_TIMES = ['Pagi (08:00 - 12:00)', 'Siang (12:00 - 17:00)', 'Sore (17:00 - 20:00)', 'Kapan Saja'] as const;

function expectUnique(values: readonly number[]): void {
  expect(new Set(values).size).toBe(values.length);
}

function param(state: DatabaseState, name: string): string | undefined {
  return state.generalParameters.find((p) => p.paramName === name)?.deskripsi;
}

/** Midnight of the date's day on the shop's calendar (Asia/Jakarta), whatever the machine's zone. */
function shopMidnight(date: Date): number {
  return shopDayStart(shopDayOf(date)).getTime();
}

describe('createSeed – determinism', () => {
  it('returns deep-equal data for the same `now`', () => {
    expect(createSeed(NOW)).toEqual(createSeed(new Date(NOW.getTime())));
  });

  it('returns fresh objects on every call', () => {
    const a = createSeed(NOW);
    const b = createSeed(NOW);
    expect(a).not.toBe(b);
    expect(a.customerOrders).not.toBe(b.customerOrders);
    a.flowerProducts[0].price = 1;
    expect(b.flowerProducts[0].price).not.toBe(1);
  });

  it('defaults `now` to the current time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(NOW);
      expect(createSeed()).toEqual(createSeed(NOW));
      const newest = Math.max(...createSeed().customerOrders.map((o) => Date.parse(o.orderDate)));
      expect(newest).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - newest).toBeLessThan(10 * DAY_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createSeed – general parameters', () => {
  it('has every shop code 001–012 with the documented values', () => {
    const codes = seed.generalParameters.map((p) => p.paramCode);
    for (let i = 1; i <= 12; i++) expect(codes).toContain(String(i).padStart(3, '0'));
    const byCode = (code: string) => seed.generalParameters.find((p) => p.paramCode === code)!;
    expect(byCode('001').deskripsi).toBe('08:00 - 20:00');
    expect(byCode('002').deskripsi).toBe('10:00 - 18:00');
    expect(byCode('003').deskripsi).toBe('0812-3456-7890');
    expect(byCode('004').deskripsi).toBe('0813-9876-5432');
    expect(byCode('005').deskripsi).toBe('halo@fleurflorist.id');
    expect(byCode('007').deskripsi).toMatch(/Jakarta/);
    expect(byCode('008').deskripsi.length).toBeGreaterThan(20);
    expect(byCode('010').deskripsi).toMatch(/^https:\/\/(www\.)?facebook\.com\//);
    expect(byCode('011').deskripsi).toMatch(/^https:\/\/(www\.)?instagram\.com\//);
    expect(byCode('012').deskripsi).toBe('https://wa.me/6281234567890');
  });

  it('has unique 3-digit codes and ids from 1 within the form limits', () => {
    expect(seed.generalParameters.map((p) => p.id)).toEqual(seed.generalParameters.map((_, i) => i + 1));
    expectUnique(seed.generalParameters.map((p) => Number(p.paramCode)));
    for (const p of seed.generalParameters) {
      expect(p.paramCode).toMatch(/^\d{3}$/);
      expect(p.paramName.length).toBeLessThanOrEqual(100);
      expect(p.deskripsi.length).toBeGreaterThan(0);
      expect(p.deskripsi.length).toBeLessThanOrEqual(500);
    }
  });

  it('lets the chat button find exactly the primary phone', () => {
    const matches = seed.generalParameters.filter((p) => {
      const name = p.paramName.toLowerCase();
      return name.includes('nomer telfon') && !name.includes('2');
    });
    expect(matches).toHaveLength(1);
    expect(matches[0].paramCode).toBe('003');
  });

  it('has the named parameters of the public home from code 013 on', () => {
    const named = [
      'Tentang',
      'Tagline',
      'Jenis Bunga',
      'Pelanggan Puas',
      'Layanan',
      'Pengiriman',
      'Feature 1',
      'Feature 2',
      'Feature 3',
      'Layanan 1',
      'Layanan 2',
      'Layanan 3',
      'Layanan 4',
      'Layanan 5',
      'Layanan 6',
    ];
    for (const name of named) {
      const row = seed.generalParameters.find((p) => p.paramName === name);
      expect(row, name).toBeDefined();
      expect(Number(row!.paramCode)).toBeGreaterThanOrEqual(13);
    }
    expect(param(seed, 'Jenis Bunga')).toBe('500+');
    expect(param(seed, 'Pelanggan Puas')).toBe('1000+');
    expect(param(seed, 'Tentang')!.split('. ').length).toBeGreaterThanOrEqual(2);
    expect(param(seed, 'Layanan 1')).toBe('Buket Bunga Segar');
  });
});

describe('createSeed – catalogue', () => {
  it('has at least six categories with valid ranges and 2–3 popular ones', () => {
    expect(seed.flowerCategories.length).toBeGreaterThanOrEqual(6);
    expect(seed.flowerCategories.map((c) => c.categoryID)).toEqual(seed.flowerCategories.map((_, i) => i + 1));
    for (const c of seed.flowerCategories) {
      expect(c.categoryName.length).toBeGreaterThanOrEqual(3);
      expect(c.description.length).toBeGreaterThanOrEqual(10);
      expect(c.imageUrl).toMatch(/^\/mock-assets\/categories\/[a-z0-9-]+\.jpg$/);
      expect(c.priceRangeStart).toBeGreaterThanOrEqual(0);
      expect(c.priceRangeStart).toBeLessThan(c.priceRangeEnd);
      expect(c.priceRangeStart % 1000).toBe(0);
      expect(c.priceRangeEnd % 1000).toBe(0);
    }
    const popular = seed.flowerCategories.filter((c) => c.isPopular).length;
    expect(popular).toBeGreaterThanOrEqual(2);
    expect(popular).toBeLessThanOrEqual(3);
  });

  it('has 4–5 products per category priced within its range', () => {
    expectUnique(seed.flowerProducts.map((p) => p.productID));
    expect(Math.min(...seed.flowerProducts.map((p) => p.productID))).toBe(1);
    for (const c of seed.flowerCategories) {
      const products = seed.flowerProducts.filter((p) => p.categoryID === c.categoryID);
      expect(products.length, c.categoryName).toBeGreaterThanOrEqual(4);
      expect(products.length, c.categoryName).toBeLessThanOrEqual(5);
      for (const p of products) {
        expect(p.price).toBeGreaterThanOrEqual(c.priceRangeStart);
        expect(p.price).toBeLessThanOrEqual(c.priceRangeEnd);
      }
    }
  });

  it('has sensible product fields and ratings', () => {
    for (const p of seed.flowerProducts) {
      expect(p.productName.length).toBeGreaterThanOrEqual(2);
      expect(p.description.length).toBeGreaterThanOrEqual(10);
      expect(p.price % 5000).toBe(0);
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.imageUrl).toMatch(/^\/mock-assets\/products\/[a-z0-9-]+\.jpg$/);
      if (p.rating !== 0) {
        expect(p.rating).toBeGreaterThanOrEqual(4);
        expect(p.rating).toBeLessThanOrEqual(5);
        expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
      }
    }
    const unrated = seed.flowerProducts.filter((p) => p.rating === 0).length;
    expect(unrated).toBeGreaterThanOrEqual(1);
    expect(unrated).toBeLessThanOrEqual(3);
    expect(new Set(seed.flowerProducts.map((p) => p.imageUrl)).size).toBe(seed.flowerProducts.length);
  });

  it('gives every product 2–5 attributes with unique ids', () => {
    expectUnique(seed.productAttributes.map((a) => a.attributeID));
    for (const p of seed.flowerProducts) {
      const attributes = seed.productAttributes.filter((a) => a.productID === p.productID);
      expect(attributes.length, p.productName).toBeGreaterThanOrEqual(2);
      expect(attributes.length, p.productName).toBeLessThanOrEqual(5);
      for (const a of attributes) {
        expect(a.attributeName.trim()).not.toBe('');
        expect(a.attributeValue.trim()).not.toBe('');
      }
    }
  });
});

describe('createSeed – gallery', () => {
  it('has at least 14 images with the generated JPEGs in file order', async () => {
    expect(seed.galleryImages.length).toBeGreaterThanOrEqual(14);
    expectUnique(seed.galleryImages.map((g) => g.id));
    // Stored as the files' paths (no base64 in the mock's JavaScript), answered as the files' base64.
    const rows = createSeed(NOW).galleryImages;
    rows.forEach((g, i) =>
      expect(g.imageBase64).toBe(`/mock-assets/gallery/gallery-${String(i + 1).padStart(2, '0')}.jpg`),
    );
    configureBackend({ readAsset: readMockAssetBytes });
    await materializeSeedImages(rows);
    rows.forEach((g, i) => {
      expect(g.imageBase64).toBe(
        readFileSync(path.join(PUBLIC_DIR, seed.galleryImages[i].imageBase64)).toString('base64'),
      );
      expect(g.imageBase64.startsWith('data:')).toBe(false);
      const bytes = Buffer.from(g.imageBase64, 'base64');
      expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]);
      expect(g.title.trim()).not.toBe('');
      expect(g.createdBy).toBe('admin');
      expect(g.displayOrder).toBeGreaterThanOrEqual(0);
    });
  });

  it('mixes descriptions, active flags and display orders', () => {
    expect(seed.galleryImages.filter((g) => g.description === null)).toHaveLength(2);
    expect(seed.galleryImages.filter((g) => !g.isActive)).toHaveLength(3);
    const orders = seed.galleryImages.map((g) => g.displayOrder);
    expect(new Set(orders).size).toBeLessThan(orders.length);
    expect(Math.min(...orders)).toBe(0);
  });

  it('dates every image within the last 90 days', () => {
    for (const g of seed.galleryImages) {
      const created = Date.parse(g.createdAt);
      expect(created).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - created).toBeLessThan(90 * DAY_MS);
      if (g.updatedAt !== null) {
        expect(Date.parse(g.updatedAt)).toBeGreaterThanOrEqual(created);
        expect(Date.parse(g.updatedAt)).toBeLessThanOrEqual(NOW.getTime());
        expect(g.updatedBy).toBe('admin');
      }
    }
  });
});

describe('createSeed – orders', () => {
  const { customerOrders, orderStatuses, payments, deliveryInfos } = seed;
  const statusOf = (orderID: number) => orderStatuses.find((s) => s.orderID === orderID)!.status;
  const paymentOf = (orderID: number) => payments.find((p) => p.orderID === orderID)!.paymentStatus;

  it('has at least 60 orders with consecutive ids from 1001', () => {
    expect(customerOrders.length).toBeGreaterThanOrEqual(60);
    expect(customerOrders.map((o) => o.orderID)).toEqual(customerOrders.map((_, i) => 1001 + i));
  });

  it('has exactly one status, payment and delivery row per order, with unique ids', () => {
    for (const rows of [orderStatuses, payments, deliveryInfos]) {
      expect(rows).toHaveLength(customerOrders.length);
      expect(new Set(rows.map((r) => r.orderID)).size).toBe(customerOrders.length);
    }
    expectUnique(orderStatuses.map((r) => r.statusID));
    expectUnique(payments.map((r) => r.paymentID));
    expectUnique(deliveryInfos.map((r) => r.deliveryID));
    expectUnique([
      ...orderStatuses.map((r) => r.statusID),
      ...payments.map((r) => r.paymentID),
      ...deliveryInfos.map((r) => r.deliveryID),
    ]);
  });

  it('covers every order status, payment status and delivery time', () => {
    expect(new Set(orderStatuses.map((s) => s.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(payments.map((p) => p.paymentStatus))).toEqual(new Set(PAYMENT_STATUSES));
    expect(new Set(customerOrders.map((o) => o.deliveryTime))).toEqual(new Set(DELIVERY_TIMES));
  });

  it('combines statuses plausibly', () => {
    for (const o of customerOrders) {
      const status = statusOf(o.orderID);
      const payment = paymentOf(o.orderID);
      if (status === 'Cancelled') expect(['Refunded', 'Failed']).toContain(payment);
      if (payment === 'Refunded') expect(status).toBe('Cancelled');
      if (status === 'Pending') expect(['Pending', 'Failed']).toContain(payment);
    }
    const done = customerOrders.filter((o) => ['Delivered', 'Completed'].includes(statusOf(o.orderID)));
    const paid = done.filter((o) => paymentOf(o.orderID) === 'Paid');
    expect(paid.length / done.length).toBeGreaterThan(0.8);
  });

  it('places orders in the last 90 days and deliveries 1–7 days later', () => {
    for (const o of customerOrders) {
      const ordered = new Date(o.orderDate);
      const delivery = new Date(o.deliveryDate);
      expect(ordered.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - ordered.getTime()).toBeLessThan(90 * DAY_MS);
      expect(delivery.getTime()).toBe(shopMidnight(delivery));
      const days = Math.round((delivery.getTime() - shopMidnight(ordered)) / DAY_MS);
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(7);
    }
    for (let i = 1; i < customerOrders.length; i++) {
      expect(Date.parse(customerOrders[i].orderDate)).toBeGreaterThanOrEqual(
        Date.parse(customerOrders[i - 1].orderDate),
      );
    }
  });

  it('has upcoming deliveries and late ones still open, one of them due today', () => {
    const today = shopMidnight(NOW);
    const upcoming = customerOrders.filter((o) => Date.parse(o.deliveryDate) > today);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    const late = customerOrders.filter(
      (o) => Date.parse(o.deliveryDate) <= today && ['Pending', 'Processing'].includes(statusOf(o.orderID)),
    );
    expect(late.length).toBeGreaterThanOrEqual(3);
    expect(late.some((o) => Date.parse(o.deliveryDate) === today)).toBe(true);
    expect(late.some((o) => Date.parse(o.deliveryDate) < today)).toBe(true);
  });

  it('keeps totals, quantities and snapshots consistent with the products', () => {
    for (const o of customerOrders) {
      const product = seed.flowerProducts.find((p) => p.productID === o.productID);
      expect(product, `order ${o.orderID}`).toBeDefined();
      expect(o.unitPrice).toBe(product!.price);
      expect(o.totalPrice).toBe(o.unitPrice * o.quantity);
      expect(Number.isInteger(o.quantity)).toBe(true);
      expect(o.quantity).toBeGreaterThanOrEqual(1);
      expect(o.quantity).toBeLessThanOrEqual(20);
      expect(o.product).toEqual({
        productID: product!.productID,
        productName: product!.productName,
        description: product!.description,
        imageUrl: product!.imageUrl,
      });
    }
    const small = customerOrders.filter((o) => o.quantity <= 5).length;
    expect(small / customerOrders.length).toBeGreaterThan(0.85);
  });

  it('has Indonesian customers and matching payment and delivery rows', () => {
    for (const o of customerOrders) {
      expect(o.customerName).toMatch(/^\S+( \S+)+$/);
      expect(o.phoneNumber).toMatch(/^08\d{9,11}$/);
      expect(o.address).toMatch(/^Jl\. /);
      const payment = payments.find((p) => p.orderID === o.orderID)!;
      expect(payment.paymentAmount).toBe(o.totalPrice);
      const delivery = deliveryInfos.find((d) => d.orderID === o.orderID)!;
      expect(delivery.recipientName).toBe(o.customerName);
      expect(delivery.recipientPhone).toBe(o.phoneNumber);
      expect(delivery.deliveryAddress).toBe(o.address);
      expect(delivery.deliveryDate).toBe(o.deliveryDate);
      expect(delivery.deliveryTime).toBe(o.deliveryTime);
      const status = orderStatuses.find((s) => s.orderID === o.orderID)!;
      for (const when of [status.confirmationDate, payment.paymentDate]) {
        expect(Date.parse(when)).toBeGreaterThanOrEqual(Date.parse(o.orderDate));
        expect(Date.parse(when)).toBeLessThanOrEqual(NOW.getTime());
      }
    }
  });

  it('has a special message on about half of the orders', () => {
    const withMessage = customerOrders.filter((o) => o.specialMessage !== null);
    expect(withMessage.length / customerOrders.length).toBeGreaterThan(0.3);
    expect(withMessage.length / customerOrders.length).toBeLessThan(0.7);
    for (const o of withMessage) expect(o.specialMessage!.trim()).not.toBe('');
  });

  it('keeps coverage for other reference times', () => {
    for (const now of [new Date('2025-01-01T00:05:00Z'), new Date('2026-06-15T23:50:00+07:00')]) {
      const state = createSeed(now);
      expect(new Set(state.orderStatuses.map((s) => s.status))).toEqual(new Set(ORDER_STATUSES));
      expect(new Set(state.payments.map((p) => p.paymentStatus))).toEqual(new Set(PAYMENT_STATUSES));
      expect(new Set(state.customerOrders.map((o) => o.deliveryTime))).toEqual(new Set(DELIVERY_TIMES));
      for (const o of state.customerOrders) {
        expect(Date.parse(o.orderDate)).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - Date.parse(o.orderDate)).toBeLessThan(90 * DAY_MS);
      }
    }
  });
});

describe('createSeed – referential integrity', () => {
  it('links products, attributes, orders and child rows to existing parents', () => {
    const categoryIds = new Set(seed.flowerCategories.map((c) => c.categoryID));
    const productIds = new Set(seed.flowerProducts.map((p) => p.productID));
    const orderIds = new Set(seed.customerOrders.map((o) => o.orderID));
    for (const p of seed.flowerProducts) expect(categoryIds.has(p.categoryID)).toBe(true);
    for (const a of seed.productAttributes) expect(productIds.has(a.productID)).toBe(true);
    for (const o of seed.customerOrders) expect(productIds.has(o.productID)).toBe(true);
    for (const row of [...seed.orderStatuses, ...seed.payments, ...seed.deliveryInfos]) {
      expect(orderIds.has(row.orderID)).toBe(true);
    }
  });
});

describe('createSeed – users', () => {
  it('seeds the documented accounts', () => {
    expect(seed.users).toEqual([
      { id: 1, username: 'owner', password: 'owner123', role: 'Owner', idCustomer: 1 },
      { id: 2, username: 'admin', password: 'admin123', role: 'Admin', idCustomer: 2 },
      { id: 3, username: 'staff', password: 'staff123', role: 'User', idCustomer: null },
      { id: 4, username: 'kurir', password: 'kurir123', role: 'Driver', idCustomer: null },
    ]);
    expect(seed.uploadedFiles).toEqual([]);
  });

  it("puts the shop's today's deliveries, and only them, on the Driver's run, numbered from 1", () => {
    const today = shopDateString(NOW);
    const cancelled = new Set(seed.orderStatuses.filter((s) => s.status === 'Cancelled').map((s) => s.orderID));
    const onRun = seed.customerOrders.filter((order) => order.driver === 'kurir');
    const expected = seed.customerOrders.filter(
      (order) =>
        shopDayOfText(order.deliveryDate) === today && order.fulfilment !== 'pickup' && !cancelled.has(order.orderID),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(onRun.map((order) => order.orderID).sort()).toEqual(expected.map((order) => order.orderID).sort());
    expect(onRun.map((order) => order.runPosition).sort((a, b) => a! - b!)).toEqual(onRun.map((_, index) => index + 1));
  });

  it('lists the same accounts in SEED_ACCOUNTS', () => {
    expect(SEED_ACCOUNTS.map((a) => ({ username: a.username, password: a.password, role: a.role }))).toEqual(
      seed.users.map((u) => ({ username: u.username, password: u.password, role: u.role })),
    );
    for (const a of SEED_ACCOUNTS) {
      const user = seed.users.find((u) => u.username === a.username)!;
      expect(user.idCustomer !== null).toBe(a.hasProfile);
    }
  });
});

describe('seed images', () => {
  const referenced = [
    ...seed.flowerCategories.map((c) => c.imageUrl),
    ...seed.flowerProducts.map((p) => p.imageUrl),
    ...seed.galleryImages.map((_, i) => `/mock-assets/gallery/gallery-${String(i + 1).padStart(2, '0')}.jpg`),
    '/mock-assets/hero.jpg',
  ];

  it.each(referenced)('%s exists under public/ and is at most 60 kB', (url) => {
    const file = path.join(PUBLIC_DIR, url);
    expect(existsSync(file)).toBe(true);
    const size = statSync(file).size;
    expect(size).toBeGreaterThan(5_000);
    expect(size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  });

  it('refers to exactly the gallery files, none inlined into the seed module', () => {
    const files = readdirSync(path.join(PUBLIC_DIR, 'mock-assets/gallery'))
      .filter((name) => name.endsWith('.jpg'))
      .sort();
    expect(seed.galleryImages.map((g) => path.basename(g.imageBase64))).toEqual(files);
    expect(existsSync(path.resolve(PUBLIC_DIR, '../mocks/seed/galleryImages.generated.ts'))).toBe(false);
  });
});

describe('seed names', () => {
  it("use faker's id_ID person definitions, copied (node scripts/generate-person-locale.mjs)", () => {
    expect(idPersonLocale).toEqual({ person: id_ID.person });
  });

  it.each([7, SEED, 20261121 + 10_000])(
    'draw exactly what a Faker with the full id_ID locale and its English fallback draws (seed %i)',
    (seedNumber) => {
      const full = new Faker({ locale: [id_ID, en, base] });
      const simple = new SimpleFaker();
      full.seed(seedNumber);
      simple.seed(seedNumber);
      const draw = (faker: SimpleFaker, names: { first(): string; last(): string }) =>
        Array.from({ length: 500 }, () =>
          [
            names.first(),
            names.last(),
            faker.string.numeric(8),
            faker.number.int(99),
            faker.number.float({ min: 1, max: 5, fractionDigits: 1 }),
            faker.datatype.boolean({ probability: 0.3 }),
            faker.helpers.weightedArrayElement([
              { weight: 2, value: 'a' },
              { weight: 1, value: 'b' },
            ]),
            faker.date.between({ from: NOW.getTime() - 90 * DAY_MS, to: NOW }).toISOString(),
          ].join(' '),
        );
      expect(draw(simple, { first: () => firstName(simple), last: () => lastName(simple) })).toEqual(
        draw(full, { first: () => full.person.firstName(), last: () => full.person.lastName() }),
      );
    },
  );
});

describe('createSeed – delivery settings', () => {
  const settings = seed.deliverySettings!;

  it("follow the product's rules today: no same-day delivery, the four windows, nothing outside the zones", () => {
    expect(settings.sameDayCutoff).toBeNull();
    expect(settings.windows.map((window) => window.label)).toEqual([...DELIVERY_TIMES]);
    expect(settings.windows.filter((window) => window.capacity !== null)).toHaveLength(1);
    expect(settings.windows.find((window) => window.label === 'Kapan Saja')).toMatchObject({ start: null, end: null });
    expect(settings.outOfAreaFee).toBeNull();
    expect(settings.freeDeliveryFrom).toBe(1_500_000);
    expect(settings.pickupAddress).toBe(param(seed, 'Alamat'));
  });

  it('cover Jabodetabek with unique zones, areas in one zone each', () => {
    const fee = (id: string) => settings.zones.find((zone) => zone.id === id)?.fee;
    expect(fee('jakarta-selatan')).toBe(25_000);
    expect(fee('bogor')).toBe(50_000);
    expect(new Set(settings.zones.map((zone) => zone.id)).size).toBe(settings.zones.length);
    const areas = settings.zones.flatMap((zone) => zone.areas.map((area) => area.toLowerCase()));
    expect(new Set(areas).size).toBe(areas.length);
  });

  it('give the recent orders the delivery terms with the fee of their zone, and keep the older ones without', () => {
    const recent = seed.customerOrders.filter((o) => NOW.getTime() - Date.parse(o.orderDate) <= TERMS_DAYS * DAY_MS);
    const older = seed.customerOrders.filter((o) => !recent.includes(o));
    expect(older.length).toBeGreaterThan(10);
    for (const o of older)
      for (const field of DELIVERY_FIELDS) expect(o[field], `${field} of #${o.orderID}`).toBeUndefined();

    const pickups = recent.filter((o) => o.fulfilment === 'pickup');
    const deliveries = recent.filter((o) => o.fulfilment === 'delivery');
    expect(pickups.length + deliveries.length).toBe(recent.length);
    expect(pickups.length).toBeGreaterThanOrEqual(1);
    expect(deliveries.length).toBeGreaterThan(pickups.length);
    for (const o of pickups) {
      expect(o.deliveryFee).toBe(0);
      expect([o.deliveryZoneId, o.kecamatan, o.kotaKabupaten]).toEqual([undefined, undefined, undefined]);
    }
    for (const o of deliveries) {
      const zone = settings.zones.find((z) => z.id === o.deliveryZoneId)!;
      expect(zone, `zone of #${o.orderID}`).toBeDefined();
      expect(zoneOfArea(settings, o.kecamatan) ?? zoneOfArea(settings, o.kotaKabupaten)).toBe(zone);
      expect(o.deliveryFee).toBe(o.totalPrice >= settings.freeDeliveryFrom! ? 0 : zone.fee);
      expect(o.address).toBe(
        `${o.detail}, ${o.kecamatan}, ${o.kotaKabupaten!.replace(/^Kota (Administrasi )?/, '')} ${o.kodePos}`,
      );
      expect(o.kodePos).toMatch(/^\d{5}$/);
      expect(o.provinsi).toMatch(/^(DKI Jakarta|Jawa Barat|Banten)$/);
      expect(o.kelurahan).toBeTruthy();
    }
    expect(new Set(deliveries.map((o) => o.deliveryFee)).size).toBeGreaterThan(1);
  });

  it('close the next two fixed national holidays after the shop today', () => {
    expect(settings.closedDates).toEqual(['2026-12-25', '2027-01-01']);
    expect(createSeed(new Date('2026-12-24T21:00:00+07:00')).deliverySettings?.closedDates).toEqual([
      '2026-12-25',
      '2027-01-01',
    ]);
    expect(createSeed(new Date('2026-12-25T08:00:00+07:00')).deliverySettings?.closedDates).toEqual([
      '2027-01-01',
      '2027-05-01',
    ]);
  });
});
