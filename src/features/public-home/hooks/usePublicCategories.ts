import type { FlowerCategory } from '@/api/generated/shopApi';
import { shownQueryState } from '@/api/shownQueryState';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useListFlowerCategoriesQuery } from '@/entities/catalogue/api';
import { useFallbackCategories } from '@/entities/catalogue/fallbackCategories';

export interface PublicCategoriesState {
  categories: readonly FlowerCategory[];
  isLoading: boolean;
  isFetching: boolean;
  /** The call failed: the 6 built-in categories are shown instead. */
  usingFallback: boolean;
  refetch: () => void;
}

/** Flower categories for the home cards; the built-in fallback categories when the call fails. */
export function usePublicCategories(): PublicCategoriesState {
  const { data, isLoading, isError, isFetching, refetch } = useDeferredQuery(
    useListFlowerCategoriesQuery(undefined, { selectFromResult: shownQueryState }),
  );
  const fallback = useFallbackCategories();
  return {
    categories: isError ? fallback : (data ?? []),
    isLoading,
    isFetching,
    usingFallback: isError,
    refetch: () => void refetch(),
  };
}
