import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { galleryImageSrc } from '@/entities/gallery/model/galleryImageSrc';
import { PUBLIC_GALLERY_PAGE_SIZE, usePublicGallery } from '../hooks/usePublicGallery';
import { GalleryTile, GalleryTileSkeleton } from './GalleryTile';
import { SectionHeading } from './SectionHeading';
import './HomeSection.css';
import './GallerySection.css';

// The viewer's code loads on first use (or when a photo is pointed at or focused), never with the page.
const loadLightbox = () => import('@/components/media/Lightbox');
const Lightbox = lazy(loadLightbox);

/**
 * Gallery (docs/product-rules.md#gallery): the first 6 active photos, "load
 * more" appends the next page while more exist; a failure empties it and the
 * empty state offers reload.
 */
export function GallerySection() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  const [opened, setOpened] = useState<number | null>(null);
  const { images, status, hasNextPage, loadMore, reload } = usePublicGallery();
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  const markBroken = (id: number) => setBroken((previous) => new Set(previous).add(id));

  const shown = images
    .map((image) => ({ image, src: galleryImageSrc(image) }))
    .filter(
      (item): item is { image: typeof item.image; src: string } => Boolean(item.src) && !broken.has(item.image.id),
    );
  const isLoading = status === 'loading';
  const isEmpty = !isLoading && shown.length === 0;
  const failed = status === 'error';

  return (
    <section
      id="gallery"
      className="home-section home-gallery home-anchor"
      aria-labelledby="home-gallery-title"
      aria-busy={isLoading || status === 'loadingMore'}
    >
      <div className="container">
        <SectionHeading
          id="home-gallery-title"
          eyebrow={t('gallery.eyebrow')}
          title={t('gallery.title')}
          lead={t('gallery.lead')}
        />
        {isEmpty ? (
          // A failure empties the list and the empty state offers a reload; it also says the photos
          // could not be loaded, so a failure is never mistaken for a gallery that has no photos yet.
          <div role={failed ? 'alert' : undefined}>
            <EmptyState
              className="home-empty"
              icon={failed ? 'bi-cloud-slash' : 'bi-images'}
              title={failed ? t('gallery.failed') : undefined}
              text={t('gallery.empty')}
            >
              {failed && (
                <button type="button" className="btn btn-outline-primary rounded-pill px-4" onClick={reload}>
                  <i className="bi bi-arrow-clockwise me-2" aria-hidden="true" />
                  {t('gallery.reload')}
                </button>
              )}
            </EmptyState>
          </div>
        ) : (
          <>
            <ul className="gallery-grid list-unstyled mb-0">
              {isLoading
                ? Array.from({ length: PUBLIC_GALLERY_PAGE_SIZE }, (_, index) => (
                    <li key={index}>
                      <GalleryTileSkeleton />
                    </li>
                  ))
                : shown.map(({ image, src }, index) => (
                    <li key={image.id}>
                      <GalleryTile
                        image={image}
                        src={src}
                        onBroken={markBroken}
                        onOpen={() => setOpened(index)}
                        openLabel={tCommon('lightbox.open', { title: image.title })}
                        onIntent={() => void loadLightbox()}
                      />
                    </li>
                  ))}
            </ul>
            {opened !== null && shown.length > 0 && (
              <Suspense fallback={null}>
                <Lightbox
                  items={shown.map(({ image, src }) => ({
                    src,
                    alt: image.title,
                    title: image.title,
                    description: image.description,
                  }))}
                  index={Math.min(opened, shown.length - 1)}
                  onIndexChange={setOpened}
                  onClose={() => setOpened(null)}
                />
              </Suspense>
            )}
            {hasNextPage && (
              <div className="text-center mt-4 mt-lg-5">
                <button
                  type="button"
                  className="btn btn-outline-primary btn-lg rounded-pill px-5"
                  onClick={loadMore}
                  disabled={status === 'loadingMore'}
                >
                  {status === 'loadingMore' ? (
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  ) : (
                    <i className="bi bi-plus-lg me-2" aria-hidden="true" />
                  )}
                  {t('gallery.loadMore')}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
