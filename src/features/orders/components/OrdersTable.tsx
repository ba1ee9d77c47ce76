import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { ScrollableTable } from '@/components/layout/ScrollableTable';
import { useZoneNames } from '@/entities/delivery/useZoneNames';
import { anyZone } from '@/entities/order/model/orderTerms';
import type { OrderActionHandlers } from '@/entities/order/ui/OrderActions';
import { useOrderTexts } from '@/entities/order/ui/useOrderTexts';
import { OrderTableRow } from './OrderTableRow';
import { SelectPageCheckbox, type OrderSelectionProps } from './SelectPageCheckbox';
import './OrdersTable.css';

interface Props extends OrderActionHandlers, OrderSelectionProps {
  orders: readonly CustomerOrder[];
  /** Orders that arrived since staff last looked ('Baru'). */
  newIds: ReadonlySet<number>;
  /** While the list reloads. */
  busy: boolean;
}

/**
 * Desktop (≥ 992 px): Order ID, Customer, Product, Quantity, Total, Order
 * Date, Status, Payment, Actions, after a tick box per order and
 * one for the page (bulk changes).
 */
export function OrdersTable({ orders, busy, newIds, isSelected, onSelect, onSelectPage, ...actions }: Props) {
  const { t } = useTranslation('orders');
  const texts = useOrderTexts();
  const formatDate = useFormatDate();
  const zoneName = useZoneNames(anyZone(orders));
  return (
    <ScrollableTable label={t('list.label')} className="orders-table-frame">
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
            <th scope="col" className="text-end">
              {t('columns.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('columns.total')}
            </th>
            <th scope="col">{t('columns.orderDate')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.payment')}</th>
            <th scope="col" className="orders-table__actions-head">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {/* Keyed by position: a new search or page refills the rows in place instead of building new ones. */}
          {orders.map((order, position) => (
            <OrderTableRow
              key={position}
              order={order}
              selected={isSelected(order.orderID)}
              isNew={newIds.has(order.orderID)}
              onSelect={onSelect}
              texts={texts}
              formatDate={formatDate}
              zoneName={zoneName}
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
