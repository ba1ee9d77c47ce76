import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { useAppDispatch } from '@/app/hooks';
import { catalogueApi, useUpdateFlowerCategoryMutation } from '@/entities/catalogue/api';
import { categoryAsUpdate } from '../model/payloads';
import { useCatalogueToast } from './useCatalogueToast';

/**
 * The popular star (spec §4): flips at once in the list, sends the whole
 * category with isPopular inverted, then the list reloads (tags). When the
 * server refuses, the star flips back and the §8 failure toast shows.
 */
export function usePopularToggle() {
  const { t } = useTranslation('catalogue');
  const dispatch = useAppDispatch();
  const toast = useCatalogueToast();
  const [updateCategory] = useUpdateFlowerCategoryMutation();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = useCallback(
    async (category: FlowerCategory) => {
      const id = category.categoryID;
      const isPopular = !category.isPopular;
      setPendingIds((ids) => new Set(ids).add(id));
      const patch = dispatch(
        catalogueApi.util.updateQueryData('listFlowerCategories', undefined, (draft) => {
          const cached = draft.find((item) => item.categoryID === id);
          if (cached) cached.isPopular = isPopular;
        }),
      );
      try {
        await updateCategory({ id, flowerCategoryUpdate: categoryAsUpdate(category, { isPopular }) }).unwrap();
        toast('success', t(isPopular ? 'categoryMessages.markedPopular' : 'categoryMessages.unmarkedPopular'));
      } catch {
        patch.undo();
        toast('error', t('categoryMessages.popularFailed'));
      } finally {
        setPendingIds((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        });
      }
    },
    [dispatch, t, toast, updateCategory],
  );

  return { toggle, pendingIds };
}
