import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import type { StatusKind } from '../model/orderPatches';
import { StatusSelect } from './StatusSelect';
import './OrderActions.css';

/** What can be done to one order (spec §2): the handlers the table and the cards share. */
export interface OrderActionHandlers {
  onView(order: CustomerOrder): void;
  onChangeStatus(order: CustomerOrder, kind: StatusKind, value: string): void;
  onDelete(order: CustomerOrder): void;
}

interface Props extends OrderActionHandlers {
  order: CustomerOrder;
}

/** View details, change status, change payment, delete — for one order, named with its number. */
export function OrderActions({ order, onView, onChangeStatus, onDelete }: Props) {
  const { t } = useTranslation('orders');
  const id = order.orderID;
  return (
    <div className="orders-actions">
      <div className="orders-actions__selects">
        <StatusSelect kind="status" label={t('actions.statusOf', { id })} onChoose={(value) => onChangeStatus(order, 'status', value)} />
        <StatusSelect kind="payment" label={t('actions.paymentOf', { id })} onChoose={(value) => onChangeStatus(order, 'payment', value)} />
      </div>
      <div className="orders-actions__buttons">
        <button type="button" className="btn btn-sm btn-outline-primary" aria-label={t('actions.viewOf', { id })} title={t('actions.view')} onClick={() => onView(order)}>
          <i className="bi bi-eye" aria-hidden="true" />
          <span className="orders-actions__text">{t('actions.view')}</span>
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('actions.deleteOf', { id })} title={t('actions.delete')} onClick={() => onDelete(order)}>
          <i className="bi bi-trash" aria-hidden="true" />
          <span className="orders-actions__text">{t('actions.delete')}</span>
        </button>
      </div>
    </div>
  );
}
