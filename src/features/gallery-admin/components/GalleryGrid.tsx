import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@/api/generated/shopApi';
import { useDeleteGalleryImage } from '../hooks/useDeleteGalleryImage';
import { useGalleryReorder } from '../hooks/useGalleryReorder';
import { useToggleGalleryStatus } from '../hooks/useToggleGalleryStatus';
import { matchesView, type StatusFilter } from '../model/galleryFilter';
import { GalleryCard } from './GalleryCard';
import { SortableGalleryGrid } from './SortableGalleryGrid';

interface Props {
  images: readonly GalleryImage[];
  page: number;
  totalPages: number;
  status: StatusFilter;
  search: string;
  showImages: boolean;
  fetching: boolean;
  reload(): Promise<unknown>;
}

/** The page's cards with their actions: status toggle, delete, and reordering by drag and drop or buttons. */
export function GalleryGrid({ images, page, totalPages, status, search, showImages, fetching, reload }: Props) {
  const { t } = useTranslation('gallery');
  const { toggle, pendingIds } = useToggleGalleryStatus();
  const deleteImage = useDeleteGalleryImage();
  const inView = useCallback((image: GalleryImage) => matchesView(image, status, search), [status, search]);
  const visibleIds = useMemo(() => images.map((image) => image.id), [images]);
  const reorder = useGalleryReorder({ inView, visibleIds, reload });

  const shown = useMemo(() => {
    if (!reorder.arranged) return images;
    const byId = new Map(images.map((image) => [image.id, image]));
    return reorder.arranged.flatMap((id) => byId.get(id) ?? []);
  }, [images, reorder.arranged]);

  return (
    <>
      <p className="small text-body-secondary mb-3 d-flex align-items-start gap-2">
        <i className="bi bi-info-circle mt-1" aria-hidden="true" />
        <span>{t('reorder.hint')}</span>
      </p>
      <p className="visually-hidden" role="status">
        {reorder.saving ? t('reorder.saving') : ''}
      </p>
      {reorder.saving && (
        <p className="small text-primary fw-semibold mb-3" aria-hidden="true">
          <span className="spinner-border spinner-border-sm me-2" />
          {t('reorder.saving')}
        </p>
      )}
      <SortableGalleryGrid
        images={shown}
        disabled={reorder.saving || fetching}
        busy={fetching || reorder.saving}
        onDrop={reorder.dropOn}
        renderCard={(image, index, dragHandle) => (
          <GalleryCard
            image={image}
            showImage={showImages}
            busy={pendingIds.has(image.id) || reorder.saving}
            canMoveUp={!(page <= 1 && index === 0)}
            canMoveDown={!(page >= totalPages && index === shown.length - 1)}
            onToggle={toggle}
            onDelete={deleteImage}
            onMove={reorder.moveBy}
            dragHandle={dragHandle}
          />
        )}
      />
    </>
  );
}
