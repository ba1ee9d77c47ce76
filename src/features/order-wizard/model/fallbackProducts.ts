import type { TFunction } from 'i18next';
import type { FlowerProduct } from '@/api/generated/shopApi';

/**
 * Built-in sample products shown when a category's products fail to load
 * (docs/product-rules.md#public-order-flow), so the page still shows what the
 * shop offers. The fallback categories are the catalogue's
 * (entities/catalogue/fallbackCategories).
 */
const SAMPLE_PRODUCTS = [
  {
    id: 1,
    key: 'classicRoses',
    image: 'products/buket-mawar-merah-klasik.jpg',
    price: 350_000,
    rating: 4.9,
    features: ['stems', 'colour'],
  },
  {
    id: 6,
    key: 'tulipVase',
    image: 'products/rangkaian-tulip-vas-kaca.jpg',
    price: 650_000,
    rating: 4.8,
    features: ['vase', 'size'],
  },
  {
    id: 19,
    key: 'sunflowerGraduation',
    image: 'products/buket-wisuda-bunga-matahari.jpg',
    price: 275_000,
    rating: 0,
    features: ['stems', 'bonus'],
  },
] as const;

const asset = (path: string) => `/mock-assets/${path}`;

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
