import { memo } from 'react';
import { STATUS_KINDS, type StatusKind } from '../model/statusKinds';
import { useOrderStatusLabels } from './useOrderStatusLabels';

interface Props {
  kind: StatusKind;
  /** The visible prompt: 'Change status' or 'Change payment'. */
  prompt: string;
  /** Accessible name: which order (or the selection) it changes; starts with the prompt. */
  label: string;
  onChoose(value: string): void;
  disabled?: boolean;
  className?: string;
}

/**
 * 'Change status' (Processing, Completed, Delivered, Cancelled) or 'Change
 * payment' (Paid, Failed, Refunded): what staff may set (docs/product-rules.md#order-statuses,
 * docs/product-rules.md#payment-statuses). It always shows its prompt: the
 * choice goes to `onChoose` and the select resets at once.
 */
export function StatusSelect({ kind, prompt, label, onChoose, disabled = false, className = '' }: Props) {
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
      <option value="">{prompt}</option>
      <StatusOptions kind={kind} />
    </select>
  );
}

/** The settable values of a kind; the same in every row, so rendered once and kept (memo) while rows refill. */
const StatusOptions = memo(function StatusOptions({ kind }: { kind: StatusKind }) {
  const { statusLabel } = useOrderStatusLabels();
  return STATUS_KINDS[kind].settable.map((value) => (
    <option key={value} value={value}>
      {statusLabel(kind, value)}
    </option>
  ));
});
