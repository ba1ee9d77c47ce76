import { useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { asksReligion, OCCASIONS, RELIGIONS } from '@/lib/words/occasions';
import type { DetailsFormValues } from '../model/detailsForm';

/**
 * The board's occasion and, for condolences (`duka`), the family's religion. A change may leave the chosen symbol one
 * the religion does not allow: the symbol's field then says so at once.
 */
export function BoardOccasionFields() {
  const { t } = useTranslation(['order', 'words']);
  const { values, setFieldTouched } = useFormikContext<DetailsFormValues>();
  const format = (key: string) => t(key);
  const touchSymbol = () => {
    if (values.board.symbol && values.board.symbol !== 'none') void setFieldTouched('board.symbol', true, false);
  };
  return (
    <div className="row g-3">
      <FormField<string>
        name="board.occasion"
        id="order-board-occasion"
        className="col-sm-6"
        label={t('composer.occasion')}
        required
        formatError={format}
      >
        {({ control, invalid }) => (
          <select
            {...control}
            className={`form-select${invalid ? ' is-invalid' : ''}`}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              control.onChange(event);
              touchSymbol();
            }}
          >
            <option value="">{t('composer.choose')}</option>
            {OCCASIONS.map((occasion) => (
              <option key={occasion} value={occasion}>
                {t(`words:occasions.${occasion}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {asksReligion(values.board.occasion) && (
        <FormField<string>
          name="board.religion"
          id="order-board-religion"
          className="col-sm-6"
          label={t('composer.religion')}
          hint={t('composer.religionHint')}
          required
          formatError={format}
        >
          {({ control, invalid }) => (
            <select
              {...control}
              className={`form-select${invalid ? ' is-invalid' : ''}`}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => {
                control.onChange(event);
                touchSymbol();
              }}
            >
              <option value="">{t('composer.choose')}</option>
              {RELIGIONS.map((religion) => (
                <option key={religion} value={religion}>
                  {t(`words:religions.${religion}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </div>
  );
}
