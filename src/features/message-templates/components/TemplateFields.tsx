import { Field, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { MessageFormat } from '@/api/generated/shopApi';
import { FormField } from '@/components/forms/FormField';
import { OCCASIONS, RELIGIONS } from '@/lib/words/occasions';
import type { TemplateValues } from '../model/templateForm';
import { CardTextField } from './CardTextField';

const FORMATS: readonly MessageFormat[] = ['board', 'card'];

/**
 * The format, the occasion, the religion ('Semua agama' for none), then a board's four lines (the headline required)
 * or a card's text with its counter.
 */
export function TemplateFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation(['templates', 'words']);
  const { values } = useFormikContext<TemplateValues>();
  const select = (invalid: boolean) => `form-select ${invalid ? 'is-invalid' : ''}`.trim();
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{t('form.format')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {FORMATS.map((format) => (
            <div key={format} className="form-check">
              <Field
                type="radio"
                name="format"
                value={format}
                id={`template-format-${format}`}
                className="form-check-input"
                disabled={disabled}
              />
              <label className="form-check-label" htmlFor={`template-format-${format}`}>
                {t(`formats.${format}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="row g-3 mb-3">
        <FormField<string> name="occasion" label={t('form.occasion')} required className="col-sm-6">
          {({ control, invalid }) => (
            <select {...control} className={select(invalid)} disabled={disabled}>
              <option value="">{t('form.chooseOccasion')}</option>
              {OCCASIONS.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {t(`words:occasions.${occasion}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField<string>
          name="religion"
          label={t('form.religion')}
          hint={t('form.religionHint')}
          className="col-sm-6"
        >
          {({ control, invalid }) => (
            <select {...control} className={select(invalid)} disabled={disabled}>
              <option value="">{t('form.everyReligion')}</option>
              {RELIGIONS.map((religion) => (
                <option key={religion} value={religion}>
                  {t(`words:religions.${religion}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {values.format === 'board' ? (
        <fieldset aria-describedby="template-lines-hint">
          <legend className="form-label fs-6 mb-1">{t('form.lines')}</legend>
          <p id="template-lines-hint" className="form-text mt-0 mb-2">
            {t('form.linesHint')}
          </p>
          <FormField name="headline" label={t('words:lines.headline')} required className="mb-3" disabled={disabled} />
          <div className="row g-3">
            {(['recipient', 'sender', 'extra'] as const).map((key) => (
              <FormField
                key={key}
                name={key}
                label={t(`words:lines.${key}`)}
                className={key === 'extra' ? 'col-12' : 'col-sm-6'}
                disabled={disabled}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <CardTextField disabled={disabled} />
      )}
    </>
  );
}
