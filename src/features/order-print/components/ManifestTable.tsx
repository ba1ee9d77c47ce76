import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { ScrollableTable } from '@/components/layout/ScrollableTable';
import { useZoneNames } from '@/entities/delivery/useZoneNames';
import { isUnpaid, laneOf } from '@/entities/order/model/deliveryDay';
import { deliveryFactsOf } from '@/entities/order/model/deliveryFacts';
import { displayedPaymentStatus } from '@/entities/order/model/orderStatus';
import { anyZone } from '@/entities/order/model/orderTerms';
import { useOrderStatusLabels } from '@/entities/order/ui/useOrderStatusLabels';

/**
 * The driver's stops in window order (the caller's order), numbered, with a window heading row where the
 * window changes. A stop carrying a zone names it first in its address cell, and its landmark last
 * (docs/product-rules.md#delivery-rules-proposed); the sheet keeps its nine columns.
 */
export function ManifestTable({ orders }: { orders: readonly CustomerOrder[] }) {
  const { t } = useTranslation('print');
  const { paymentStatusLabel } = useOrderStatusLabels();
  const zoneName = useZoneNames(anyZone(orders));
  const headers = [
    'stop',
    'order',
    'recipient',
    'phone',
    'address',
    'product',
    'quantity',
    'payment',
    'signature',
  ] as const;
  return (
    <ScrollableTable label={t('manifest.tableLabel')} className="print-manifest__scroll">
      <table className="print-manifest">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={`print-manifest__col-${header}`}>
                {t(`manifest.columns.${header}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order, index) => {
            const facts = deliveryFactsOf(order);
            const newWindow =
              index === 0 ||
              laneOf(orders[index - 1]) !== laneOf(order) ||
              (laneOf(order) === 'other' && orders[index - 1].deliveryTime !== order.deliveryTime);
            return (
              <Fragment key={order.orderID}>
                {newWindow && (
                  <tr className="print-manifest__window">
                    <th scope="colgroup" colSpan={headers.length}>
                      {facts.window || t('manifest.noWindow')}
                    </th>
                  </tr>
                )}
                <tr className="print-manifest__stop">
                  <td className="print-manifest__stop-number">{index + 1}</td>
                  <td>#{order.orderID}</td>
                  <td>{facts.recipient}</td>
                  <td className="print-manifest__phone">{facts.phone}</td>
                  <td>
                    {order.deliveryZoneId && (
                      <span className="print-manifest__zone">
                        {t('manifest.zone')} {zoneName(order.deliveryZoneId)}
                      </span>
                    )}
                    {facts.address}
                    {order.patokan?.trim() && <span className="print-manifest__landmark">{order.patokan}</span>}
                  </td>
                  <td>{order.flowerProduct?.productName ?? t('ticket.noProduct')}</td>
                  <td className="print-manifest__quantity">{order.quantity}</td>
                  <td>
                    {paymentStatusLabel(displayedPaymentStatus(order))}
                    {isUnpaid(order) && <strong className="print-manifest__unpaid"> {t('ticket.unpaid')}</strong>}
                  </td>
                  <td className="print-manifest__signature" aria-label={t('manifest.signatureEmpty')} />
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
