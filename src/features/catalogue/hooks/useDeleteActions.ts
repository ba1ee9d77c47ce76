import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerCategory, FlowerProduct } from '@/api/generated/shopApi';
import { askRunReport, dangerQuestion } from '@/components/feedback/askRunReport';
import { TOAST_DEFAULTS } from '@/components/feedback/toastSlice';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useDeleteFlowerCategoryMutation, useDeleteFlowerProductMutation } from '@/entities/catalogue/api';

type Kind = 'category' | 'product';

/**
 * Asks 'Konfirmasi Hapus' with the name as text (never HTML), 'Ya, Hapus!' /
 * 'Batal', deletes, then toasts the success for 2 s or the failure for 3 s
 * (docs/product-rules.md#categories, docs/product-rules.md#products, docs/product-rules.md#toasts).
 */
function useDeleteAfterAsking(kind: Kind) {
  const { t } = useTranslation('catalogue');
  const toast = useAppToast();
  return useCallback(
    async (name: string, remove: () => Promise<unknown>) => {
      await askRunReport({
        ask: dangerQuestion({
          title: t('confirmDelete.title'),
          text: t(`confirmDelete.${kind}`, { name }),
          confirmText: t('confirmDelete.confirm'),
          cancelText: t('confirmDelete.cancel'),
        }),
        run: remove,
        success: () => void toast('success', t(`${kind}Messages.deleted`), TOAST_DEFAULTS.deleteSuccessTimeoutMs),
        failure: () => void toast('error', t(`${kind}Messages.deleteFailed`)),
      });
    },
    [kind, t, toast],
  );
}

export function useDeleteCategory() {
  const { t } = useTranslation('catalogue');
  const deleteAfterAsking = useDeleteAfterAsking('category');
  const [remove] = useDeleteFlowerCategoryMutation();
  return useCallback(
    (category: FlowerCategory) =>
      deleteAfterAsking(category.categoryName?.trim() || t('categories.noName'), () =>
        remove({ id: category.categoryID }).unwrap(),
      ),
    [deleteAfterAsking, remove, t],
  );
}

export function useDeleteProduct() {
  const deleteAfterAsking = useDeleteAfterAsking('product');
  const [remove] = useDeleteFlowerProductMutation();
  return useCallback(
    (product: FlowerProduct) =>
      deleteAfterAsking(product.productName, () => remove({ id: product.productID }).unwrap()),
    [deleteAfterAsking, remove],
  );
}
