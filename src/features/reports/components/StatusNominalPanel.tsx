import { useTranslation } from 'react-i18next';
import { ScrollableTable } from '@/components/layout/ScrollableTable';
import { orderStatusTone } from '@/entities/order/model/orderStatus';
import { OrderStatusBadge } from '@/entities/order/ui/OrderStatusBadge';
import { useGetStatusNominalBackQuery } from '@/entities/report/api';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { ReportCard } from './ReportCard';
import '@/components/layout/backOffice.css';
import './ReportPanels.css';

/** GET /api/general/status-nominal-back: order count and nominal per status, with share bars. */
export function StatusNominalPanel() {
  const { t } = useTranslation('reports');
  const { data, isLoading, isError, refetch } = useGetStatusNominalBackQuery();
  const total = (data ?? []).reduce((sum, entry) => sum + entry.nominal, 0);
  return (
    <ReportCard
      id="report-status"
      icon="bi-pie-chart"
      title={t('status.title')}
      subtitle={t('status.subtitle')}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
    >
      {data && (
        <ScrollableTable label={t('status.title')}>
          <table className="table table-sm align-middle mb-0 bo-table">
            <thead>
              <tr>
                <th scope="col">{t('status.status')}</th>
                <th scope="col" className="bo-num">
                  {t('status.count')}
                </th>
                <th scope="col" className="bo-num">
                  {t('status.nominal')}
                </th>
                <th scope="col" className="report-share-col">
                  {t('status.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((entry) => {
                const share = total ? Math.round((entry.nominal / total) * 100) : 0;
                return (
                  <tr key={entry.status}>
                    <th scope="row">
                      <OrderStatusBadge status={entry.status} />
                    </th>
                    <td className="bo-num">{entry.count}</td>
                    <td className="bo-num text-nowrap">{formatRupiah(entry.nominal)}</td>
                    <td>
                      <div className="report-share" role="img" aria-label={`${share}%`}>
                        <span
                          className={`report-share__bar report-share__bar--${orderStatusTone(entry.status)}`}
                          style={{ width: `${share}%` }}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollableTable>
      )}
    </ReportCard>
  );
}
