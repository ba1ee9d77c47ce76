import { describe, expect, it } from 'vitest';
import { validateRequest } from '@mocks/runtime/validator';
import '@mocks/node';
import { buildOrderPayload } from './buildOrderPayload';
import { SAMPLE_CATEGORY, SAMPLE_PRODUCT, sampleDetails } from './testData';

const NOW = new Date('2026-03-01T02:30:00.000Z');
const details = sampleDetails('2026-03-05');

describe('buildOrderPayload', () => {
  const payload = buildOrderPayload({ category: SAMPLE_CATEGORY, product: SAMPLE_PRODUCT, details, now: NOW });

  it('validates against CustomerOrderInput of openapi.yaml', async () => {
    expect(await validateRequest('createCustomerOrder', { body: payload })).toEqual({});
  });

  it('carries the order fields with order id 0 and total = price × quantity', () => {
    expect(payload).toMatchObject({
      orderID: 0,
      customerName: 'Siti Rahmawati',
      productID: 1,
      quantity: 2,
      unitPrice: 350_000,
      totalPrice: 700_000,
      specialMessage: 'Selamat ulang tahun, Mama!',
      orderDate: NOW.toISOString(),
      deliveryDate: '2026-03-05',
      deliveryTime: 'Pagi (08:00 - 12:00)',
      phoneNumber: '081298765432',
      address: 'Jl. Kemang Raya No. 15, Jakarta Selatan',
    });
  });

  it('sends the product with its category and its features as "feature" attributes', () => {
    expect(payload.flowerProduct).toEqual({
      productID: 1,
      categoryID: 1,
      productName: 'Buket Mawar Merah Klasik',
      description: SAMPLE_PRODUCT.description,
      price: 350_000,
      rating: 4.9,
      imageUrl: SAMPLE_PRODUCT.imageUrl,
      flowerCategory: SAMPLE_CATEGORY,
      productAttributes: [
        {
          attributeID: 0,
          productID: 1,
          attributeName: 'feature',
          attributeValue: 'Jumlah Tangkai: 12',
          flowerProduct: 'Buket Mawar Merah Klasik',
        },
        {
          attributeID: 0,
          productID: 1,
          attributeName: 'feature',
          attributeValue: 'Warna: Merah',
          flowerProduct: 'Buket Mawar Merah Klasik',
        },
      ],
    });
  });

  it('has one Pending status, one Pending payment of the total and one delivery entry', () => {
    const stamp = NOW.toISOString();
    expect(payload.orderStatuses).toEqual([
      { statusID: 0, orderID: 0, status: 'Pending', confirmationDate: stamp, customerOrder: null },
    ]);
    expect(payload.payments).toEqual([
      {
        paymentID: 0,
        orderID: 0,
        paymentAmount: 700_000,
        paymentStatus: 'Pending',
        paymentDate: stamp,
        customerOrder: null,
      },
    ]);
    expect(payload.deliveryInfos).toEqual([
      {
        deliveryID: 0,
        orderID: 0,
        deliveryDate: '2026-03-05',
        deliveryTime: 'Pagi (08:00 - 12:00)',
        recipientName: 'Siti Rahmawati',
        recipientPhone: '081298765432',
        deliveryAddress: 'Jl. Kemang Raya No. 15, Jakarta Selatan',
        customerOrder: null,
      },
    ]);
  });

  it('trims text, sends null for blank instructions, clamps the quantity and defaults the rating', async () => {
    const other = buildOrderPayload({
      category: SAMPLE_CATEGORY,
      product: { ...SAMPLE_PRODUCT, rating: 0, productAttributes: [] },
      details: {
        ...details,
        recipientName: '  Budi  ',
        cardMessage: '   ',
        quantity: 0,
        deliveryTime: 'anytime',
      },
      now: NOW,
    });
    expect(other).toMatchObject({
      customerName: 'Budi',
      specialMessage: null,
      quantity: 1,
      totalPrice: 350_000,
      deliveryTime: 'Kapan Saja',
    });
    expect(other.flowerProduct).toMatchObject({ rating: 4.5, productAttributes: [] });
    expect(await validateRequest('createCustomerOrder', { body: other })).toEqual({});
  });
});
