import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';

/** The tick boxes' part of the table and card props. */
export interface OrderSelectionProps {
  isSelected(orderID: number): boolean;
  onSelect(orderID: number, on: boolean): void;
  onSelectPage(orders: readonly CustomerOrder[], on: boolean): void;
}

interface Props extends Pick<OrderSelectionProps, 'isSelected' | 'onSelectPage'> {
  orders: readonly CustomerOrder[];
  /** Shows its label beside it (the cards) instead of only naming it (the table header). */
  showLabel?: boolean;
}

/** 'Select all orders on this page': ticked when all are, mixed when some are. */
export function SelectPageCheckbox({ orders, isSelected, onSelectPage, showLabel = false }: Props) {
  const { t } = useTranslation('orders');
  const ref = useRef<HTMLInputElement>(null);
  const ticked = orders.filter((order) => isSelected(order.orderID)).length;
  const all = orders.length > 0 && ticked === orders.length;
  const some = ticked > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  const box = (
    <input
      ref={ref}
      id={showLabel ? 'orders-select-page' : undefined}
      type="checkbox"
      className="form-check-input"
      aria-label={showLabel ? undefined : t('row.selectPage')}
      checked={all}
      disabled={orders.length === 0}
      onChange={(event) => onSelectPage(orders, event.target.checked)}
    />
  );
  if (!showLabel) return box;
  return (
    <div className="form-check mb-0">
      {box}
      <label className="form-check-label" htmlFor="orders-select-page">
        {t('row.selectPage')}
      </label>
    </div>
  );
}
