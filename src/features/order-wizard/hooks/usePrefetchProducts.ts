import { useEffect } from 'react';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { usePrefetchCategoryProducts } from '@/entities/catalogue/api';
import { whenIdle } from '@/lib/async/whenIdle';
import { prefersLessData } from '@/lib/network/saveData';

/**
 * The products of the categories on screen, fetched ahead once the browser is idle (a few kilobytes each), so the
 * product step lists them as soon as a category is chosen instead of after a round trip; and a category's again as
 * the visitor touches its card, in case the first ones have left the cache. Nothing ahead for a visitor saving data.
 * Returns the touch's handler.
 */
export function usePrefetchProducts(categories: readonly FlowerCategory[]): (categoryId: number) => void {
  const prefetch = usePrefetchCategoryProducts();
  const ids = categories.map((category) => category.categoryID).join(',');
  useEffect(() => {
    if (!ids || prefersLessData()) return;
    whenIdle(() => ids.split(',').forEach((id) => prefetch({ categoryId: Number(id) })));
  }, [ids, prefetch]);
  return (categoryId) => prefetch({ categoryId });
}
