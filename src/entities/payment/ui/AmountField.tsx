import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';

/** Digits grouped as the shop writes rupiah: '1500000' → '1.500.000'. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '.');

/** A whole-rupiah amount after 'Rp', typed as digits (anything else is dropped). */
export function AmountField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { t } = useTranslation('payments');
  return (
    <FormField<string> name={name} label={label} hint={hint} className="mb-3">
      {({ control, invalid, helpers }) => (
        <div className="input-group">
          <span className="input-group-text">{t('money.prefix')}</span>
          <input
            {...control}
            value={grouped(control.value ?? '')}
            onChange={(event) => void helpers.setValue(event.target.value.replace(/\D/g, ''))}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
        </div>
      )}
    </FormField>
  );
}
