import { useTranslation } from 'react-i18next';
import { MB } from '@/lib/images/imageRules';

export interface ProcessedInfo {
  width: number;
  height: number;
  bytes: number;
}

interface Props {
  busy: boolean;
  /** What to show: the new picture, else the current one. */
  preview?: string;
  /** The preview is a picture chosen on this visit. */
  isNew: boolean;
  /** The new picture's size after resizing. */
  result: ProcessedInfo | null;
}

function formatSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Inside the drop zone: the progress while a picture is processed, its preview, or the invitation to drop one. */
export function DropzoneContent({ busy, preview, isNew, result }: Props) {
  const { t } = useTranslation('gallery');
  if (busy) {
    return (
      <div className="gallery-dropzone__progress" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <p className="mb-2 fw-semibold">{t('image.processing')}</p>
        <div className="progress w-75" aria-hidden="true">
          <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
        </div>
      </div>
    );
  }
  if (preview) {
    return (
      <figure className="gallery-dropzone__figure mb-0">
        <img
          src={preview}
          alt={isNew ? t('image.preview') : t('image.current')}
          className="gallery-dropzone__preview"
        />
        {(!isNew || result) && (
          <figcaption className="small text-body-secondary mt-2">
            {result && isNew
              ? t('image.ready', { width: result.width, height: result.height, size: formatSize(result.bytes) })
              : t('image.currentNote')}
          </figcaption>
        )}
      </figure>
    );
  }
  return (
    <div className="gallery-dropzone__empty">
      <i className="bi bi-cloud-arrow-up gallery-dropzone__icon" aria-hidden="true" />
      <p className="mb-1 fw-semibold">{t('image.drop')}</p>
      <p className="mb-0 small text-body-secondary">{t('image.or')}</p>
    </div>
  );
}
