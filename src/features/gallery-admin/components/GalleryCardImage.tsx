import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@/api/generated/shopApi';
import { galleryImageSrc } from '@/entities/gallery/model/galleryImageSrc';

/** The card's picture; a placeholder when pictures are hidden, missing or broken. */
export function GalleryCardImage({ image, show }: { image: GalleryImage; show: boolean }) {
  const { t } = useTranslation('gallery');
  const src = show ? galleryImageSrc(image) : undefined;
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (!show) {
    return (
      <div className="gallery-card__placeholder is-hidden-images">
        <i className="bi bi-image me-2" aria-hidden="true" />
        <span>{t('card.imageHidden')}</span>
      </div>
    );
  }
  if (!src || brokenSrc === src) {
    return (
      <div className="gallery-card__placeholder">
        <i className="bi bi-image-alt me-2" aria-hidden="true" />
        <span>{t('card.noImage')}</span>
      </div>
    );
  }
  return (
    <img
      className="gallery-card__img"
      src={src}
      alt={image.title}
      loading="lazy"
      decoding="async"
      onError={() => setBrokenSrc(src)}
    />
  );
}
