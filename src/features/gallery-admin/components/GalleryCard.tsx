import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GalleryImage } from '@/api/generated/shopApi';
import { GalleryCardImage } from './GalleryCardImage';
import { GalleryStatusBadge } from './GalleryStatusBadge';
import './GalleryCard.css';

interface Props {
  image: GalleryImage;
  showImage: boolean;
  /** The status change or a reorder is on its way: its buttons wait. */
  busy: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onToggle(image: GalleryImage): void;
  onDelete(image: GalleryImage): void;
  onMove(image: GalleryImage, direction: -1 | 1): void;
  /** The drag handle (from the sortable grid). */
  dragHandle?: ReactNode;
}

/**
 * One photo: picture, title, description or 'Tidak ada deskripsi',
 * 'Aktif' / 'Tidak Aktif', display order; status, edit and delete buttons over
 * the picture — shown on hover, on keyboard focus and always on touch screens —
 * and the reorder controls.
 */
export function GalleryCard({
  image,
  showImage,
  busy,
  canMoveUp,
  canMoveDown,
  onToggle,
  onDelete,
  onMove,
  dragHandle,
}: Props) {
  const { t } = useTranslation('gallery');
  const title = image.title;
  const description = image.description?.trim();
  return (
    <article className={`card gallery-card h-100 ${image.isActive ? '' : 'is-inactive'}`} aria-label={title}>
      <div className={`gallery-card__media ${showImage ? '' : 'is-compact'}`}>
        <GalleryCardImage image={image} show={showImage} />
        <div className="gallery-card__badge">
          <GalleryStatusBadge active={image.isActive} />
        </div>
        <div className="gallery-card__actions">
          <button
            type="button"
            className="btn btn-light btn-sm gallery-card__action"
            aria-label={t(image.isActive ? 'card.deactivate' : 'card.activate', { title })}
            title={t(image.isActive ? 'card.deactivateShort' : 'card.activateShort')}
            disabled={busy}
            onClick={() => onToggle(image)}
          >
            <i className={`bi ${image.isActive ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
          </button>
          <Link
            to={`/app/gallery/edit/${image.id}`}
            className="btn btn-light btn-sm gallery-card__action"
            aria-label={t('card.edit', { title })}
            title={t('card.editShort')}
          >
            <i className="bi bi-pencil" aria-hidden="true" />
          </Link>
          <button
            type="button"
            className="btn btn-light btn-sm gallery-card__action text-danger"
            aria-label={t('card.delete', { title })}
            title={t('card.deleteShort')}
            disabled={busy}
            onClick={() => onDelete(image)}
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="card-body">
        <h2 className="h6 card-title gallery-card__title">{title}</h2>
        <p
          className={`card-text small mb-0 gallery-card__description ${description ? '' : 'fst-italic text-body-secondary'}`}
        >
          {description || t('card.noDescription')}
        </p>
      </div>
      <div className="card-footer gallery-card__footer">
        <span className="badge rounded-pill text-bg-light border gallery-card__order">
          <i className="bi bi-sort-numeric-down me-1" aria-hidden="true" />
          {t('card.order', { order: image.displayOrder })}
        </span>
        <div className="gallery-card__reorder">
          {dragHandle}
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-label={t('card.moveUp', { title })}
            title={t('card.moveUpShort')}
            disabled={busy || !canMoveUp}
            onClick={() => onMove(image, -1)}
          >
            <i className="bi bi-arrow-up" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-label={t('card.moveDown', { title })}
            title={t('card.moveDownShort')}
            disabled={busy || !canMoveDown}
            onClick={() => onMove(image, 1)}
          >
            <i className="bi bi-arrow-down" aria-hidden="true" />
          </button>
        </div>
      </div>
    </article>
  );
}
