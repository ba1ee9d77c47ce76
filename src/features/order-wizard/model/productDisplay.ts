import type { ProductAttribute } from '@/api/generated/shopApi';
import { DEFAULT_RATING } from '@/lib/catalogue/rating';

/** A missing or zero rating counts as "not rated": the default 4.5 is shown. */
export function productRating(rating: number | null | undefined): number {
  return typeof rating === 'number' && Number.isFinite(rating) && rating > 0 ? Math.min(5, rating) : DEFAULT_RATING;
}

/** Rating to one decimal, e.g. 4.5 → "4.5". */
export function formatRating(rating: number | null | undefined): string {
  return productRating(rating).toFixed(1);
}

/** Feature chips: each attribute as 'name: value'; blank ones are skipped. */
export function productFeatures(product: { productAttributes?: ProductAttribute[] | null }): string[] {
  return (product.productAttributes ?? [])
    .filter((attribute) => attribute.attributeName?.trim() && attribute.attributeValue?.trim())
    .map((attribute) => `${attribute.attributeName.trim()}: ${attribute.attributeValue.trim()}`);
}

const CATEGORY_ICONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/duka|simpati|krans/i, 'bi-heart'],
  [/papan|ucapan|board/i, 'bi-easel'],
  [/wisuda|graduat/i, 'bi-mortarboard'],
  [/anggrek|tanaman|orchid|plant/i, 'bi-flower3'],
  [/meja|vas|vase|table/i, 'bi-flower2'],
  [/mawar|rose|buket|bouquet/i, 'bi-flower1'],
];

/** The icon the interface adds to a category, from its name. */
export function categoryIcon(categoryName: string): string {
  return CATEGORY_ICONS.find(([pattern]) => pattern.test(categoryName))?.[1] ?? 'bi-flower1';
}
