import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useUpdateGalleryImageMutation } from '@/entities/gallery/api';
import { toggledPayload } from '../model/payloads';

/**
 * Active / inactive through the update call (docs/product-rules.md#gallery):
 * the list reloads afterwards (tags), and a toast says what happened
 * (docs/product-rules.md#gallery-management).
 */
export function useToggleGalleryStatus() {
  const { t } = useTranslation('gallery');
  const toast = useAppToast();
  const [update] = useUpdateGalleryImageMutation();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = useCallback(
    async (image: GalleryImage) => {
      setPendingIds((ids) => new Set(ids).add(image.id));
      try {
        await update({ id: image.id, galleryImageUpdate: toggledPayload(image) }).unwrap();
        toast('success', t(image.isActive ? 'messages.deactivated' : 'messages.activated'));
      } catch {
        toast('error', t('messages.toggleFailed'));
      } finally {
        setPendingIds((ids) => {
          const next = new Set(ids);
          next.delete(image.id);
          return next;
        });
      }
    },
    [t, toast, update],
  );

  return { toggle, pendingIds };
}
