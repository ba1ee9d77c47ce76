import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueImageSrc } from '@/entities/catalogue/model/catalogueImage';
import { acceptAttribute, problemOf, type ImageProblem, type ImageRules } from '@/lib/images/imageRules';
import { processImageFile } from '@/lib/images/processImage';
import './ImageDropzone.css';

interface Props {
  label: string;
  hint: string;
  /** The form value: new data URL, existing link, or '' for none. */
  value: string;
  rules: ImageRules;
  /** This form's message for each refusal (docs/product-rules.md#image-limits). */
  messages: Record<ImageProblem, string>;
  /** The form's own error (required), shown once touched. */
  error?: string;
  /** The existing picture on edit, offered back after a replace or remove. */
  original?: string;
  /** Remove leaves the field empty (product edit); without it only replacing is offered. */
  removable?: boolean;
  disabled?: boolean;
  onChange(value: string): void;
  onTouched(): void;
}

/** Image by drag-and-drop or browse, resized by the shared pipeline, with preview. */
export function ImageDropzone({
  label,
  hint,
  value,
  rules,
  messages,
  error,
  original,
  removable,
  disabled,
  onChange,
  onTouched,
}: Props) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = catalogueImageSrc(value);
  const shownError = problem ?? error;

  async function take(file: File | undefined) {
    if (!file) return;
    onTouched();
    setProblem(null);
    setBusy(true);
    try {
      const image = await processImageFile(file, rules);
      onChange(image.dataUrl);
    } catch (reason) {
      setProblem(messages[problemOf(reason)]);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !busy) void take(event.dataTransfer.files?.[0]);
  };

  return (
    <div className="mb-3" role="group" aria-labelledby={`${id}-label`}>
      <div id={`${id}-label`} className="form-label">
        {label}
      </div>
      <div
        className={`catalogue-dropzone ${dragging ? 'is-dragging' : ''} ${shownError ? 'is-invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-dropzone"
      >
        {preview && !busy ? (
          <img src={preview} alt={t('imageField.preview')} className="catalogue-dropzone__preview" />
        ) : (
          <i
            className={`bi ${busy ? 'bi-hourglass-split' : 'bi-cloud-arrow-up'} catalogue-dropzone__icon`}
            aria-hidden="true"
          />
        )}
        <div className="catalogue-dropzone__body">
          {busy ? (
            <p className="mb-0" role="status">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t('imageField.processing')}
            </p>
          ) : (
            <>
              {!preview && (
                <p className="mb-2 fw-semibold">
                  {t('imageField.drop')} <span className="fw-normal text-body-secondary">{t('imageField.or')}</span>
                </p>
              )}
              <div className="d-flex flex-wrap gap-2 justify-content-center justify-content-sm-start">
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  disabled={disabled}
                  onClick={() => input.current?.click()}
                  aria-describedby={`${id}-hint`}
                >
                  <i className="bi bi-folder2-open me-1" aria-hidden="true" />
                  {preview ? t('imageField.replace') : t('imageField.browse')}
                </button>
                {preview && removable && (
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    disabled={disabled}
                    onClick={() => {
                      onTouched();
                      setProblem(null);
                      onChange('');
                    }}
                  >
                    <i className="bi bi-x-circle me-1" aria-hidden="true" />
                    {t('imageField.remove')}
                  </button>
                )}
                {original && value !== original && (
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    disabled={disabled}
                    onClick={() => {
                      setProblem(null);
                      onChange(original);
                    }}
                  >
                    {t('imageField.restore')}
                  </button>
                )}
              </div>
              {original && !value && removable && (
                <p className="small text-body-secondary mt-2 mb-0">{t('imageField.removed')}</p>
              )}
            </>
          )}
          <p id={`${id}-hint`} className="form-text mb-0 mt-2">
            {hint}
          </p>
        </div>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          className="d-none"
          accept={acceptAttribute(rules)}
          aria-label={label}
          disabled={disabled || busy}
          onChange={(event) => void take(event.target.files?.[0])}
        />
      </div>
      {shownError && (
        <div className="invalid-feedback d-block" role="alert">
          {shownError}
        </div>
      )}
    </div>
  );
}
