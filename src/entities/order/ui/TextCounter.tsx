import { useTranslation } from 'react-i18next';
import './TextCounter.css';

/**
 * A text's live counter against its limit, '18/24' (docs/product-rules.md#the-right-words-proposed): an error above
 * the limit. Read out as '18 dari 24 karakter'.
 */
export function TextCounter({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation('words');
  const over = count > max;
  return (
    <span className={`text-counter${over ? ' is-over' : ''}`}>
      {over && <i className="bi bi-exclamation-circle-fill me-1" aria-hidden="true" />}
      <span aria-hidden="true">{`${count}/${max}`}</span>
      <span className="visually-hidden">{t(over ? 'counterOver' : 'counterLabel', { count, max })}</span>
    </span>
  );
}
