import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './useFocusTrap';
import { useLightboxKeys } from './useLightboxKeys';
import { useSwipe } from './useSwipe';
import './Lightbox.css';

export interface LightboxItem {
  /** A safe image source (already through the URL policy). */
  src: string;
  alt: string;
  title: string;
  description?: string | null;
}

interface Props {
  items: readonly LightboxItem[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * A photo viewer over the page: a modal dialog named by the photo's title
 * and described by its description. Focus stays inside while it is open
 * and returns to the photo that opened it; Escape closes; the arrow keys
 * (mirrored right-to-left), Home/End, the buttons and a swipe move between
 * photos, wrapping at the ends. Loaded lazily by the pages that use it.
 */
export function Lightbox({ items, index, onIndexChange, onClose }: Props) {
  const { t } = useTranslation('common');
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialog, closeButton);
  const count = items.length;
  const current = items[Math.min(Math.max(0, index), count - 1)];
  const go = (next: number) => onIndexChange(((next % count) + count) % count);
  const previous = () => go(index - 1);
  const next = () => go(index + 1);
  const swipe = useSwipe(previous, next);
  useLightboxKeys({ onClose, previous, next, first: () => go(0), last: () => go(count - 1), canMove: count > 1 });
  if (!current) return null;

  return createPortal(
    <div className="lightbox">
      <div className="lightbox__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        className="lightbox__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={current.description ? `${id}-description` : undefined}
        tabIndex={-1}
      >
        <div className="lightbox__bar">
          <p className="lightbox__counter mb-0" aria-live="polite">
            {t('lightbox.position', { position: index + 1, total: count })}
          </p>
          <button
            ref={closeButton}
            type="button"
            className="lightbox__button lightbox__close"
            aria-label={t('lightbox.close')}
            onClick={onClose}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </button>
        </div>
        <figure className="lightbox__figure" {...swipe}>
          <img key={current.src} className="lightbox__image" src={current.src} alt={current.alt} draggable={false} />
          <figcaption className="lightbox__caption">
            <h2 id={`${id}-title`} className="lightbox__title">
              {current.title}
            </h2>
            {current.description && (
              <p id={`${id}-description`} className="lightbox__description">
                {current.description}
              </p>
            )}
          </figcaption>
        </figure>
        {count > 1 && (
          <>
            <button
              type="button"
              className="lightbox__button lightbox__nav lightbox__nav--previous"
              aria-label={t('lightbox.previous')}
              onClick={previous}
            >
              <i className="bi bi-chevron-left bo-flip-rtl" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="lightbox__button lightbox__nav lightbox__nav--next"
              aria-label={t('lightbox.next')}
              onClick={next}
            >
              <i className="bi bi-chevron-right bo-flip-rtl" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}

export default Lightbox;
