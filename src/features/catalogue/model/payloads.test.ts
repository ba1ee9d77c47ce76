import { describe, expect, it } from 'vitest';
import type { FlowerCategory, FlowerProduct } from '@/api/generated/shopApi';
import { categoryAsUpdate, toProductInput, toProductUpdate } from './payloads';

const category: FlowerCategory = {
  categoryID: 3,
  categoryName: 'Bunga Papan',
  description: 'Papan ucapan',
  imageUrl: 'https://example.com/a.jpg',
  priceRangeStart: 1,
  priceRangeEnd: 2,
  isPopular: false,
  flowerProducts: [],
};

describe('payloads', () => {
  it('the popular toggle sends exactly FlowerCategoryUpdate, never flowerProducts', () => {
    const body = categoryAsUpdate(category, { isPopular: true });
    expect(body).toEqual({
      categoryID: 3,
      categoryName: 'Bunga Papan',
      description: 'Papan ucapan',
      imageUrl: 'https://example.com/a.jpg',
      priceRangeStart: 1,
      priceRangeEnd: 2,
      isPopular: true,
    });
    expect('flowerProducts' in body).toBe(false);
  });

  it("create sends the placeholder image 'string' when none was chosen", () => {
    expect(
      toProductInput(1, { productName: ' A ', description: 'd', price: 1000, imageUrl: '', productAttributes: [] })
        .imageUrl,
    ).toBe('string');
  });

  it("update: existing link kept, else 'string'; rating kept", () => {
    const product: FlowerProduct = {
      productID: 9,
      categoryID: 3,
      productName: 'P',
      description: 'D',
      price: 1,
      imageUrl: 'https://x/y.jpg',
      rating: 3.5,
      productAttributes: [],
    };
    const values = {
      productName: 'P',
      description: 'D',
      price: 2 as const,
      imageUrl: 'https://x/y.jpg',
      productAttributes: [],
    };
    expect(toProductUpdate(product, values)).toMatchObject({
      imageUrl: 'https://x/y.jpg',
      rating: 3.5,
      productAttributes: [],
    });
    expect(toProductUpdate(product, { ...values, imageUrl: '' }).imageUrl).toBe('string');
  });
});
