import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusKind } from '@/entities/order/model/statusKinds';
import { StatusSelect } from '@/entities/order/ui/StatusSelect';

interface Props {
  count: number;
  onChange(kind: StatusKind, value: string): void;
  onClear(): void;
  /** While a bulk change runs. */
  busy: boolean;
}

/** With orders ticked: how many, change their status or payment in one step, or clear the selection. */
export const BulkActionsBar = memo(function BulkActionsBar({ count, onChange, onClear, busy }: Props) {
  const { t } = useTranslation('orders');
  return (
    <section className="orders-bulk" aria-label={t('bulk.label')}>
      <p className="orders-bulk__count mb-0" role="status">
        <i className="bi bi-check2-square me-1" aria-hidden="true" />
        {t('bulk.selected', { count })}
      </p>
      <div className="orders-bulk__controls">
        <StatusSelect
          kind="status"
          prompt={t('actions.status')}
          label={t('bulk.status')}
          onChoose={(value) => onChange('status', value)}
          disabled={busy}
        />
        <StatusSelect
          kind="payment"
          prompt={t('actions.payment')}
          label={t('bulk.payment')}
          onChoose={(value) => onChange('payment', value)}
          disabled={busy}
        />
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary text-nowrap"
          onClick={onClear}
          disabled={busy}
        >
          {t('bulk.clear')}
        </button>
      </div>
    </section>
  );
});
