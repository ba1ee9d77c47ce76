import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFlowerCategoriesQuery } from '@/entities/catalogue/api';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { buildFallbackCategories } from '../data/fallbackCategories';

export interface PublicCategoriesState {
  categories: readonly FlowerCategory[];
  isLoading: boolean;
  isFetching: boolean;
  /** The call failed: the 6 built-in categories are shown instead (spec §8). */
  usingFallback: boolean;
  refetch: () => void;
}

/** Flower categories for the home cards; the built-in fallback categories when the call fails. */
export function usePublicCategories(): PublicCategoriesState {
  const { t, i18n } = useTranslation('home');
  const { data, isLoading, isError, isFetching, refetch } = useListFlowerCategoriesQuery();
  const language = i18n.language;
  const fallback = useMemo(
    () => (isError ? buildFallbackCategories((key) => t(key)) : []),
    // `language` rebuilds the translated fallback after a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [isError, t, language],
  );
  return {
    categories: isError ? fallback : (data ?? []),
    isLoading,
    isFetching,
    usingFallback: isError,
    refetch: () => void refetch(),
  };
}
