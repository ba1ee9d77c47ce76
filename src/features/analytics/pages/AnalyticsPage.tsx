import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { useListCustomerOrdersQuery } from '@/entities/order/api';
import { countByDisplayedStatus } from '@/entities/order/model/orderStats';
import { KpiCards } from '../components/KpiCards';
import { PeriodPicker, type Period } from '../components/PeriodPicker';
import { RevenueChart } from '../components/RevenueChart';
import { StatusChart } from '../components/StatusChart';
import { TopProductsChart } from '../components/TopProductsChart';
import { dailySeries, ordersInPeriod, periodTotals, topProducts } from '../model/orderStats';
import '@/components/layout/backOffice.css';

/**
 * /app/analytics: a dashboard over the shop's own orders, read live through
 * RTK Query (a new order invalidates the order list, so the charts follow).
 */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const [period, setPeriod] = useState<Period>(30);
  const { data, isLoading, isError, isFetching, refetch } = useListCustomerOrdersQuery();
  const stats = useMemo(() => {
    const inPeriod = ordersInPeriod(data ?? [], period);
    return {
      inPeriod,
      totals: periodTotals(inPeriod),
      daily: dailySeries(inPeriod, period),
      statuses: countByDisplayedStatus(inPeriod),
      products: topProducts(inPeriod, 6, t('unknownProduct')),
    };
  }, [data, period, t]);

  return (
    <div className="bo-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <div className="d-flex flex-wrap align-items-center gap-2">
            <PeriodPicker value={period} onChange={setPeriod} />
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => void refetch()}
              disabled={isFetching}
            >
              <i className={`bi bi-arrow-clockwise ${isFetching ? 'bo-spin' : ''}`} aria-hidden="true" /> {t('refresh')}
            </button>
          </div>
        }
      />
      {isLoading && <LoadingState label={t('loading')} className="card border-0 shadow-sm p-5" />}
      {isError && <ErrorState message={t('error')} retryLabel={t('retry')} onRetry={() => void refetch()} />}
      {data && (
        <div className="d-grid gap-3">
          <KpiCards totals={stats.totals} />
          {stats.inPeriod.length === 0 ? (
            <EmptyState className="bo-empty card border-0 shadow-sm p-5" icon="bi-bar-chart" text={t('empty')} />
          ) : (
            <div className="row g-3">
              <div className="col-12">
                <RevenueChart points={stats.daily} />
              </div>
              <div className="col-12 col-xl-5">
                <StatusChart slices={stats.statuses} />
              </div>
              <div className="col-12 col-xl-7">
                <TopProductsChart products={stats.products} />
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

export { AnalyticsPage as Component };
