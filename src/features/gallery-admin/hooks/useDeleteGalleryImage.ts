import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@/api/generated/shopApi';
import { runConfirmedAction } from '@/components/feedback/confirmedAction';
import { useDeleteGalleryImageMutation } from '@/entities/gallery/api';

/** 'Delete Image?', then 'Deleted!' (closes after 2 s, spec §9) or 'Failed to delete image. Please try again.' (spec §8). */
export function useDeleteGalleryImage() {
  const { t } = useTranslation('gallery');
  const [remove] = useDeleteGalleryImageMutation();
  return useCallback(
    async (image: GalleryImage) => {
      await runConfirmedAction(() => remove({ id: image.id }).unwrap(), {
        confirm: { title: t('delete.title'), text: t('delete.text', { title: image.title }), confirmText: t('delete.confirm'), cancelText: t('delete.cancel') },
        success: { title: t('delete.deleted'), text: t('delete.deletedText') },
        failure: { title: t('delete.failedTitle'), text: t('delete.failed'), confirmText: t('delete.ok') },
      });
    },
    [remove, t],
  );
}
