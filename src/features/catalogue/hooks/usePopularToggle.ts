import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useUpdateFlowerCategoryMutation } from '@/entities/catalogue/api';
import { categoryAsUpdate } from '../model/payloads';

/**
 * The popular star (docs/product-rules.md#category-form): sends the whole
 * category with isPopular inverted; the list shows it at once and reloads after
 * (entity api). When the server refuses, the star flips back (entity api) and
 * the failure toast shows (docs/product-rules.md#categories).
 */
export function usePopularToggle() {
  const { t } = useTranslation('catalogue');
  const toast = useAppToast();
  const [updateCategory] = useUpdateFlowerCategoryMutation();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = useCallback(
    async (category: FlowerCategory) => {
      const id = category.categoryID;
      const isPopular = !category.isPopular;
      setPendingIds((ids) => new Set(ids).add(id));
      try {
        await updateCategory({ id, flowerCategoryUpdate: categoryAsUpdate(category, { isPopular }) }).unwrap();
        toast('success', t(isPopular ? 'categoryMessages.markedPopular' : 'categoryMessages.unmarkedPopular'));
      } catch {
        toast('error', t('categoryMessages.popularFailed'));
      } finally {
        setPendingIds((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        });
      }
    },
    [t, toast, updateCategory],
  );

  return { toggle, pendingIds };
}
