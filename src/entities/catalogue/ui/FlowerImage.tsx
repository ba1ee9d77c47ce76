import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_IMAGE_URL, listImageSrc } from '../model/imageFallback';

interface Props {
  /** The image link from data (data URL, link, site path, 'string' or empty). */
  imageUrl: string | null | undefined;
  alt: string;
  /** Overlays (badges, the star) drawn over the picture. */
  children?: ReactNode;
  className?: string;
}

type Stage = 'primary' | 'fallback' | 'placeholder';

/**
 * A list image (spec §4): loading → failed → the fallback stock photo → a
 * placeholder icon when that fails too. Share links are rewritten to their
 * direct form (§9). The box keeps a 4:3 ratio, so nothing shifts.
 * `data-image-state` tells which step it is in.
 */
export function CatalogueImage({ imageUrl, alt, children, className = '' }: Props) {
  const src = listImageSrc(imageUrl);
  return (
    <div className={`catalogue-image ratio ratio-4x3 ${className}`}>
      <ImageStages key={src ?? 'none'} src={src} alt={alt} />
      {children}
    </div>
  );
}

function ImageStages({ src, alt }: { src: string | undefined; alt: string }) {
  const { t } = useTranslation('catalogue');
  const [stage, setStage] = useState<Stage>(src ? 'primary' : 'fallback');
  const [loaded, setLoaded] = useState(false);

  const state = stage === 'placeholder' ? 'placeholder' : !loaded ? (stage === 'primary' ? 'loading' : 'failed') : stage === 'primary' ? 'loaded' : 'fallback';
  const onError = () => {
    setLoaded(false);
    setStage((current) => (current === 'primary' ? 'fallback' : 'placeholder'));
  };

  if (stage === 'placeholder') {
    return (
      <div className="catalogue-image__placeholder" role="img" aria-label={alt || t('image.unavailable')} data-image-state={state}>
        <i className="bi bi-flower1" aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className="catalogue-image__frame" data-image-state={state}>
      {!loaded && (
        <div className="catalogue-image__loading" aria-hidden="true">
          <span className="spinner-border spinner-border-sm" />
        </div>
      )}
      <img
        key={stage}
        src={stage === 'primary' ? src : FALLBACK_IMAGE_URL}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={loaded ? 'is-loaded' : undefined}
        onLoad={() => setLoaded(true)}
        onError={onError}
      />
    </div>
  );
}
