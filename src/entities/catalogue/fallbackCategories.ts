import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerCategory } from '@/api/generated/shopApi';

interface FallbackCategorySpec {
  /** i18n key under `common:fallbackCategories` for the name and description */
  key: string;
  imageUrl: string;
  priceRangeStart: number;
  priceRangeEnd: number;
  isPopular: boolean;
}

/**
 * The 6 built-in categories shown when the categories cannot be loaded (docs/product-rules.md#public-order-flow), on
 * the home page and in the order wizard.
 */
export const FALLBACK_CATEGORY_SPECS: readonly FallbackCategorySpec[] = [
  {
    key: 'roses',
    imageUrl: '/mock-assets/categories/buket-mawar.jpg',
    priceRangeStart: 150_000,
    priceRangeEnd: 1_500_000,
    isPopular: true,
  },
  {
    key: 'vase',
    imageUrl: '/mock-assets/categories/bunga-meja-vas.jpg',
    priceRangeStart: 250_000,
    priceRangeEnd: 2_000_000,
    isPopular: false,
  },
  {
    key: 'boards',
    imageUrl: '/mock-assets/categories/bunga-papan-ucapan.jpg',
    priceRangeStart: 500_000,
    priceRangeEnd: 3_000_000,
    isPopular: true,
  },
  {
    key: 'condolence',
    imageUrl: '/mock-assets/categories/bunga-duka-cita.jpg',
    priceRangeStart: 400_000,
    priceRangeEnd: 2_500_000,
    isPopular: false,
  },
  {
    key: 'graduation',
    imageUrl: '/mock-assets/categories/hand-bouquet-wisuda.jpg',
    priceRangeStart: 100_000,
    priceRangeEnd: 800_000,
    isPopular: true,
  },
  {
    key: 'orchids',
    imageUrl: '/mock-assets/categories/anggrek-tanaman-hias.jpg',
    priceRangeStart: 200_000,
    priceRangeEnd: 2_500_000,
    isPopular: false,
  },
];

/**
 * The fallback categories, named through `translate` (keys `fallbackCategories.<key>.name|description`).
 *
 * Ids are negative (-1 … -6): the backend numbers categories from 1, so a
 * fallback can never be taken for a real category. Were it id 1, a visitor who
 * picks the fallback 'Buket Mawar' would be shown — and could order from —
 * whatever the shop's real category 1 is, under the wrong name; with -1 the
 * products call fails plainly and the wizard shows its sample products.
 */
export function buildFallbackCategories(translate: (key: string) => string): FlowerCategory[] {
  return FALLBACK_CATEGORY_SPECS.map((spec, index) => ({
    categoryID: -(index + 1),
    categoryName: translate(`fallbackCategories.${spec.key}.name`),
    description: translate(`fallbackCategories.${spec.key}.description`),
    imageUrl: spec.imageUrl,
    priceRangeStart: spec.priceRangeStart,
    priceRangeEnd: spec.priceRangeEnd,
    isPopular: spec.isPopular,
    flowerProducts: [],
  }));
}

/** The fallback categories in the current language (rebuilt after a language switch). */
export function useFallbackCategories(): FlowerCategory[] {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  // `language` rebuilds the translated names after a language switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => buildFallbackCategories((key) => t(key)), [t, language]);
}
