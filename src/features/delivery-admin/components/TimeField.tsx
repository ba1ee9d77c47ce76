import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { normalTime } from '../model/timeText';

interface Props {
  name: string;
  id: string;
  label: ReactNode;
  hint?: string;
  required?: boolean;
  disabled: boolean;
  className?: string;
  labelClassName?: string;
}

/**
 * A shop time typed as `HH:mm` (24 hours, whatever the browser's locale); on leaving the field '9.30',
 * '930' or '0930' become '09:30'.
 */
export function TimeField({ name, id, label, hint, required, disabled, className, labelClassName }: Props) {
  const { t } = useTranslation('delivery');
  return (
    <FormField<string>
      name={name}
      id={id}
      label={label}
      hint={hint}
      required={required}
      className={className}
      labelClassName={labelClassName}
    >
      {({ control, invalid, helpers }) => (
        <input
          {...control}
          value={control.value ?? ''}
          onBlur={(event) => {
            const normal = normalTime(event.target.value);
            if (normal !== event.target.value) void helpers.setValue(normal);
            control.onBlur(event);
          }}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder={t('time.placeholder')}
          disabled={disabled}
          className={`form-control delivery-time-input ${invalid ? 'is-invalid' : ''}`}
        />
      )}
    </FormField>
  );
}
