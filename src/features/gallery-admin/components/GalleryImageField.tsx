import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, MB, problemOf, type ImageProblem } from '@/lib/images/imageRules';
import { processImageFile, type ProcessedImage } from '@/lib/images/processImage';
import { IMAGE_PROBLEM_KEYS, IMAGE_RULES, type GalleryFormMode } from '../model/imageSettings';
import { DropzoneContent, type ProcessedInfo } from './DropzoneContent';
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
  /** The image pipeline; the shared worker pipeline unless a story holds it. */
  processImage?: ImageProcessor;
}

export type ImageProcessor = (file: File, rules: Parameters<typeof processImageFile>[1]) => Promise<ProcessedImage>;

/**
 * The picture (docs/product-rules.md#image-limits): drop it or browse, checked and resized in the
 * shared worker pipeline with a progress state, previewed, removable. A refused
 * file shows its refusal title and text; what was there before stays.
 */
export function GalleryImageField({
  mode,
  value,
  currentSrc,
  error,
  disabled,
  onChange,
  onTouched,
  onProcessing,
  processImage = processImageFile,
}: Props) {
  const { t } = useTranslation('gallery');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [dragging, setDragging] = useState(false);
  const [result, setResult] = useState<ProcessedInfo | null>(null);
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
      const image = await processImage(file, rules);
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
        <DropzoneContent busy={busy} preview={preview} isNew={Boolean(value)} result={value ? result : null} />
        <div className="d-flex flex-wrap gap-2 justify-content-center mt-3">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={disabled || busy}
            onClick={() => input.current?.click()}
          >
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
