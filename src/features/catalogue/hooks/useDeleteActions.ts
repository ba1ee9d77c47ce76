import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerCategory, FlowerProduct } from '@/api/generated/shopApi';
import { TOAST_DEFAULTS } from '@/components/feedback/toastSlice';
import { useDeleteFlowerCategoryMutation, useDeleteFlowerProductMutation } from '@/entities/catalogue/api';
import { useCatalogueToast } from './useCatalogueToast';
import { useConfirmDelete } from './useConfirmDelete';

/** Delete after 'Konfirmasi Hapus'; success toast 2 s, failure 3 s (spec §8, §9). */
export function useDeleteCategory() {
  const { t } = useTranslation('catalogue');
  const confirm = useConfirmDelete();
  const toast = useCatalogueToast();
  const [remove] = useDeleteFlowerCategoryMutation();
  return useCallback(
    async (category: FlowerCategory) => {
      const name = category.categoryName?.trim() || t('categories.noName');
      if (!(await confirm('category', name))) return;
      try {
        await remove({ id: category.categoryID }).unwrap();
        toast('success', t('categoryMessages.deleted'), TOAST_DEFAULTS.deleteSuccessTimeoutMs);
      } catch {
        toast('error', t('categoryMessages.deleteFailed'));
      }
    },
    [confirm, remove, t, toast],
  );
}

export function useDeleteProduct() {
  const { t } = useTranslation('catalogue');
  const confirm = useConfirmDelete();
  const toast = useCatalogueToast();
  const [remove] = useDeleteFlowerProductMutation();
  return useCallback(
    async (product: FlowerProduct) => {
      if (!(await confirm('product', product.productName))) return;
      try {
        await remove({ id: product.productID }).unwrap();
        toast('success', t('productMessages.deleted'), TOAST_DEFAULTS.deleteSuccessTimeoutMs);
      } catch {
        toast('error', t('productMessages.deleteFailed'));
      }
    },
    [confirm, remove, t, toast],
  );
}
