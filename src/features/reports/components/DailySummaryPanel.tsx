import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderStatusLabels } from '@/entities/order/ui/useOrderStatusLabels';
import { useGetSummaryByDateQuery } from '@/entities/report/api';
import { shopToday } from '@/lib/dates/shopClock';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { ReportCard } from './ReportCard';
import '@/components/layout/backOffice.css';
import './ReportPanels.css';

/** GET /api/general/summary-by-date/{date}: one day's orders, revenue and breakdowns. */
export function DailySummaryPanel() {
  const { t } = useTranslation('reports');
  const { orderStatusLabel, paymentStatusLabel } = useOrderStatusLabels();
  const [date, setDate] = useState(() => shopToday());
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const { data, isLoading, isFetching, isError, refetch } = useGetSummaryByDateQuery({ date }, { skip: !valid });
  return (
    <ReportCard
      id="report-daily"
      icon="bi-calendar3"
      title={t('daily.title')}
      subtitle={t('daily.subtitle')}
      isLoading={isLoading || (isFetching && !data)}
      isError={isError}
      onRetry={() => void refetch()}
      actions={
        <div className="report-date">
          <label htmlFor="report-date" className="visually-hidden">
            {t('daily.date')}
          </label>
          <input
            id="report-date"
            type="date"
            className="form-control form-control-sm"
            value={date}
            max={shopToday()}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
      }
    >
      {data && (
        <>
          <div className="row g-2">
            <div className="col-6">
              <div className="report-stat report-stat--blue">
                <span className="report-stat__label">{t('daily.orderCount')}</span>
                <span className="report-stat__value">{data.orderCount}</span>
              </div>
            </div>
            <div className="col-6">
              <div className="report-stat report-stat--rose">
                <span className="report-stat__label">{t('daily.revenue')}</span>
                <span className="report-stat__value">{formatRupiah(data.totalRevenue)}</span>
              </div>
            </div>
          </div>
          <div className="row g-3">
            <div className="col-12 col-md-4">
              <h3 className="report-subheading">{t('daily.byStatus')}</h3>
              <dl className="report-lines mb-0">
                {Object.entries(data.byStatus).map(([status, count]) => (
                  <div key={status}>
                    <dt>{orderStatusLabel(status)}</dt>
                    <dd>{count}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="col-12 col-md-4">
              <h3 className="report-subheading">{t('daily.byPayment')}</h3>
              <dl className="report-lines mb-0">
                {Object.entries(data.byPaymentStatus).map(([status, count]) => (
                  <div key={status}>
                    <dt>{paymentStatusLabel(status)}</dt>
                    <dd>{count}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="col-12 col-md-4">
              <h3 className="report-subheading">{t('daily.byDeliveryTime')}</h3>
              {data.byDeliveryTime.length === 0 ? (
                <p className="small text-body-secondary mb-0">{t('daily.none')}</p>
              ) : (
                <dl className="report-lines mb-0">
                  {data.byDeliveryTime.map((entry) => (
                    <div key={entry.deliveryTime}>
                      <dt>{entry.deliveryTime}</dt>
                      <dd>{entry.count}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          </div>
        </>
      )}
    </ReportCard>
  );
}
