import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { OrderStatusBadge } from '@/entities/order/ui/OrderStatusBadge';
import { PaymentStatusBadge } from '@/entities/order/ui/PaymentStatusBadge';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { OrderActions, type OrderActionHandlers } from './OrderActions';
import { SelectPageCheckbox, type OrderSelectionProps } from './SelectPageCheckbox';
import './OrdersTable.css';

interface Props extends OrderActionHandlers, OrderSelectionProps {
  orders: readonly CustomerOrder[];
  /** While the list reloads. */
  busy: boolean;
}

/**
 * Desktop (≥ 992 px): Order ID, Customer, Product, Quantity, Total, Order
 * Date, Status, Payment, Actions (spec §2), after a tick box per order and
 * one for the page (bulk changes).
 */
export function OrdersTable({ orders, busy, isSelected, onSelect, onSelectPage, ...actions }: Props) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  return (
    <div className="orders-table-frame">
      <table className="table align-middle mb-0 orders-table" aria-busy={busy}>
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="orders-table__select">
              <SelectPageCheckbox orders={orders} isSelected={isSelected} onSelectPage={onSelectPage} />
            </th>
            <th scope="col">{t('columns.orderId')}</th>
            <th scope="col">{t('columns.customer')}</th>
            <th scope="col">{t('columns.product')}</th>
            <th scope="col" className="text-end">{t('columns.quantity')}</th>
            <th scope="col" className="text-end">{t('columns.total')}</th>
            <th scope="col">{t('columns.orderDate')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.payment')}</th>
            <th scope="col" className="orders-table__actions-head">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderID} className={isSelected(order.orderID) ? 'table-active' : undefined}>
              <td className="orders-table__select">
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label={t('row.select', { id: order.orderID })}
                  checked={isSelected(order.orderID)}
                  onChange={(event) => onSelect(order.orderID, event.target.checked)}
                />
              </td>
              <td className="orders-table__id">{t('row.id', { id: order.orderID })}</td>
              <td className="orders-table__customer">
                <span className="fw-semibold text-break">{order.customerName}</span>
                <span className="d-block small text-body-secondary">{order.phoneNumber}</span>
              </td>
              <td className="orders-table__product text-break">{order.flowerProduct?.productName ?? t('row.noProduct')}</td>
              <td className="text-end">{order.quantity}</td>
              <td className="text-end text-nowrap">{formatRupiah(order.totalPrice)}</td>
              <td className="text-nowrap">{formatDate(order.orderDate, 'medium')}</td>
              <td>
                <OrderStatusBadge status={order.orderStatuses?.[0]?.status} />
              </td>
              <td>
                <PaymentStatusBadge status={order.payments?.[0]?.paymentStatus} />
              </td>
              <td className="orders-table__actions">
                <OrderActions order={order} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
