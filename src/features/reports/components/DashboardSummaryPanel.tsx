import { useTranslation } from 'react-i18next';
import { useGetDashboardSummaryQuery } from '@/entities/report/api';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { ReportCard } from './ReportCard';
import '@/components/layout/backOffice.css';
import './ReportPanels.css';

const COUNTERS = [
  'totalOrders',
  'pendingOrders',
  'processingOrders',
  'completedOrders',
  'deliveredOrders',
  'cancelledOrders',
] as const;
const CATALOGUE = ['totalCategories', 'totalProducts', 'activeGalleryImages'] as const;

/** GET /api/general/dashboard-summary: order counters, revenue and catalogue size. */
export function DashboardSummaryPanel() {
  const { t } = useTranslation('reports');
  const { data, isLoading, isError, refetch } = useGetDashboardSummaryQuery();
  return (
    <ReportCard
      id="report-summary"
      icon="bi-speedometer2"
      title={t('summary.title')}
      subtitle={t('summary.subtitle')}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
    >
      {data && (
        <>
          <div className="row g-2">
            <div className="col-12 col-md-6">
              <div className="report-stat report-stat--rose">
                <span className="report-stat__label">{t('summary.totalRevenue')}</span>
                <span className="report-stat__value">{formatRupiah(data.totalRevenue)}</span>
              </div>
            </div>
            <div className="col-12 col-md-6">
              <div className="report-stat report-stat--sage">
                <span className="report-stat__label">{t('summary.paidRevenue')}</span>
                <span className="report-stat__value">{formatRupiah(data.paidRevenue)}</span>
              </div>
            </div>
          </div>
          <dl className="report-counters mb-0">
            {COUNTERS.map((key) => (
              <div key={key}>
                <dt>{t(`summary.${key}`)}</dt>
                <dd>{data[key]}</dd>
              </div>
            ))}
          </dl>
          <dl className="report-counters report-counters--muted mb-0">
            {CATALOGUE.map((key) => (
              <div key={key}>
                <dt>{t(`summary.${key}`)}</dt>
                <dd>{data[key]}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </ReportCard>
  );
}
