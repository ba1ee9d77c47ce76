import { PICTURE_FORMATS, pictureSrcSet, type HomePictureFiles } from './homePictures';

interface Props {
  picture: HomePictureFiles;
  alt: string;
  /** the page's largest paint: fetched at once and at high priority; else lazily */
  priority?: boolean;
}

/** One of the home page's own pictures (homePictures.ts): AVIF, then WebP, then JPEG, each by width. */
export function HomePicture({ picture, alt, priority = false }: Props) {
  return (
    <picture>
      {PICTURE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={pictureSrcSet(picture, format)} sizes={picture.sizes} />
      ))}
      <img
        src={picture.fallback}
        srcSet={pictureSrcSet(picture, 'jpg')}
        sizes={picture.sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        fetchPriority={priority ? 'high' : undefined}
        loading={priority ? undefined : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
