import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { useZoneNames } from '@/entities/delivery/useZoneNames';
import { anyZone } from '@/entities/order/model/orderTerms';
import type { OrderActionHandlers } from '@/entities/order/ui/OrderActions';
import { useOrderTexts } from '@/entities/order/ui/useOrderTexts';
import { OrderCard } from './OrderCard';
import { SelectPageCheckbox, type OrderSelectionProps } from './SelectPageCheckbox';
import './OrderCards.css';

interface Props extends OrderActionHandlers, OrderSelectionProps {
  orders: readonly CustomerOrder[];
  /** Orders that arrived since staff last looked ('Baru'). */
  newIds: ReadonlySet<number>;
  busy: boolean;
}

/** Phones and tablets (< 992 px): one card per order with the table's facts and actions. */
export function OrderCards({ orders, busy, newIds, isSelected, onSelect, onSelectPage, ...actions }: Props) {
  const { t } = useTranslation('orders');
  const texts = useOrderTexts();
  const formatDate = useFormatDate();
  const zoneName = useZoneNames(anyZone(orders));
  return (
    <div className="orders-cards" aria-busy={busy}>
      <div className="orders-cards__select-page">
        <SelectPageCheckbox orders={orders} isSelected={isSelected} onSelectPage={onSelectPage} showLabel />
      </div>
      <ul className="list-unstyled mb-0 orders-cards__list" aria-label={t('list.caption')}>
        {/* Keyed by position: a new search or page refills the cards in place instead of building new ones. */}
        {orders.map((order, position) => (
          <li key={position}>
            <OrderCard
              order={order}
              selected={isSelected(order.orderID)}
              isNew={newIds.has(order.orderID)}
              onSelect={onSelect}
              texts={texts}
              formatDate={formatDate}
              zoneName={zoneName}
              {...actions}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
