import { useState, type ReactNode } from 'react';
import { imageThumbnail } from '@/lib/images/imageThumbnails';
import { catalogueImageSrc, FALLBACK_IMAGE_URL } from '../model/catalogueImage';
import './FlowerImage.css';

interface Props {
  /** The image link from data (data URL, link, site path, 'string' or empty). */
  imageUrl: string | null | undefined;
  /** Text alternative; '' for a decorative picture (the card names it). */
  alt: string;
  /** Loads at once (the first cards in view) instead of lazily. */
  eager?: boolean;
  /** The page's largest paint: fetched at high priority. */
  priority?: boolean;
  /** The picture's layout width (`sizes`), for choosing between a build-time thumbnail and the original. */
  sizes?: string;
  /** Overlays (badges, the star) drawn over the picture. */
  children?: ReactNode;
  className?: string;
}

type Stage = 'primary' | 'fallback' | 'placeholder';

/**
 * A category or product picture, on the storefront and in the back office
 * (docs/product-rules.md#pictures-from-data): loading → failed → the fallback
 * stock photo → a placeholder icon when that fails too. The source goes through
 * the one image policy (share links rewritten; unsafe values refused). The box
 * keeps a 4:3 ratio, so nothing shifts. `data-image-state` tells which step it
 * is in.
 */
export function FlowerImage({
  imageUrl,
  alt,
  eager = false,
  priority = false,
  sizes,
  children,
  className = '',
}: Props) {
  const src = catalogueImageSrc(imageUrl);
  return (
    <div className={`flower-image ratio ratio-4x3 ${className}`}>
      <ImageStages
        key={src ?? 'none'}
        src={src}
        alt={alt}
        eager={eager || priority}
        priority={priority}
        sizes={sizes}
      />
      {children}
    </div>
  );
}

interface StageProps {
  src: string | undefined;
  alt: string;
  eager: boolean;
  priority: boolean;
  sizes: string | undefined;
}

function ImageStages({ src, alt, eager, priority, sizes }: StageProps) {
  const [stage, setStage] = useState<Stage>(src ? 'primary' : 'fallback');
  // A build-time thumbnail (imageThumbnails.ts) is our own file, painted from
  // the prerendered HTML before the script runs: shown at once, without the
  // fade-in that would wait for the app's onLoad.
  const thumbnail = src ? imageThumbnail(src) : undefined;
  const [loaded, setLoaded] = useState(thumbnail !== undefined);
  const primary = stage === 'primary';

  const state =
    stage === 'placeholder'
      ? 'placeholder'
      : !loaded
        ? primary
          ? 'loading'
          : 'failed'
        : primary
          ? 'loaded'
          : 'fallback';
  const onError = () => {
    setLoaded(false);
    setStage((current) => (current === 'primary' ? 'fallback' : 'placeholder'));
  };

  if (stage === 'placeholder') {
    return (
      <div
        className="flower-image__placeholder"
        data-image-state={state}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <i className="bi bi-flower1" aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className="flower-image__frame" data-image-state={state}>
      {!loaded && (
        <div className="flower-image__loading" aria-hidden="true">
          <span className="spinner-border spinner-border-sm" />
        </div>
      )}
      <img
        key={stage}
        src={primary ? (thumbnail?.src ?? src) : FALLBACK_IMAGE_URL}
        srcSet={primary && thumbnail ? thumbnail.srcSet : undefined}
        sizes={primary && thumbnail ? sizes : undefined}
        alt={alt}
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={loaded ? 'is-loaded' : undefined}
        onLoad={() => setLoaded(true)}
        onError={onError}
      />
    </div>
  );
}
