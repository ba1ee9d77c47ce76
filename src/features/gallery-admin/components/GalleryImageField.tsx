import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, MB, problemOf, type ImageProblem } from '@/lib/images/imageRules';
import { processImageFile } from '@/lib/images/processImage';
import { IMAGE_PROBLEM_KEYS, IMAGE_RULES, type GalleryFormMode } from '../model/imageSettings';
import './GalleryImageField.css';

interface Props {
  mode: GalleryFormMode;
  /** The new picture (JPEG data URL) or ''. */
  value: string;
  /** Edit: the picture the image has now, shown until a new one is chosen. */
  currentSrc?: string;
  /** The form's own message ('Image is required'), shown once touched. */
  error?: string;
  disabled?: boolean;
  onChange(value: string): void;
  onTouched(): void;
  onProcessing(processing: boolean): void;
}

interface Result {
  width: number;
  height: number;
  bytes: number;
}

/**
 * The picture (spec §2, §5): drop it or browse, checked and resized in the
 * shared worker pipeline with a progress state, previewed, removable. A refused
 * file shows the spec's title and text; what was there before stays.
 */
export function GalleryImageField({ mode, value, currentSrc, error, disabled, onChange, onTouched, onProcessing }: Props) {
  const { t } = useTranslation('gallery');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [dragging, setDragging] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const rules = IMAGE_RULES[mode];
  const preview = value || currentSrc;
  const problemTexts = problem ? IMAGE_PROBLEM_KEYS[mode][problem] : null;

  async function take(file: File | undefined) {
    if (!file || busy) return;
    onTouched();
    setProblem(null);
    setBusy(true);
    onProcessing(true);
    try {
      const image = await processImageFile(file, rules);
      setResult({ width: image.width, height: image.height, bytes: image.blob.size });
      onChange(image.dataUrl);
    } catch (reason) {
      setProblem(problemOf(reason));
    } finally {
      setBusy(false);
      onProcessing(false);
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files?.[0]);
  };

  const remove = () => {
    onTouched();
    setProblem(null);
    setResult(null);
    onChange('');
  };

  const invalid = Boolean(problemTexts || error);
  return (
    <div className="mb-4" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <div id={`${id}-label`} className="form-label fw-semibold">
        {t('fields.image')}
        {mode === 'create' && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </div>
      <div
        className={`gallery-dropzone ${dragging ? 'is-dragging' : ''} ${invalid ? 'is-invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="gallery-dropzone"
      >
        {busy ? (
          <div className="gallery-dropzone__progress" role="status">
            <span className="spinner-border text-primary" aria-hidden="true" />
            <p className="mb-2 fw-semibold">{t('image.processing')}</p>
            <div className="progress w-75" aria-hidden="true">
              <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
            </div>
          </div>
        ) : preview ? (
          <figure className="gallery-dropzone__figure mb-0">
            <img src={preview} alt={value ? t('image.preview') : t('image.current')} className="gallery-dropzone__preview" />
            <figcaption className="small text-body-secondary mt-2">
              {value && result ? t('image.ready', { width: result.width, height: result.height, size: formatSize(result.bytes) }) : !value ? t('image.currentNote') : null}
            </figcaption>
          </figure>
        ) : (
          <div className="gallery-dropzone__empty">
            <i className="bi bi-cloud-arrow-up gallery-dropzone__icon" aria-hidden="true" />
            <p className="mb-1 fw-semibold">{t('image.drop')}</p>
            <p className="mb-0 small text-body-secondary">{t('image.or')}</p>
          </div>
        )}
        <div className="d-flex flex-wrap gap-2 justify-content-center mt-3">
          <button type="button" className="btn btn-outline-primary btn-sm" disabled={disabled || busy} onClick={() => input.current?.click()}>
            <i className="bi bi-folder2-open me-1" aria-hidden="true" />
            {preview ? t('image.replace') : t('image.browse')}
          </button>
          {value && !busy && (
            <button type="button" className="btn btn-outline-danger btn-sm" disabled={disabled} onClick={remove}>
              <i className="bi bi-x-circle me-1" aria-hidden="true" />
              {t('image.remove')}
            </button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          className="d-none"
          accept={acceptAttribute(rules)}
          aria-label={t('fields.image')}
          disabled={disabled || busy}
          onChange={(event) => void take(event.target.files?.[0])}
        />
      </div>
      <p id={`${id}-hint`} className="form-text mb-0">
        {t('image.hint', { max: rules.maxBytes / MB })}
      </p>
      {problemTexts ? (
        <div className="alert alert-danger py-2 px-3 mt-2 mb-0 small" role="alert">
          <p className="fw-semibold mb-0">{t(problemTexts.title)}</p>
          <p className="mb-0">{t(problemTexts.text)}</p>
        </div>
      ) : (
        error && (
          <div className="invalid-feedback d-block" role="alert">
            {error}
          </div>
        )
      )}
    </div>
  );
}

function formatSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
