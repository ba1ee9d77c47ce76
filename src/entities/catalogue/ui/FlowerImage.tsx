import { useState, type ReactNode } from 'react';
import { catalogueImageSrc, FALLBACK_IMAGE_URL } from '../model/catalogueImage';
import './FlowerImage.css';

interface Props {
  /** The image link from data (data URL, link, site path, 'string' or empty). */
  imageUrl: string | null | undefined;
  /** Text alternative; '' for a decorative picture (the card names it). */
  alt: string;
  /** Loads at once (the first cards in view) instead of lazily. */
  eager?: boolean;
  /** Overlays (badges, the star) drawn over the picture. */
  children?: ReactNode;
  className?: string;
}

type Stage = 'primary' | 'fallback' | 'placeholder';

/**
 * A category or product picture, on the storefront and in the back office
 * (spec §4): loading → failed → the fallback stock photo → a placeholder icon
 * when that fails too. The source goes through the one image policy (share
 * links rewritten, §9; unsafe values refused). The box keeps a 4:3 ratio, so
 * nothing shifts. `data-image-state` tells which step it is in.
 */
export function FlowerImage({ imageUrl, alt, eager = false, children, className = '' }: Props) {
  const src = catalogueImageSrc(imageUrl);
  return (
    <div className={`flower-image ratio ratio-4x3 ${className}`}>
      <ImageStages key={src ?? 'none'} src={src} alt={alt} eager={eager} />
      {children}
    </div>
  );
}

function ImageStages({ src, alt, eager }: { src: string | undefined; alt: string; eager: boolean }) {
  const [stage, setStage] = useState<Stage>(src ? 'primary' : 'fallback');
  const [loaded, setLoaded] = useState(false);

  const state = stage === 'placeholder' ? 'placeholder' : !loaded ? (stage === 'primary' ? 'loading' : 'failed') : stage === 'primary' ? 'loaded' : 'fallback';
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
        src={stage === 'primary' ? src : FALLBACK_IMAGE_URL}
        alt={alt}
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={loaded ? 'is-loaded' : undefined}
        onLoad={() => setLoaded(true)}
        onError={onError}
      />
    </div>
  );
}
