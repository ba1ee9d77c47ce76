import { useTranslation } from 'react-i18next';
import type { CustomerOrder, ProductAttribute } from '@/api/generated/shopApi';
import { CardMessage } from './CardMessage';
import { CutLine } from './CutLine';
import { DeliverySlip } from './DeliverySlip';
import { ShopHeader } from './ShopHeader';
import { WorkOrder } from './WorkOrder';

/** One order's ticket: one A4 sheet in three parts cut apart — work order, delivery slip, card. */
export function Ticket({ order, attributes }: { order: CustomerOrder; attributes: readonly ProductAttribute[] }) {
  const { t } = useTranslation('print');
  return (
    <article className="print-sheet print-ticket" aria-label={t('ticket.label', { id: order.orderID })}>
      <ShopHeader aside={`#${order.orderID}`} />
      <WorkOrder order={order} attributes={attributes} />
      <CutLine />
      <DeliverySlip order={order} />
      <CutLine />
      <CardMessage order={order} />
    </article>
  );
}
