import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';

interface Props {
  /** The Formik field: digits, '' for none. */
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
  /** The field's id (its label and errors derive from it). */
  id?: string;
  className?: string;
  labelClassName?: string;
  disabled?: boolean;
}

/** Digits grouped as the shop writes rupiah: '1500000' → '1.500.000'. */
export const groupedDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '.');

/** A whole-rupiah amount, typed as digits and shown grouped after 'Rp'; anything but digits is dropped. */
export function RupiahField({
  name,
  label,
  hint,
  placeholder,
  id,
  className = 'mb-3',
  labelClassName,
  disabled,
}: Props) {
  const { t } = useTranslation('delivery');
  return (
    <FormField<string>
      name={name}
      label={label}
      hint={hint}
      id={id}
      className={className}
      labelClassName={labelClassName}
    >
      {({ control, invalid, helpers }) => (
        <div className="input-group">
          <span className="input-group-text">{t('money.prefix')}</span>
          <input
            {...control}
            value={groupedDigits(control.value ?? '')}
            onChange={(event) => void helpers.setValue(event.target.value.replace(/\D/g, ''))}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            disabled={disabled}
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
        </div>
      )}
    </FormField>
  );
}
