import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeImageSrc } from '@/lib/url/urlPolicy';
import './FeaturedImageField.css';

const MAX_BYTES = 5 * 1024 * 1024;

interface Props {
  value: string;
  onChange: (dataUrl: string) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Featured image upload with preview and remove (kept in the browser only). */
export function FeaturedImageField({ value, onChange }: Props) {
  const { t } = useTranslation('news');
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!/^image\/(png|jpe?g|gif|webp)$/.test(file.type)) return setError(t('errors.imageType'));
    if (file.size > MAX_BYTES) return setError(t('errors.imageSize'));
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setError(t('errors.imageRead'));
    }
  };

  return (
    <div>
      <span className="form-label fw-semibold d-block" id={`${id}-label`}>
        {t('fields.featuredImage')}
      </span>
      {value ? (
        <figure className="news-image-preview mb-0">
          <img src={safeImageSrc(value)} alt={t('fields.featuredImagePreview')} className="img-fluid rounded-3" />
          <button type="button" className="btn btn-sm btn-outline-danger mt-2" onClick={() => onChange('')}>
            <i className="bi bi-trash" aria-hidden="true" /> {t('actions.removeImage')}
          </button>
        </figure>
      ) : (
        <label className="news-image-drop d-flex flex-column align-items-center justify-content-center gap-1 rounded-3 p-4 text-center">
          <i className="bi bi-cloud-arrow-up fs-2 text-primary" aria-hidden="true" />
          <span className="fw-semibold">{t('fields.featuredImageChoose')}</span>
          <span className="small text-body-secondary">{t('fields.featuredImageHint')}</span>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="visually-hidden"
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
