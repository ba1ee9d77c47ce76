import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useCreateGalleryImageMutation, useUpdateGalleryImageMutation } from '@/entities/gallery/api';
import type { GalleryFormValues } from '../model/gallerySchema';
import { toCreatePayload, toUpdatePayload } from '../model/payloads';

/**
 * Create (no `current`) or update the image. Resolves true once the server
 * answered with the saved image; a failure, or an empty answer
 * (docs/product-rules.md#gallery-management), resolves false and the form keeps
 * everything.
 */
export function useSaveGalleryImage(current?: GalleryImage) {
  const { t } = useTranslation('gallery');
  const toast = useAppToast();
  const [create] = useCreateGalleryImageMutation();
  const [update] = useUpdateGalleryImageMutation();
  return useCallback(
    async (values: GalleryFormValues): Promise<boolean> => {
      try {
        const saved: unknown = current
          ? await update({ id: current.id, galleryImageUpdate: toUpdatePayload(current, values) }).unwrap()
          : await create({ galleryImageInput: toCreatePayload(values) }).unwrap();
        if (!saved || typeof saved !== 'object') return false;
        toast('success', t(current ? 'save.updated' : 'save.created'));
        return true;
      } catch {
        return false;
      }
    },
    [create, current, t, toast, update],
  );
}
