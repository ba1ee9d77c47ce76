import { useTranslation } from 'react-i18next';
import { SETTABLE_ORDER_STATUSES, SETTABLE_PAYMENT_STATUSES, type StatusKind } from '../model/orderPatches';
import { useStatusLabel } from '../hooks/useStatusLabel';

interface Props {
  kind: StatusKind;
  /** Accessible name: which order (or the selection) it changes; starts with the visible prompt. */
  label: string;
  onChoose(value: string): void;
  disabled?: boolean;
  className?: string;
}

/**
 * 'Change status' (Processing, Completed, Delivered, Cancelled) or 'Change
 * payment' (Paid, Failed, Refunded), spec §4. It always shows its prompt: the
 * choice goes to `onChoose` and the select resets at once.
 */
export function StatusSelect({ kind, label, onChoose, disabled = false, className = '' }: Props) {
  const { t } = useTranslation('orders');
  const statusLabel = useStatusLabel();
  const values = kind === 'status' ? SETTABLE_ORDER_STATUSES : SETTABLE_PAYMENT_STATUSES;
  return (
    <select
      className={`form-select form-select-sm ${className}`}
      aria-label={label}
      value=""
      disabled={disabled}
      onChange={(event) => {
        const { value } = event.target;
        if (value) onChoose(value);
      }}
    >
      <option value="">{t(kind === 'status' ? 'actions.status' : 'actions.payment')}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {statusLabel(kind, value)}
        </option>
      ))}
    </select>
  );
}
