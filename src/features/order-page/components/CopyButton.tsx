import { useTranslation } from 'react-i18next';
import { useCopyText } from '../hooks/useCopyText';

interface Props {
  /** What is copied, exactly as it is pasted. */
  value: string;
  /** What it is, in the sentence 'Salin <what>' ('nomor rekening'). */
  what: string;
}

/** 'Salin' → 'Disalin' for a moment, announced politely; when the clipboard refuses, the value to copy by hand. */
export function CopyButton({ value, what }: Props) {
  const { t } = useTranslation('orderPage');
  const { state, copy } = useCopyText();
  const copied = state === 'copied';
  return (
    <span className="order-page-copy">
      <button
        type="button"
        className={`btn btn-sm ${copied ? 'btn-success' : 'btn-outline-primary'} order-page-copy__button`}
        onClick={() => void copy(value)}
        aria-label={copied ? t('copy.copiedLabel', { what }) : t('copy.label', { what })}
      >
        <i className={`bi ${copied ? 'bi-check2' : 'bi-copy'} me-1`} aria-hidden="true" />
        {copied ? t('copy.copied') : t('copy.copy')}
      </button>
      <span className={state === 'failed' ? 'order-page-copy__failed' : 'visually-hidden'} role="status">
        {copied
          ? t('copy.announce', { what: what.charAt(0).toUpperCase() + what.slice(1) })
          : state === 'failed'
            ? t('copy.failed', { value })
            : ''}
      </span>
    </span>
  );
}
