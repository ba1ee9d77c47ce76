import type { GalleryImage } from '@/api/generated/shopApi';
import { OpenImageButton } from '@/components/media/OpenImageButton';
import './GalleryTile.css';

interface Props {
  image: GalleryImage;
  src: string;
  onBroken: (id: number) => void;
  /** Opens the photo in the lightbox; the button is named by `openLabel`. */
  onOpen?: () => void;
  openLabel?: string;
  /** The pointer or focus comes near: time to fetch the lightbox's code. */
  onIntent?: () => void;
}

/** One gallery photo with its caption; reports a picture that fails to load so it can be hidden. */
export function GalleryTile({ image, src, onBroken, onOpen, openLabel, onIntent }: Props) {
  return (
    <figure className="gallery-tile mb-0">
      {/* The caption names the photo; an alt repeating it would be read twice (Lighthouse image-redundant-alt). */}
      <img
        src={src}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        onError={() => onBroken(image.id)}
      />
      <figcaption className="gallery-tile__caption">
        <span className="gallery-tile__title">{image.title}</span>
        {image.description && <span className="gallery-tile__description">{image.description}</span>}
      </figcaption>
      {onOpen && openLabel && (
        <OpenImageButton aria-label={openLabel} onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent} />
      )}
    </figure>
  );
}

export function GalleryTileSkeleton() {
  return (
    <div className="gallery-tile gallery-tile--skeleton" aria-hidden="true">
      <span className="placeholder w-100 h-100" />
    </div>
  );
}
