import { useState } from 'react';
import { safeImageSrc } from '@/lib/shop/safeUrl';

interface Props {
  src: string | null | undefined;
  alt: string;
  /** Loads at once (the first cards in view) instead of lazily. */
  eager?: boolean;
}

/**
 * A photo from data, always inside a reserved 4:3 box (no layout shift). A
 * missing, unsafe or broken image shows the flower placeholder instead.
 */
export function FlowerImage({ src, alt, eager = false }: Props) {
  const safe = safeImageSrc(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div className="ratio ratio-4x3 wizard-image">
      {safe && failedSrc !== safe ? (
        <img
          src={safe}
          alt={alt}
          width={800}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(safe)}
        />
      ) : (
        <div className="wizard-image__fallback" role="img" aria-label={alt}>
          <i className="bi bi-flower1" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
