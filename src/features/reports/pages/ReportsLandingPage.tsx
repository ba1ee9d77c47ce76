import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/PageHeader';
import { DailySummaryPanel } from '../components/DailySummaryPanel';
import { DashboardSummaryPanel } from '../components/DashboardSummaryPanel';
import { KasPanel } from '../components/KasPanel';
import { LateTransactionsPanel } from '../components/LateTransactionsPanel';
import { StatusNominalPanel } from '../components/StatusNominalPanel';
import '@/components/layout/backOffice.css';

/** /app/LandingLaporan: the reports landing, reading the five reporting endpoints of /api/general. */
export function ReportsLandingPage() {
  const { t } = useTranslation('reports');
  return (
    <div className="bo-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="row g-3">
        <div className="col-12 col-xl-8">
          <DashboardSummaryPanel />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <KasPanel />
        </div>
        <div className="col-12 col-md-6 col-xl-5">
          <LateTransactionsPanel />
        </div>
        <div className="col-12 col-xl-7">
          <StatusNominalPanel />
        </div>
        <div className="col-12">
          <DailySummaryPanel />
        </div>
      </div>
    </div>
  );
}

export { ReportsLandingPage as Component };
