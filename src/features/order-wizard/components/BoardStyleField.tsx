import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { BoardStyle } from '@/lib/words/boardRules';
import './BoardComposer.css';
import './OrderDetailsForm.css';

interface Props {
  /** The styles the size offers. */
  styles: readonly BoardStyle[];
  /** The style the board is made in (the chosen one, else the size's first). */
  style: BoardStyle;
}

/**
 * Foam letters (`gabus`) or printing, when the size offers both; with one, it is said. Foam letters carry letters,
 * digits and `.,&-'()/` only: the hint says so.
 */
export function BoardStyleField({ styles, style }: Props) {
  const { t } = useTranslation(['order', 'words']);
  const [field, meta] = useField<string>('board.style');
  const invalid = Boolean(meta.touched && meta.error);
  const hint = style === 'gabus' ? t('composer.gabusHint') : undefined;
  if (styles.length < 2)
    return (
      <p className="wizard-composer__note mb-0">
        {t('composer.styleOnly', { style: t(`words:styles.${style}`) })} {hint}
      </p>
    );
  return (
    <fieldset
      aria-describedby={
        [hint ? 'order-board-style-hint' : '', invalid ? 'order-board-style-error' : ''].filter(Boolean).join(' ') ||
        undefined
      }
    >
      <legend className="form-label fs-6 mb-2">{t('composer.style')}</legend>
      <div className="wizard-choice-pair">
        {styles.map((option) => (
          <div key={option}>
            <input
              type="radio"
              className="btn-check"
              id={`order-board-style-${option}`}
              name="board.style"
              value={option}
              checked={style === option}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            <label className="btn wizard-time-option" htmlFor={`order-board-style-${option}`}>
              <i className={`bi ${option === 'gabus' ? 'bi-fonts' : 'bi-printer'}`} aria-hidden="true" />
              <span>{t(`words:styles.${option}`)}</span>
            </label>
          </div>
        ))}
      </div>
      {hint && (
        <div id="order-board-style-hint" className="form-text">
          {hint}
        </div>
      )}
      {invalid && (
        <div id="order-board-style-error" className="invalid-feedback d-block">
          {t(meta.error ?? '')}
        </div>
      )}
    </fieldset>
  );
}
