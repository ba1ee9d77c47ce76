import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { PrintStates } from '../components/PrintStates';
import { PrintToolbar } from '../components/PrintToolbar';
import { Ticket } from '../components/Ticket';
import { usePrintOrders } from '../hooks/usePrintOrders';
import '../print.css';

/**
 * /app/orders/print/tickets?order=<id> | ?day=<YYYY-MM-DD>: one
 * A4 ticket per order — the order, or the day's active deliveries in window
 * order. On screen, paper sheets under a toolbar; in print, only the sheets.
 */
export function Component() {
  const { t } = useTranslation('print');
  const formatDate = useFormatDate();
  const { selection, orders, attributesOf, loading, failed, retrying, retry } = usePrintOrders();
  const title =
    selection.kind === 'order'
      ? t('tickets.titleOrder', { id: selection.orderID })
      : t('tickets.titleDay', { date: formatDate(selection.day, 'long') });
  const emptyText =
    selection.kind === 'order'
      ? t('states.noOrder', { id: selection.orderID })
      : t('states.noDeliveries', { date: formatDate(selection.day, 'long') });
  return (
    <div className="print-page">
      <PrintToolbar title={title} canPrint={orders.length > 0} />
      <main className="print-sheets">
        <PrintStates
          loading={loading}
          failed={failed}
          retrying={retrying}
          onRetry={retry}
          empty={orders.length === 0}
          emptyText={emptyText}
        >
          {orders.map((order) => (
            <Ticket key={order.orderID} order={order} attributes={attributesOf(order)} />
          ))}
        </PrintStates>
      </main>
    </div>
  );
}
