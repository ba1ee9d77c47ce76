import type { CustomerOrder } from '@/api/generated/shopApi';
import type { StatusKind } from '../model/statusKinds';
import { StatusSelect } from './StatusSelect';
import type { OrderTexts } from './useOrderTexts';
import './OrderActions.css';

/** What can be done to one order: the handlers the table and the cards share. */
export interface OrderActionHandlers {
  onView(order: CustomerOrder): void;
  onChangeStatus(order: CustomerOrder, kind: StatusKind, value: string): void;
  onDelete(order: CustomerOrder): void;
}

interface Props extends OrderActionHandlers {
  order: CustomerOrder;
  texts: OrderTexts;
}

/** View details, change status, change payment, delete — for one order, named with its number. */
export function OrderActions({ order, texts, onView, onChangeStatus, onDelete }: Props) {
  const id = order.orderID;
  return (
    <div className="orders-actions">
      <div className="orders-actions__selects">
        <StatusSelect
          kind="status"
          prompt={texts.statusPrompt}
          label={texts.statusOf(id)}
          onChoose={(value) => onChangeStatus(order, 'status', value)}
        />
        <StatusSelect
          kind="payment"
          prompt={texts.paymentPrompt}
          label={texts.paymentOf(id)}
          onChoose={(value) => onChangeStatus(order, 'payment', value)}
        />
      </div>
      <div className="orders-actions__buttons">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          aria-label={texts.viewOf(id)}
          title={texts.view}
          onClick={() => onView(order)}
        >
          <i className="bi bi-eye" aria-hidden="true" />
          <span className="orders-actions__text">{texts.view}</span>
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-label={texts.deleteOf(id)}
          title={texts.delete}
          onClick={() => onDelete(order)}
        >
          <i className="bi bi-trash" aria-hidden="true" />
          <span className="orders-actions__text">{texts.delete}</span>
        </button>
      </div>
    </div>
  );
}
