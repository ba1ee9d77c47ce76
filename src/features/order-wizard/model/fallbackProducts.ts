import type { TFunction } from 'i18next';
import type { FlowerCategory, FlowerProduct } from '@/api/generated/shopApi';

/**
 * Built-in sample categories and products shown when loading fails (spec §8),
 * so the page still shows what the shop offers. Ids follow the shop's own
 * catalogue, so a visitor can still pick one once the backend answers again.
 */
const SAMPLE_CATEGORIES = [
  { id: 1, key: 'roses', image: 'categories/buket-mawar.jpg', start: 150_000, end: 1_500_000, popular: true },
  { id: 2, key: 'vases', image: 'categories/bunga-meja-vas.jpg', start: 250_000, end: 2_000_000, popular: false },
  { id: 3, key: 'boards', image: 'categories/bunga-papan-ucapan.jpg', start: 500_000, end: 3_000_000, popular: true },
  { id: 4, key: 'sympathy', image: 'categories/bunga-duka-cita.jpg', start: 400_000, end: 2_500_000, popular: false },
  { id: 5, key: 'graduation', image: 'categories/hand-bouquet-wisuda.jpg', start: 100_000, end: 800_000, popular: true },
  { id: 6, key: 'orchids', image: 'categories/anggrek-tanaman-hias.jpg', start: 200_000, end: 2_500_000, popular: false },
] as const;

const SAMPLE_PRODUCTS = [
  { id: 1, key: 'classicRoses', image: 'products/buket-mawar-merah-klasik.jpg', price: 350_000, rating: 4.9, features: ['stems', 'colour'] },
  { id: 6, key: 'tulipVase', image: 'products/rangkaian-tulip-vas-kaca.jpg', price: 650_000, rating: 4.8, features: ['vase', 'size'] },
  { id: 19, key: 'sunflowerGraduation', image: 'products/buket-wisuda-bunga-matahari.jpg', price: 275_000, rating: 0, features: ['stems', 'bonus'] },
] as const;

const asset = (path: string) => `/mock-assets/${path}`;

export function fallbackCategories(t: TFunction<'order'>): FlowerCategory[] {
  return SAMPLE_CATEGORIES.map((sample) => ({
    categoryID: sample.id,
    categoryName: t(`fallback.categories.${sample.key}.name`),
    description: t(`fallback.categories.${sample.key}.description`),
    imageUrl: asset(sample.image),
    priceRangeStart: sample.start,
    priceRangeEnd: sample.end,
    isPopular: sample.popular,
    flowerProducts: [],
  }));
}

export function fallbackProducts(t: TFunction<'order'>, categoryID: number): FlowerProduct[] {
  return SAMPLE_PRODUCTS.map((sample) => ({
    productID: sample.id,
    categoryID,
    productName: t(`fallback.products.${sample.key}.name`),
    description: t(`fallback.products.${sample.key}.description`),
    price: sample.price,
    imageUrl: asset(sample.image),
    rating: sample.rating,
    productAttributes: sample.features.map((feature, index) => ({
      attributeID: index + 1,
      productID: sample.id,
      attributeName: t(`fallback.products.${sample.key}.features.${feature}.name`),
      attributeValue: t(`fallback.products.${sample.key}.features.${feature}.value`),
    })),
  }));
}
