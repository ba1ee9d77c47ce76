import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { DESCRIPTION_MAX, NAME_MAX, type ParameterFormValues } from '../model/parameterSchema';
import { knownCodeOf } from '../model/valueRules';

interface Props {
  /** Edit: the parameter's id, shown read-only. */
  parameterId?: number;
  disabled: boolean;
}

/** Kode, Nama and Deskripsi with its x/500 counter, and the ID when editing. */
export function ParameterFields({ parameterId, disabled }: Props) {
  const { t } = useTranslation('parameters');
  const { values } = useFormikContext<ParameterFormValues>();
  const known = knownCodeOf(values.paramCode);
  const length = values.deskripsi.length;

  return (
    <fieldset>
      <legend className="visually-hidden">{t('form.legend')}</legend>
      {parameterId !== undefined && (
        <div className="mb-3">
          <label className="form-label" htmlFor="parameter-id">
            {t('fields.id')}
          </label>
          <input id="parameter-id" className="form-control-plaintext fw-semibold" readOnly value={parameterId} />
        </div>
      )}
      <FormField
        className="mb-3"
        id="parameter-paramCode"
        name="paramCode"
        label={t('fields.code')}
        hint={t('fields.codeHint')}
        required
        inputMode="numeric"
        autoComplete="off"
        controlClassName="param-code-input"
        disabled={disabled}
      />
      <FormField
        className="mb-3"
        id="parameter-paramName"
        name="paramName"
        label={t('fields.name')}
        placeholder={t('fields.namePlaceholder')}
        hint={t('fields.nameHint', { length: values.paramName.length, max: NAME_MAX })}
        required
        autoComplete="off"
        disabled={disabled}
      />
      <FormField
        id="parameter-deskripsi"
        name="deskripsi"
        label={t('fields.description')}
        placeholder={t('fields.descriptionPlaceholder')}
        multiline
        rows={4}
        required
        disabled={disabled}
        hint={
          <span className="d-flex flex-wrap justify-content-between gap-2">
            <span>{known ? `${t('kinds.title')}: ${t(`kinds.${known.kind}`)}` : t('kinds.text')}</span>
            <span className={`param-counter ms-auto ${length > DESCRIPTION_MAX ? 'is-over' : ''}`}>
              {t('fields.counter', { length, max: DESCRIPTION_MAX })}
            </span>
          </span>
        }
      />
    </fieldset>
  );
}
