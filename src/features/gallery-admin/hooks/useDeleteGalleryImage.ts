import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@/api/generated/shopApi';
import { confirmDialog, showAlert } from '@/components/feedback/dialogs';
import { TOAST_DEFAULTS } from '@/components/feedback/toastSlice';
import { useDeleteGalleryImageMutation } from '@/entities/gallery/api';

/** 'Delete Image?', then 'Deleted!' (closes after 2 s, spec §9) or 'Failed to delete image. Please try again.' (spec §8). */
export function useDeleteGalleryImage() {
  const { t } = useTranslation('gallery');
  const [remove] = useDeleteGalleryImageMutation();
  return useCallback(
    async (image: GalleryImage) => {
      const confirmed = await confirmDialog({
        title: t('delete.title'),
        text: t('delete.text', { title: image.title }),
        icon: 'warning',
        confirmText: t('delete.confirm'),
        cancelText: t('delete.cancel'),
        danger: true,
      });
      if (!confirmed) return;
      try {
        await remove({ id: image.id }).unwrap();
        await showAlert({ icon: 'success', title: t('delete.deleted'), text: t('delete.deletedText'), timerMs: TOAST_DEFAULTS.deleteSuccessTimeoutMs });
      } catch {
        await showAlert({ icon: 'error', title: t('delete.failedTitle'), text: t('delete.failed'), confirmText: t('delete.ok') });
      }
    },
    [remove, t],
  );
}
