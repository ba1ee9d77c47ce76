import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { useGetLateTransactionsTodayQuery } from '@/entities/report/api';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { ReportCard } from './ReportCard';
import './ReportPanels.css';

/** GET /api/general/late-transactions-today: deliveries due today or earlier that are not done. */
export function LateTransactionsPanel() {
  const { t } = useTranslation('reports');
  const formatDate = useFormatDate();
  const { data, isLoading, isError, refetch } = useGetLateTransactionsTodayQuery();
  return (
    <ReportCard
      id="report-late"
      icon="bi-alarm"
      title={t('late.title')}
      subtitle={data ? t('late.subtitle', { count: data.count }) : undefined}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
      actions={
        <Link to="/app/orders" className="btn btn-sm btn-outline-primary">
          {t('late.open')}
        </Link>
      }
    >
      {data && data.orders.length === 0 && (
        <p className="text-body-secondary mb-0">
          <i className="bi bi-emoji-smile" aria-hidden="true" /> {t('late.empty')}
        </p>
      )}
      {data && data.orders.length > 0 && (
        <ul className="report-late list-unstyled mb-0">
          {data.orders.slice(0, 8).map((order) => (
            <li key={order.orderID} className="report-late__item">
              <span className="report-late__id">#{order.orderID}</span>
              <span className="min-w-0 flex-grow-1">
                <span className="d-block fw-semibold text-truncate">{order.customerName}</span>
                <span className="d-block small text-body-secondary text-truncate">
                  {formatDate(order.deliveryDate, 'dayMonth')} · {order.deliveryTime}
                </span>
              </span>
              <span className="text-nowrap small fw-semibold">{formatRupiah(order.totalPrice)}</span>
            </li>
          ))}
        </ul>
      )}
    </ReportCard>
  );
}
