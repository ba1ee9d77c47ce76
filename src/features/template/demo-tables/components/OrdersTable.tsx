import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { ScrollableTable } from '@/components/layout/ScrollableTable';
import { OrderStatusBadge } from '@/entities/order/ui/OrderStatusBadge';
import { PaymentStatusBadge } from '@/entities/order/ui/PaymentStatusBadge';
import { formatRupiah } from '@/lib/money/formatRupiah';
import type { OrderRow, SortDirection, SortKey } from '../model/orderRows';
import { SortableHeader } from './SortableHeader';
import '@/components/layout/backOffice.css';

const COLUMNS: { key: SortKey; numeric?: boolean }[] = [
  { key: 'id' },
  { key: 'customer' },
  { key: 'product' },
  { key: 'quantity', numeric: true },
  { key: 'total', numeric: true },
  { key: 'orderDate' },
  { key: 'status' },
  { key: 'payment' },
];

interface Props {
  rows: OrderRow[];
  sortKey: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
}

/** The orders as a sortable table. */
export function OrdersTable({ rows, sortKey, direction, onSort }: Props) {
  const { t } = useTranslation('tables');
  const formatDate = useFormatDate();
  return (
    <ScrollableTable label={t('caption')}>
      <table className="table table-hover align-middle mb-0 bo-table">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortableHeader
                key={column.key}
                column={column.key}
                label={t(`columns.${column.key}`)}
                numeric={column.numeric}
                sortKey={sortKey}
                direction={direction}
                onSort={onSort}
                sortHint={t('sortHint')}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="fw-semibold text-nowrap">#{row.id}</td>
              <td className="bo-table__wide">
                <span className="d-block fw-semibold">{row.customer}</span>
                <span className="small text-body-secondary">{row.phone}</span>
              </td>
              <td className="bo-table__wide">{row.product}</td>
              <td className="bo-num">{row.quantity}</td>
              <td className="bo-num text-nowrap">{formatRupiah(row.total)}</td>
              <td className="text-nowrap">{formatDate(row.orderDate, 'medium')}</td>
              <td>
                <OrderStatusBadge status={row.status} />
              </td>
              <td>
                <PaymentStatusBadge status={row.payment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
