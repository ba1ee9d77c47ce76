import { useTranslation } from 'react-i18next';
import { useGetKasQuery } from '@/entities/report/api';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { ReportCard } from './ReportCard';
import '@/components/layout/backOffice.css';
import './ReportPanels.css';

const ROWS = [
  { key: 'paidAmount', tone: 'text-success' },
  { key: 'pendingAmount', tone: 'text-warning-emphasis' },
  { key: 'failedAmount', tone: 'text-danger' },
  { key: 'refundedAmount', tone: 'bo-text-purple' },
] as const;

/** GET /api/general/kas: payment amounts per payment status and the net cash. */
export function KasPanel() {
  const { t } = useTranslation('reports');
  const { data, isLoading, isError, refetch } = useGetKasQuery();
  return (
    <ReportCard
      id="report-kas"
      icon="bi-wallet2"
      title={t('kas.title')}
      subtitle={t('kas.subtitle')}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
    >
      {data && (
        <>
          <dl className="report-lines mb-0">
            {ROWS.map((row) => (
              <div key={row.key}>
                <dt>{t(`kas.${row.key}`)}</dt>
                <dd className={row.tone}>{formatRupiah(data[row.key])}</dd>
              </div>
            ))}
          </dl>
          <div className={`report-stat ${data.netCash < 0 ? 'report-stat--red' : 'report-stat--sage'} mt-auto`}>
            <span className="report-stat__label">{t('kas.netCash')}</span>
            <span className="report-stat__value">{formatRupiah(data.netCash)}</span>
          </div>
        </>
      )}
    </ReportCard>
  );
}
