import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useAppDispatch } from '@/components/store/hooks';
import { galleryApi, useUpdateGalleryImageOrderMutation } from '@/entities/gallery/api';
import { arrangeIds, moveNextTo, neighbourInView, renumber, serverOrder } from '../model/reorder';

const SEQUENCE_PAGE_SIZE = 100; // the largest page the API serves

interface Options {
  /** Whether an image belongs to the current view (server and page filters, search). */
  inView: (image: GalleryImage) => boolean;
  /** Ids shown on this page, in order. */
  visibleIds: readonly number[];
  /** Loads the page again once the new order is saved. */
  reload: () => Promise<unknown>;
}

/**
 * Reordering: drag and drop or 'move up' / 'move down', saved with
 * `PUT /api/Gallery/{id}/order` for every image whose number changes. The rule
 * (see model/reorder.ts): the moved image goes next to its neighbour in the
 * current view, then the whole gallery is numbered 0, 1, 2, … in server order,
 * so the public home shows the same order. The page shows the new order at once
 * while it is saved, then loads again from the server either way.
 */
export function useGalleryReorder({ inView, visibleIds, reload }: Options) {
  const { t } = useTranslation('gallery');
  const dispatch = useAppDispatch();
  const toast = useAppToast();
  const [saveOrder] = useUpdateGalleryImageOrderMutation();
  const [arranged, setArranged] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);

  /** The whole gallery (every image, active or not, without pictures) in server order. */
  const loadSequence = useCallback(async () => {
    const all: GalleryImage[] = [];
    for (let page = 1; ; page++) {
      const args = { page, pageSize: SEQUENCE_PAGE_SIZE, includeImages: false, activeOnly: false };
      const result = await dispatch(
        galleryApi.endpoints.listGalleryImages.initiate(args, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      all.push(...result.data);
      if (!result.hasNextPage) return serverOrder(all);
    }
  }, [dispatch]);

  const run = useCallback(
    async (movedId: number, pickAnchor: (sequence: GalleryImage[]) => GalleryImage | null, optimistic: number[]) => {
      setSaving(true);
      setArranged(optimistic);
      try {
        const sequence = await loadSequence();
        const anchor = pickAnchor(sequence);
        if (anchor) {
          const changes = renumber(moveNextTo(sequence, movedId, anchor.id));
          // In parallel: RTK Query holds the list's reload until every save has answered.
          await Promise.all(
            changes.map(({ id, displayOrder }) => saveOrder({ id, galleryOrderUpdate: { displayOrder } }).unwrap()),
          );
          toast('success', t('reorder.saved'));
        }
      } catch {
        toast('error', t('reorder.failed'));
      } finally {
        await reload().catch(() => undefined);
        setArranged(null);
        setSaving(false);
      }
    },
    [loadSequence, reload, saveOrder, t, toast],
  );

  /** 'Move up' (-1) / 'move down' (1): swaps with the neighbour in the view, on this page or the next/previous one. */
  const moveBy = useCallback(
    (image: GalleryImage, direction: -1 | 1) => {
      const at = visibleIds.indexOf(image.id);
      const neighbourId = visibleIds[at + direction];
      const optimistic =
        neighbourId === undefined
          ? visibleIds.filter((id) => id !== image.id)
          : arrangeIds(visibleIds, image.id, neighbourId);
      void run(image.id, (sequence) => neighbourInView(sequence, inView, image.id, direction), optimistic);
    },
    [inView, run, visibleIds],
  );

  /** A drop: `movedId` takes the place of `overId`. */
  const dropOn = useCallback(
    (movedId: number, overId: number) => {
      if (movedId === overId) return;
      void run(
        movedId,
        (sequence) => sequence.find((image) => image.id === overId) ?? null,
        arrangeIds(visibleIds, movedId, overId),
      );
    },
    [run, visibleIds],
  );

  return { moveBy, dropOn, saving, arranged };
}
