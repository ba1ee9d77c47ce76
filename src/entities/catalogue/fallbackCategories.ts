import type { FlowerCategory } from '@/api/generated/shopApi';

/** Stock photo for a category without a usable picture (spec §9). */
export const FALLBACK_CATEGORY_IMAGE = '/mock-assets/about.jpg';

interface FallbackCategorySpec {
  /** i18n key under `home:categories.fallback` for the name and description */
  key: string;
  imageUrl: string;
  priceRangeStart: number;
  priceRangeEnd: number;
  isPopular: boolean;
}

/** The 6 built-in categories shown when the categories cannot be loaded (spec §8). */
export const FALLBACK_CATEGORY_SPECS: readonly FallbackCategorySpec[] = [
  { key: 'roses', imageUrl: '/mock-assets/categories/buket-mawar.jpg', priceRangeStart: 150_000, priceRangeEnd: 1_500_000, isPopular: true },
  { key: 'vase', imageUrl: '/mock-assets/categories/bunga-meja-vas.jpg', priceRangeStart: 250_000, priceRangeEnd: 2_000_000, isPopular: false },
  { key: 'boards', imageUrl: '/mock-assets/categories/bunga-papan-ucapan.jpg', priceRangeStart: 500_000, priceRangeEnd: 3_000_000, isPopular: true },
  { key: 'condolence', imageUrl: '/mock-assets/categories/bunga-duka-cita.jpg', priceRangeStart: 400_000, priceRangeEnd: 2_500_000, isPopular: false },
  { key: 'graduation', imageUrl: '/mock-assets/categories/hand-bouquet-wisuda.jpg', priceRangeStart: 100_000, priceRangeEnd: 800_000, isPopular: true },
  { key: 'orchids', imageUrl: '/mock-assets/categories/anggrek-tanaman-hias.jpg', priceRangeStart: 200_000, priceRangeEnd: 2_500_000, isPopular: false },
];

/** The fallback categories in the current language (negative ids: never a backend id). */
export function buildFallbackCategories(translate: (key: string) => string): FlowerCategory[] {
  return FALLBACK_CATEGORY_SPECS.map((spec, index) => ({
    categoryID: -(index + 1),
    categoryName: translate(`categories.fallback.${spec.key}.name`),
    description: translate(`categories.fallback.${spec.key}.description`),
    imageUrl: spec.imageUrl,
    priceRangeStart: spec.priceRangeStart,
    priceRangeEnd: spec.priceRangeEnd,
    isPopular: spec.isPopular,
    flowerProducts: [],
  }));
}
