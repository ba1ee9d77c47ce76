import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@/api/generated/shopApi';
import { askRunReport, dangerQuestion, deletedAlert, failureAlert } from '@/components/feedback/askRunReport';
import { useDeleteGalleryImageMutation } from '@/entities/gallery/api';

/**
 * 'Delete Image?', then 'Deleted!' (closes after 2 s, docs/product-rules.md#toasts) or 'Failed to
 * delete image. Please try again.' (docs/product-rules.md#gallery-management).
 */
export function useDeleteGalleryImage() {
  const { t } = useTranslation('gallery');
  const [remove] = useDeleteGalleryImageMutation();
  return useCallback(
    async (image: GalleryImage) => {
      await askRunReport({
        ask: dangerQuestion({
          title: t('delete.title'),
          text: t('delete.text', { title: image.title }),
          confirmText: t('delete.confirm'),
          cancelText: t('delete.cancel'),
        }),
        run: () => remove({ id: image.id }).unwrap(),
        success: () => deletedAlert({ title: t('delete.deleted'), text: t('delete.deletedText') }),
        failure: () =>
          failureAlert({ title: t('delete.failedTitle'), text: t('delete.failed'), confirmText: t('delete.ok') }),
      });
    },
    [remove, t],
  );
}
