import { useField } from 'formik';
import { FormField } from '@/components/forms/FormField';
import { formatRupiah } from '@/lib/money/formatRupiah';

interface Props {
  name: string;
  label: string;
  min: number;
  step?: number;
  disabled?: boolean;
  prefix: string;
  className?: string;
}

/** A rupiah amount with the 'Rp' prefix; while valid, the amount written out underneath. */
export function MoneyField({ name, label, min, step = 1000, disabled, prefix, className = 'mb-3' }: Props) {
  const [{ value }, { touched, error }] = useField<number | ''>(name);
  const valid = !(touched && error);
  return (
    <FormField<number | ''>
      name={name}
      label={label}
      className={className}
      hint={typeof value === 'number' && value >= 0 && valid ? formatRupiah(value) : undefined}
    >
      {({ control, invalid }) => (
        <div className="input-group">
          <span className="input-group-text">{prefix}</span>
          <input
            {...control}
            value={control.value ?? ''}
            type="number"
            inputMode="numeric"
            min={min}
            step={step}
            disabled={disabled}
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
        </div>
      )}
    </FormField>
  );
}
