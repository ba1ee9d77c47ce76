import type { ReactNode } from 'react';
import { safeImageSrc } from '@/lib/url/urlPolicy';
import './Doorstep.css';

/** A photo of the doorstep cards (the arrangement, the proof), whole in a fixed-proportion box; none when unsafe. */
export function DoorstepPhoto({ src, alt, caption }: { src: string | null; alt: string; caption?: ReactNode }) {
  const safe = safeImageSrc(src);
  if (!safe) return null;
  return (
    <figure className="order-page-doorstep__figure">
      <img className="order-page-doorstep__image" src={safe} alt={alt} decoding="async" />
      {caption && <figcaption className="order-page-doorstep__caption">{caption}</figcaption>}
    </figure>
  );
}
